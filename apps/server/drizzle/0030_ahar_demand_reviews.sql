CREATE TABLE "ahar_demand_events" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"name" varchar(80) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"effect" integer NOT NULL,
	"category" varchar(60) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_demand_items" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"record_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"position" integer NOT NULL,
	"category" varchar(60) NOT NULL,
	"item_name" varchar(80) DEFAULT '' NOT NULL,
	"company" varchar(80) NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_demand_records" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"name" varchar(80) NOT NULL,
	"person_id" varchar(40) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"created_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_ratings" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"key_point" text NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_reviews" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"comment" varchar(1000) NOT NULL,
	"reply" varchar(1000),
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ahar_demand_events" ADD CONSTRAINT "ahar_demand_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_demand_items" ADD CONSTRAINT "ahar_demand_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_demand_items" ADD CONSTRAINT "ahar_demand_items_record_id_ahar_demand_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ahar_demand_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_demand_records" ADD CONSTRAINT "ahar_demand_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_demand_records" ADD CONSTRAINT "ahar_demand_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_ratings" ADD CONSTRAINT "ahar_ratings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_ratings" ADD CONSTRAINT "ahar_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_reviews" ADD CONSTRAINT "ahar_reviews_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_reviews" ADD CONSTRAINT "ahar_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ahar_demand_events_org_id_idx" ON "ahar_demand_events" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "ahar_demand_items_org_record_idx" ON "ahar_demand_items" USING btree ("org_id","record_id","position");--> statement-breakpoint
CREATE INDEX "ahar_demand_items_org_id_idx" ON "ahar_demand_items" USING btree ("org_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ahar_demand_items_org_date_idx" ON "ahar_demand_items" USING btree ("org_id","date","category","quantity","price");--> statement-breakpoint
CREATE INDEX "ahar_demand_records_org_date_idx" ON "ahar_demand_records" USING btree ("org_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ahar_demand_records_search_idx" ON "ahar_demand_records" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "ahar_ratings_org_user_key_point_key" ON "ahar_ratings" USING btree ("org_id","user_id","key_point");--> statement-breakpoint
CREATE INDEX "ahar_ratings_org_key_point_idx" ON "ahar_ratings" USING btree ("org_id","key_point","number");--> statement-breakpoint
CREATE UNIQUE INDEX "ahar_reviews_org_user_key" ON "ahar_reviews" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "ahar_reviews_org_id_idx" ON "ahar_reviews" USING btree ("org_id","id" DESC NULLS LAST);