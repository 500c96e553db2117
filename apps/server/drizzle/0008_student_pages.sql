CREATE TABLE "admit_cards" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"exam" varchar(150) NOT NULL,
	"website_link" varchar(500) NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_follows" (
	"user_id" char(24) NOT NULL,
	"exam_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_follows_user_id_exam_id_pk" PRIMARY KEY("user_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"exam" varchar(150) NOT NULL,
	"title" varchar(150) NOT NULL,
	"result_date" date NOT NULL,
	"link" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"notification_date" date NOT NULL,
	"last_date" date NOT NULL,
	"site" varchar(500) NOT NULL,
	"university" varchar(150) NOT NULL,
	"state" text NOT NULL,
	"post" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarships" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"field" varchar(150) NOT NULL,
	"link" varchar(500) NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_centres" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24),
	"exam_type" varchar(100) NOT NULL,
	"coaching" varchar(150) NOT NULL,
	"location" varchar(150) NOT NULL,
	"website" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_series" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"exam" varchar(150) NOT NULL,
	"title" varchar(150) NOT NULL,
	"link" varchar(500) NOT NULL,
	"free" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_interests" (
	"event_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_interests_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24),
	"title" varchar(150) NOT NULL,
	"date" date,
	"location" varchar(200) NOT NULL,
	"map_link" varchar(500) DEFAULT '' NOT NULL,
	"description" varchar(4000) NOT NULL,
	"image" varchar(200) DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"interest_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_donors" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"blood_group" text NOT NULL,
	"city" varchar(80) NOT NULL,
	"city_key" varchar(80) NOT NULL,
	"pincode" varchar(6) DEFAULT '' NOT NULL,
	"phone" varchar(10) NOT NULL,
	"available" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_donors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "blood_requests" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"blood_group" text NOT NULL,
	"units" integer NOT NULL,
	"hospital" varchar(150) NOT NULL,
	"city" varchar(80) NOT NULL,
	"city_key" varchar(80) NOT NULL,
	"pincode" varchar(6) DEFAULT '' NOT NULL,
	"needed_by" date NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"contact_phone" varchar(10) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_follows" ADD CONSTRAINT "exam_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_follows" ADD CONSTRAINT "exam_follows_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_centres" ADD CONSTRAINT "study_centres_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_donors" ADD CONSTRAINT "blood_donors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admit_cards_state_idx" ON "admit_cards" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "exam_follows_exam_idx" ON "exam_follows" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_results_date_idx" ON "exam_results" USING btree ("result_date","id");--> statement-breakpoint
CREATE INDEX "exams_last_date_idx" ON "exams" USING btree ("last_date","id");--> statement-breakpoint
CREATE INDEX "exams_state_last_date_idx" ON "exams" USING btree ("state","last_date","id");--> statement-breakpoint
CREATE INDEX "exams_post_last_date_idx" ON "exams" USING btree ("post","last_date","id");--> statement-breakpoint
CREATE INDEX "scholarships_category_idx" ON "scholarships" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "study_centres_exam_type_idx" ON "study_centres" USING btree ("exam_type","id");--> statement-breakpoint
CREATE INDEX "study_centres_org_idx" ON "study_centres" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "test_series_exam_idx" ON "test_series" USING btree ("exam","id");--> statement-breakpoint
CREATE INDEX "event_interests_user_idx" ON "event_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "events_kind_date_idx" ON "events" USING btree ("kind","date","id");--> statement-breakpoint
CREATE INDEX "events_org_idx" ON "events" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "blood_donors_available_city_idx" ON "blood_donors" USING btree ("city_key","blood_group") WHERE available;--> statement-breakpoint
CREATE INDEX "blood_requests_open_idx" ON "blood_requests" USING btree ("id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "blood_requests_open_group_idx" ON "blood_requests" USING btree ("blood_group","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "blood_requests_open_city_idx" ON "blood_requests" USING btree ("city_key","blood_group","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "blood_requests_user_idx" ON "blood_requests" USING btree ("user_id","id");