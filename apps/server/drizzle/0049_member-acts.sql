CREATE TABLE "seat_holds" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"shift" text NOT NULL,
	"layout" text NOT NULL,
	"seat_table" integer NOT NULL,
	"seat_number" integer NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"plan_name" varchar(100) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_holds_dates_check" CHECK ("seat_holds"."expiry_date" >= "seat_holds"."start_date")
);
--> statement-breakpoint
ALTER TABLE "gym_fees" ADD COLUMN "renewed_by_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_holds_org_id_idx" ON "seat_holds" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "seat_holds_org_seat_idx" ON "seat_holds" USING btree ("org_id","layout","seat_table","seat_number");--> statement-breakpoint
CREATE INDEX "seat_holds_org_user_idx" ON "seat_holds" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "seat_holds_expires_idx" ON "seat_holds" USING btree ("expires_at");