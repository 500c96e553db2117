ALTER TABLE "gym_events" ADD COLUMN "date" date;--> statement-breakpoint
ALTER TABLE "gym_events" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_events" ADD COLUMN "public_event_id" char(24);--> statement-breakpoint
ALTER TABLE "gym_events" ADD CONSTRAINT "gym_events_public_event_id_events_id_fk" FOREIGN KEY ("public_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;