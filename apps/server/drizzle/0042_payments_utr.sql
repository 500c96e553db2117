CREATE TABLE "payments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"target_id" char(24) NOT NULL,
	"period" varchar(7) DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"utr" varchar(12) NOT NULL,
	"status" text NOT NULL,
	"reference" varchar(40) NOT NULL,
	"created_by" char(24),
	"decided_by" char(24),
	"receipt_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_org_utr_key" ON "payments" USING btree ("org_id","utr") WHERE status <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_org_target_reported_key" ON "payments" USING btree ("org_id","kind","target_id","period") WHERE status = 'reported';--> statement-breakpoint
CREATE INDEX "payments_org_target_idx" ON "payments" USING btree ("org_id","kind","target_id","period");--> statement-breakpoint
CREATE INDEX "payments_org_receipt_idx" ON "payments" USING btree ("org_id","receipt_id");