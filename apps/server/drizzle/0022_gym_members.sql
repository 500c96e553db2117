CREATE TABLE "gym_batches" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"batch_name" varchar(60) NOT NULL,
	"batch_limit" integer NOT NULL,
	"batch_open_time" varchar(5) NOT NULL,
	"batch_close_time" varchar(5) NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_batches_limit_check" CHECK ("gym_batches"."batch_limit" >= 1),
	CONSTRAINT "gym_batches_count_check" CHECK ("gym_batches"."member_count" >= 0 and "gym_batches"."member_count" <= "gym_batches"."batch_limit")
);
--> statement-breakpoint
CREATE TABLE "gym_billing" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"gstin" varchar(15) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_fees" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"fee_from" date NOT NULL,
	"fee_to" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Notpaid' NOT NULL,
	"penalty" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payment_date" date,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_members" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"member_id" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'male' NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"case_of" varchar(100) DEFAULT '' NOT NULL,
	"remarks" varchar(500) DEFAULT '' NOT NULL,
	"document" text DEFAULT 'today plan' NOT NULL,
	"join_date" date NOT NULL,
	"profile_image" varchar(300) DEFAULT '' NOT NULL,
	"vedan_id" varchar(8) DEFAULT '' NOT NULL,
	"state" varchar(2) DEFAULT '' NOT NULL,
	"batch_id" char(24),
	"package_id" char(24),
	"plan" varchar(100) DEFAULT '' NOT NULL,
	"start_date" date,
	"expired_date" date,
	"frozen_from" date,
	"frozen_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_packages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"range" varchar(20) NOT NULL,
	"fees" numeric(12, 2) NOT NULL,
	"save" numeric(12, 2) NOT NULL,
	"remarks" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_batches" ADD CONSTRAINT "gym_batches_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_billing" ADD CONSTRAINT "gym_billing_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_fees" ADD CONSTRAINT "gym_fees_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_fees" ADD CONSTRAINT "gym_fees_member_id_gym_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."gym_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_members" ADD CONSTRAINT "gym_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_members" ADD CONSTRAINT "gym_members_batch_id_gym_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gym_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_members" ADD CONSTRAINT "gym_members_package_id_gym_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."gym_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_packages" ADD CONSTRAINT "gym_packages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_batches_org_id_idx" ON "gym_batches" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_billing_org_key" ON "gym_billing" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "gym_fees_org_id_idx" ON "gym_fees" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gym_fees_org_from_idx" ON "gym_fees" USING btree ("org_id","fee_from");--> statement-breakpoint
CREATE INDEX "gym_fees_org_status_idx" ON "gym_fees" USING btree ("org_id","status","id");--> statement-breakpoint
CREATE INDEX "gym_fees_member_idx" ON "gym_fees" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "gym_members_org_id_idx" ON "gym_members" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_members_org_member_id_key" ON "gym_members" USING btree ("org_id","member_id");--> statement-breakpoint
CREATE INDEX "gym_members_org_expiry_idx" ON "gym_members" USING btree ("org_id","expired_date");--> statement-breakpoint
CREATE INDEX "gym_members_expiry_idx" ON "gym_members" USING btree ("expired_date");--> statement-breakpoint
CREATE INDEX "gym_members_org_batch_idx" ON "gym_members" USING btree ("org_id","batch_id","id");--> statement-breakpoint
CREATE INDEX "gym_members_vedan_idx" ON "gym_members" USING btree ("vedan_id");--> statement-breakpoint
CREATE INDEX "gym_packages_org_id_idx" ON "gym_packages" USING btree ("org_id","id");