CREATE TABLE "message_settings" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"channels" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_sends" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"subject" text NOT NULL,
	"target" char(24) NOT NULL,
	"period" varchar(100) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"text" varchar(2000) NOT NULL,
	"sent_by" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reminders_sent_key_idx";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone_number" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "gym_members" ALTER COLUMN "mobile" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD COLUMN "provider_id" varchar(200);--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_sends" ADD CONSTRAINT "whatsapp_sends_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_sends" ADD CONSTRAINT "whatsapp_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_settings_org_key" ON "message_settings" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "whatsapp_sends_org_target_idx" ON "whatsapp_sends" USING btree ("org_id","subject","target","period");--> statement-breakpoint
CREATE INDEX "reminders_sent_provider_idx" ON "reminders_sent" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_key_idx" ON "reminders_sent" USING btree ("kind","person","period","channel");--> statement-breakpoint
UPDATE "users" SET "phone_number" = '+91' || "phone_number" WHERE "phone_number" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "gym_members" SET "mobile" = '+91' || "mobile" WHERE "mobile" ~ '^[6-9][0-9]{9}$';
