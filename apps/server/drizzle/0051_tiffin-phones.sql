-- Hand-ordered: the search vector is generated over the phone, so it goes first (with its index),
-- the phone is widened and converted, and the vector and its index are made again over the new
-- numbers, without the `+` and with the ten digits people type (decision 0359).
ALTER TABLE "ahar_regular_members" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "ahar_regular_members" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
UPDATE "ahar_regular_members" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
ALTER TABLE "ahar_regular_members" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || ltrim(phone, '+') || ' ' || regexp_replace(phone, '^[+]91', ''))) STORED;--> statement-breakpoint
CREATE INDEX "ahar_regular_members_search_idx" ON "ahar_regular_members" USING gin ("search_vector");
