CREATE TABLE "job_searches" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"name" varchar(80) NOT NULL,
	"query" varchar(2000) NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_id" char(24);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "note" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_searches" ADD CONSTRAINT "job_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_searches_user_query_key" ON "job_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "job_searches_user_idx" ON "job_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "job_searches_alerts_idx" ON "job_searches" USING btree ("id") WHERE alerts;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;