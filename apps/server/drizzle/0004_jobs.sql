CREATE TABLE "applications" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"job_id" char(24) NOT NULL,
	"applicant_id" char(24) NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"industry" text NOT NULL,
	"location" varchar(80) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_descriptions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"code" varchar(30) NOT NULL,
	"profile" varchar(120) NOT NULL,
	"experience" integer NOT NULL,
	"salary" numeric(6, 2) NOT NULL,
	"location" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"education" varchar(200) DEFAULT '' NOT NULL,
	"job_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"company_name" varchar(120) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" varchar(5000) NOT NULL,
	"position" integer NOT NULL,
	"job_type" varchar(30) NOT NULL,
	"salary" numeric(6, 2) NOT NULL,
	"location" text NOT NULL,
	"industry" text NOT NULL,
	"experience" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description || ' ' || company_name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD CONSTRAINT "job_descriptions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD CONSTRAINT "job_descriptions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_applicant_key" ON "applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_org_job_idx" ON "applications" USING btree ("org_id","job_id","id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "job_descriptions_org_id_idx" ON "job_descriptions" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "jobs_org_id_idx" ON "jobs" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("location","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_industry_idx" ON "jobs" USING btree ("industry","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_location_industry_idx" ON "jobs" USING btree ("location","industry","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");