CREATE TABLE "tiffin_bills" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"month" varchar(7) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Due' NOT NULL,
	"paid_on" date,
	"receipt_no" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tiffin_bills" ADD CONSTRAINT "tiffin_bills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiffin_bills" ADD CONSTRAINT "tiffin_bills_member_id_ahar_regular_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."ahar_regular_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tiffin_bills_org_member_month_key" ON "tiffin_bills" USING btree ("org_id","member_id","month");--> statement-breakpoint
CREATE INDEX "tiffin_bills_org_month_idx" ON "tiffin_bills" USING btree ("org_id","month","id");--> statement-breakpoint
CREATE INDEX "tiffin_bills_org_status_month_idx" ON "tiffin_bills" USING btree ("org_id","status","month","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tiffin_bills_org_receipt_key" ON "tiffin_bills" USING btree ("org_id","receipt_no");