ALTER TABLE "consultants" ALTER COLUMN "contact_number" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "mobile" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "gym_profiles" ALTER COLUMN "contact_no" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "gym_organizations" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "library_profiles" ALTER COLUMN "mobile" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "library_profiles" ALTER COLUMN "mobile" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "blood_donors" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "blood_requests" ALTER COLUMN "contact_phone" SET DATA TYPE varchar(16);--> statement-breakpoint
UPDATE "consultants" SET "contact_number" = '+91' || "contact_number" WHERE "contact_number" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "enquiries" SET "mobile" = '+91' || "mobile" WHERE "mobile" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "gym_profiles" SET "contact_no" = '+91' || "contact_no" WHERE "contact_no" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "gym_organizations" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "library_profiles" SET "mobile" = '+91' || "mobile" WHERE "mobile" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "blood_donors" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "blood_requests" SET "contact_phone" = '+91' || "contact_phone" WHERE "contact_phone" ~ '^[6-9][0-9]{9}$';
