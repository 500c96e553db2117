ALTER TABLE "broadcast_recipients" ADD COLUMN "phone" varchar(16);--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "own_channel" text;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "channels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Every message sent before went by e-mail alone.
UPDATE "broadcast_recipients" SET "channels" = '{email}'::text[] WHERE "status" = 'sent';
