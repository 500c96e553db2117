CREATE TABLE "attendance_daily" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"sr_no" integer NOT NULL,
	"student_name" varchar(100) NOT NULL,
	"code" varchar(20) NOT NULL,
	"time_in" varchar(5) DEFAULT '' NOT NULL,
	"time_out" varchar(5) DEFAULT '' NOT NULL,
	"sign" text NOT NULL,
	"remark" text NOT NULL,
	"person_directory" varchar(40),
	"person_record_id" char(24),
	"person_user_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_monthly" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"student_name" varchar(100) NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"marks" text[] NOT NULL,
	"total_days" integer NOT NULL,
	"performed_total_p" integer NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"person_directory" varchar(40),
	"person_record_id" char(24),
	"person_user_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"notice" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"visible_to" text DEFAULT 'User' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"report_date" date NOT NULL,
	"instrument_name" varchar(200) NOT NULL,
	"instrument_id" varchar(100) NOT NULL,
	"contact_person" varchar(100) NOT NULL,
	"corrective_action" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"file" text,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_checklists" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"notations" jsonb NOT NULL,
	"inspection_by" varchar(100) NOT NULL,
	"year" smallint,
	"month" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"name" varchar(100) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"address" varchar(300) NOT NULL,
	"plan" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"follow_up_date" date NOT NULL,
	"follow_up_time" varchar(5) NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(300) NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"joindate" date NOT NULL,
	"email" varchar(254) NOT NULL,
	"experience" integer NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"vedan_id" varchar(12) DEFAULT '' NOT NULL,
	"user_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barber_queue" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"day" date NOT NULL,
	"token" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"service_id" char(24),
	"status" text DEFAULT 'waiting' NOT NULL,
	"called_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barber_services" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"duration" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_daily" ADD CONSTRAINT "attendance_daily_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_daily" ADD CONSTRAINT "attendance_daily_person_user_id_users_id_fk" FOREIGN KEY ("person_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_monthly" ADD CONSTRAINT "attendance_monthly_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_monthly" ADD CONSTRAINT "attendance_monthly_person_user_id_users_id_fk" FOREIGN KEY ("person_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_checklists" ADD CONSTRAINT "maintenance_checklists_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_queue" ADD CONSTRAINT "barber_queue_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_queue" ADD CONSTRAINT "barber_queue_service_id_barber_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."barber_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_services" ADD CONSTRAINT "barber_services_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_daily_org_date_idx" ON "attendance_daily" USING btree ("org_id","date","sr_no");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_daily_person_day_key" ON "attendance_daily" USING btree ("org_id","date","person_directory","person_record_id") WHERE "attendance_daily"."person_record_id" is not null;--> statement-breakpoint
CREATE INDEX "attendance_daily_person_user_idx" ON "attendance_daily" USING btree ("person_user_id","date");--> statement-breakpoint
CREATE INDEX "attendance_monthly_org_id_idx" ON "attendance_monthly" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "attendance_monthly_org_month_idx" ON "attendance_monthly" USING btree ("org_id","year","month","id");--> statement-breakpoint
CREATE INDEX "attendance_monthly_person_user_idx" ON "attendance_monthly" USING btree ("person_user_id");--> statement-breakpoint
CREATE INDEX "notices_org_id_idx" ON "notices" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "notices_org_audience_end_idx" ON "notices" USING btree ("org_id","visible_to","end_date");--> statement-breakpoint
CREATE INDEX "corrective_actions_org_id_idx" ON "corrective_actions" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "corrective_actions_org_status_idx" ON "corrective_actions" USING btree ("org_id","status","id");--> statement-breakpoint
CREATE INDEX "maintenance_checklists_org_kind_idx" ON "maintenance_checklists" USING btree ("org_id","kind","id");--> statement-breakpoint
CREATE INDEX "enquiries_org_id_idx" ON "enquiries" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "enquiries_org_follow_up_idx" ON "enquiries" USING btree ("org_id","follow_up_date","follow_up_time");--> statement-breakpoint
CREATE INDEX "staff_members_org_id_idx" ON "staff_members" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "staff_members_org_vedan_idx" ON "staff_members" USING btree ("org_id","vedan_id");--> statement-breakpoint
CREATE INDEX "staff_members_user_idx" ON "staff_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "barber_queue_org_day_token_key" ON "barber_queue" USING btree ("org_id","day","token");--> statement-breakpoint
CREATE INDEX "barber_queue_org_day_status_idx" ON "barber_queue" USING btree ("org_id","day","status","token");--> statement-breakpoint
CREATE INDEX "barber_services_org_id_idx" ON "barber_services" USING btree ("org_id","id");