CREATE TABLE "ahar_regular_members" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"meal_kind" text NOT NULL,
	"meals_per_day" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"monthly_amount" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"vedan_id" varchar(12) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || phone)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ahar_regular_members" ADD CONSTRAINT "ahar_regular_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ahar_regular_members_org_id_idx" ON "ahar_regular_members" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "ahar_regular_members_org_vedan_idx" ON "ahar_regular_members" USING btree ("org_id","vedan_id");--> statement-breakpoint
CREATE INDEX "ahar_regular_members_search_idx" ON "ahar_regular_members" USING gin ("search_vector");