CREATE TABLE "consultants" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"organisation" varchar(150) NOT NULL,
	"doctor" varchar(100) NOT NULL,
	"location" varchar(150) NOT NULL,
	"pincode" varchar(6) DEFAULT '' NOT NULL,
	"contact_number" varchar(10) NOT NULL,
	"website" varchar(500) DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"area" varchar(20) NOT NULL,
	"fees" numeric(12, 2) NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diet_reminders" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"serial_no" integer NOT NULL,
	"ring_time" varchar(5) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diet_schedules" (
	"user_id" char(24) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dosha_results" (
	"user_id" char(24) PRIMARY KEY NOT NULL,
	"dosha" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_reminders" ADD CONSTRAINT "diet_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_schedules" ADD CONSTRAINT "diet_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosha_results" ADD CONSTRAINT "dosha_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultants_type_fee_idx" ON "consultants" USING btree ("type","fee","id");--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "diet_reminders_user_idx" ON "diet_reminders" USING btree ("user_id","serial_no");