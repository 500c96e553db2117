CREATE TABLE "interview_rounds" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"application_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"assessment" jsonb,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_certificates" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"business_type" text NOT NULL,
	"name" varchar(60) NOT NULL,
	"file" text NOT NULL,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_news" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"event" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(120) NOT NULL,
	"use" varchar(300) DEFAULT '' NOT NULL,
	"hsn" varchar(8) DEFAULT '' NOT NULL,
	"price_per_unit" numeric(12, 2) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_ratings" (
	"application_id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"rating" integer NOT NULL,
	"comment" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_ratings_range" CHECK ("company_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "company_share_prices" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"month" varchar(7) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "product_no" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "gst_no" varchar(15) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "established" varchar(4) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "founders" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "interview_rounds" ADD CONSTRAINT "interview_rounds_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_rounds" ADD CONSTRAINT "interview_rounds_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_news" ADD CONSTRAINT "company_news_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_share_prices" ADD CONSTRAINT "company_share_prices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_rounds_org_idx" ON "interview_rounds" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "interview_rounds_application_idx" ON "interview_rounds" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "company_certificates_org_idx" ON "company_certificates" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "company_news_org_idx" ON "company_news" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "company_products_org_idx" ON "company_products" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "company_ratings_org_idx" ON "company_ratings" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "company_share_prices_org_idx" ON "company_share_prices" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_share_prices_month_key" ON "company_share_prices" USING btree ("org_id","month");