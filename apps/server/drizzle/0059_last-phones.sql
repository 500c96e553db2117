ALTER TABLE "contact_messages" ALTER COLUMN "phone_number" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "phone_number" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "library_tickets" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "library_tickets" ALTER COLUMN "phone" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "placement_enquiries" ALTER COLUMN "contact_number" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "placement_enquiries" ALTER COLUMN "contact_number" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "placement_outcomes" ALTER COLUMN "contact_number" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "placement_outcomes" ALTER COLUMN "contact_number" SET DEFAULT '';--> statement-breakpoint
UPDATE "contact_messages" SET "phone_number" = '+91' || "phone_number" WHERE "phone_number" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "library_tickets" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "placement_enquiries" SET "contact_number" = '+91' || "contact_number" WHERE "contact_number" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "placement_outcomes" SET "contact_number" = '+91' || "contact_number" WHERE "contact_number" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "company_profiles" SET "contact" = jsonb_set("contact", '{phone}', to_jsonb('+91' || ("contact" ->> 'phone'))) WHERE "contact" ->> 'phone' ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "lost_reports" SET "details" = jsonb_set("details", '{guardianPhone}', to_jsonb('+91' || ("details" ->> 'guardianPhone'))) WHERE "details" ->> 'guardianPhone' ~ '^[6-9][0-9]{9}$';
