ALTER TABLE "staff_members" ALTER COLUMN "mobile" SET DATA TYPE varchar(16);--> statement-breakpoint
UPDATE "staff_members" SET "mobile" = '+91' || "mobile" WHERE "mobile" ~ '^[6-9][0-9]{9}$';
