ALTER TABLE "gym_members" ADD COLUMN "message_channel" text;--> statement-breakpoint
ALTER TABLE "gym_members" ADD COLUMN "message_language" text;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "alert_channels" text[] DEFAULT '{email}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "message_channel" text;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "message_language" text;