CREATE TABLE "lost_matches" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"lost_report_id" char(24) NOT NULL,
	"found_report_id" char(24) NOT NULL,
	"lost_author_id" char(24) NOT NULL,
	"found_author_id" char(24) NOT NULL,
	"words" text NOT NULL,
	"distance_km" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "lost_reports_open_idx";--> statement-breakpoint
DROP INDEX "lost_reports_location_idx";--> statement-breakpoint
DROP INDEX "lost_reports_date_idx";--> statement-breakpoint
DROP INDEX "lost_reports_city_idx";--> statement-breakpoint
DROP INDEX "lost_reports_city_newest_idx";--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "direction" varchar(5) DEFAULT 'lost' NOT NULL;--> statement-breakpoint
ALTER TABLE "lost_matches" ADD CONSTRAINT "lost_matches_lost_report_id_lost_reports_id_fk" FOREIGN KEY ("lost_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_matches" ADD CONSTRAINT "lost_matches_found_report_id_lost_reports_id_fk" FOREIGN KEY ("found_report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_matches" ADD CONSTRAINT "lost_matches_lost_author_id_users_id_fk" FOREIGN KEY ("lost_author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_matches" ADD CONSTRAINT "lost_matches_found_author_id_users_id_fk" FOREIGN KEY ("found_author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lost_matches_pair_idx" ON "lost_matches" USING btree ("lost_report_id","found_report_id");--> statement-breakpoint
CREATE INDEX "lost_matches_lost_author_idx" ON "lost_matches" USING btree ("lost_author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lost_matches_found_author_idx" ON "lost_matches" USING btree ("found_author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lost_matches_found_report_idx" ON "lost_matches" USING btree ("found_report_id");--> statement-breakpoint
CREATE INDEX "lost_reports_open_idx" ON "lost_reports" USING btree ("kind","direction","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_location_idx" ON "lost_reports" USING btree ("kind","direction","location_key" varchar_pattern_ops) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_date_idx" ON "lost_reports" USING btree ("kind","direction","lost_date") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_city_idx" ON "lost_reports" USING btree ("kind","direction","city","lost_date") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_city_newest_idx" ON "lost_reports" USING btree ("kind","direction","city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE resolved_at IS NULL;