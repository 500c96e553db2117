CREATE TABLE "placement_enquiries" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"post" varchar(100) NOT NULL,
	"message" varchar(1000) DEFAULT '' NOT NULL,
	"response" text DEFAULT 'Pending' NOT NULL,
	"contact_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_number" varchar(10) DEFAULT '' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_outcomes" (
	"application_id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"interview_at" timestamp with time zone,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"contact_number" varchar(10) DEFAULT '' NOT NULL,
	"decision" text,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"letter_file_id" char(24),
	"student_consent" boolean DEFAULT false NOT NULL,
	"company_consent" boolean DEFAULT false NOT NULL,
	"assessment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_profiles" (
	"user_id" char(24) PRIMARY KEY NOT NULL,
	"profile" jsonb,
	"self_rating" jsonb,
	"work_history" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "placement_enquiries" ADD CONSTRAINT "placement_enquiries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_enquiries" ADD CONSTRAINT "placement_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_outcomes" ADD CONSTRAINT "placement_outcomes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_outcomes" ADD CONSTRAINT "placement_outcomes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_outcomes" ADD CONSTRAINT "placement_outcomes_letter_file_id_files_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_profiles" ADD CONSTRAINT "placement_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_enquiries_org_idx" ON "placement_enquiries" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "placement_enquiries_user_idx" ON "placement_enquiries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "placement_outcomes_org_idx" ON "placement_outcomes" USING btree ("org_id","application_id");