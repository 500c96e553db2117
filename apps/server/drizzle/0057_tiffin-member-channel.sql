ALTER TABLE "ahar_regular_members" ADD COLUMN "message_channel" text;--> statement-breakpoint
ALTER TABLE "ahar_regular_members" ADD COLUMN "message_language" text;