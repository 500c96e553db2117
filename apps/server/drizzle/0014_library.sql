CREATE TABLE "seat_bookings" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"shift" text NOT NULL,
	"layout" text NOT NULL,
	"seat_number" integer NOT NULL,
	"table_no" integer NOT NULL,
	"seat_table" integer GENERATED ALWAYS AS (case when layout = 'tables' then table_no else 0 end) STORED NOT NULL,
	"member_id" varchar(20) NOT NULL,
	"member_id_letter1" varchar(1),
	"member_id_letter2" varchar(1),
	"joined_member_id" char(24),
	"plan_details" varchar(200) DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"payment_method" text,
	"paid_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"due_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"next_bill_date" date,
	"booking_time" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_bookings_dates_check" CHECK ("seat_bookings"."expiry_date" >= "seat_bookings"."start_date"),
	CONSTRAINT "seat_bookings_seat_check" CHECK ("seat_bookings"."seat_number" >= 1 and "seat_bookings"."table_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "seat_layouts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"shift" text NOT NULL,
	"grid_rows" integer NOT NULL,
	"grid_cols" integer NOT NULL,
	"tables" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_members" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"pic_name" varchar(300) DEFAULT '' NOT NULL,
	"name" varchar(100) NOT NULL,
	"vedan_id" varchar(20) NOT NULL,
	"vedan_key" varchar(20) GENERATED ALWAYS AS (upper(vedan_id)) STORED NOT NULL,
	"member_id" varchar(20) NOT NULL,
	"seat_no" varchar(20) NOT NULL,
	"fees" numeric(12, 2) NOT NULL,
	"time" varchar(40) NOT NULL,
	"joining_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_card_months" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"enquiry" varchar(100) DEFAULT '' NOT NULL,
	"applied" varchar(100) DEFAULT '' NOT NULL,
	"learning" varchar(100) DEFAULT '' NOT NULL,
	"fees_covered" numeric(12, 2) DEFAULT '0' NOT NULL,
	"left_fees" numeric(12, 2) DEFAULT '0' NOT NULL,
	"profit_loss" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_plan_rows" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"plan" text NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"fees" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_profiles" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"mobile" varchar(10) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"pincode" varchar(6) DEFAULT '' NOT NULL,
	"city_key" varchar(40) DEFAULT '' NOT NULL,
	"zone" varchar(80) DEFAULT '' NOT NULL,
	"branch_name" varchar(100) DEFAULT '' NOT NULL,
	"social" text[] DEFAULT '{}' NOT NULL,
	"gst" varchar(15) DEFAULT '' NOT NULL,
	"pan" varchar(10) DEFAULT '' NOT NULL,
	"other_id" varchar(40) DEFAULT '' NOT NULL,
	"founder_name" varchar(100) DEFAULT '' NOT NULL,
	"founder_vedan_id" varchar(20) DEFAULT '' NOT NULL,
	"profile_photo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_tickets" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"priority" text DEFAULT 'Normal' NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(10) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_joined_member_id_library_members_id_fk" FOREIGN KEY ("joined_member_id") REFERENCES "public"."library_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_layouts" ADD CONSTRAINT "seat_layouts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_members" ADD CONSTRAINT "library_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_card_months" ADD CONSTRAINT "fee_card_months_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_member_id_library_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."library_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_rows" ADD CONSTRAINT "fee_plan_rows_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_profiles" ADD CONSTRAINT "library_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_tickets" ADD CONSTRAINT "library_tickets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_bookings_org_id_idx" ON "seat_bookings" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "seat_bookings_org_expiry_idx" ON "seat_bookings" USING btree ("org_id","expiry_date","start_date","shift","layout","seat_table","seat_number");--> statement-breakpoint
CREATE INDEX "seat_bookings_org_member_idx" ON "seat_bookings" USING btree ("org_id","member_id");--> statement-breakpoint
CREATE INDEX "seat_bookings_joined_member_idx" ON "seat_bookings" USING btree ("joined_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_layouts_org_shift_key" ON "seat_layouts" USING btree ("org_id","shift");--> statement-breakpoint
CREATE INDEX "library_members_org_id_idx" ON "library_members" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_members_org_vedan_key" ON "library_members" USING btree ("org_id","vedan_key");--> statement-breakpoint
CREATE UNIQUE INDEX "library_members_org_member_id_key" ON "library_members" USING btree ("org_id","member_id");--> statement-breakpoint
CREATE INDEX "library_members_vedan_idx" ON "library_members" USING btree ("vedan_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_card_months_org_month_key" ON "fee_card_months" USING btree ("org_id","year","month");--> statement-breakpoint
CREATE INDEX "fee_payments_org_id_idx" ON "fee_payments" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "fee_payments_member_month_idx" ON "fee_payments" USING btree ("member_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plan_rows_org_plan_key" ON "fee_plan_rows" USING btree ("org_id","plan");--> statement-breakpoint
CREATE INDEX "library_profiles_city_idx" ON "library_profiles" USING btree ("city_key","pincode");--> statement-breakpoint
CREATE INDEX "library_profiles_pincode_idx" ON "library_profiles" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "library_tickets_org_id_idx" ON "library_tickets" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "library_tickets_org_status_idx" ON "library_tickets" USING btree ("org_id","status","id");