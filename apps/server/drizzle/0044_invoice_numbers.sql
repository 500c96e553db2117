CREATE TABLE "invoice_counters" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"series" text NOT NULL,
	"fy" smallint NOT NULL,
	"prefix" varchar(2) NOT NULL,
	"last" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_counters_org_series_fy_key" ON "invoice_counters" USING btree ("org_id","series","fy");--> statement-breakpoint
ALTER TABLE "gym_fees" ADD COLUMN "invoice_no" varchar(16);--> statement-breakpoint
ALTER TABLE "gym_fees" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "invoice_no" varchar(16);--> statement-breakpoint
-- Backfill gym_fees: numbered in date order per business and financial year (April to March), with
-- the prefix invoicePrefix() derives from the business's name (GF when it has no Latin letter or
-- digit), and the counters set to the last number issued (decision 0349).
WITH "words" AS (
	SELECT "id", array_remove(regexp_split_to_array(upper("name"), '[^A-Z0-9]+'), '') AS "w" FROM "organizations"
), "prefixes" AS (
	SELECT "id" AS "org_id", coalesce(CASE WHEN cardinality("w") >= 2 THEN left("w"[1], 1) || left("w"[2], 1) WHEN cardinality("w") = 1 THEN left("w"[1], 2) END, 'GF') AS "prefix" FROM "words"
), "dated" AS (
	SELECT "t"."id", "t"."org_id", "t"."fee_from", "t"."created_at",
		extract(year FROM "t"."fee_from")::int - CASE WHEN extract(month FROM "t"."fee_from") < 4 THEN 1 ELSE 0 END AS "fy"
	FROM "gym_fees" "t" WHERE "t"."invoice_no" IS NULL
), "numbered" AS (
	SELECT "d"."id", "d"."org_id", "d"."fy", "p"."prefix",
		row_number() OVER (PARTITION BY "d"."org_id", "d"."fy" ORDER BY "d"."fee_from", "d"."created_at", "d"."id") AS "seq"
	FROM "dated" "d" JOIN "prefixes" "p" ON "p"."org_id" = "d"."org_id"
), "updated" AS (
	UPDATE "gym_fees" "t" SET "invoice_no" = "n"."prefix" || '/' || to_char("n"."fy" % 100, 'FM00') || '-' || to_char(("n"."fy" + 1) % 100, 'FM00') || '/' || CASE WHEN "n"."seq" < 1000000 THEN lpad("n"."seq"::text, 6, '0') ELSE "n"."seq"::text END, "invoice_date" = "t"."fee_from"
	FROM "numbered" "n" WHERE "t"."id" = "n"."id"
	RETURNING "t"."id"
)
INSERT INTO "invoice_counters" ("id", "org_id", "series", "fy", "prefix", "last")
SELECT lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0') || substr(md5("org_id" || 'gym-fee' || "fy"::text || random()::text), 1, 16),
	"org_id", 'gym-fee', "fy", "prefix", max("seq")
FROM "numbered" WHERE "id" IN (SELECT "id" FROM "updated")
GROUP BY "org_id", "fy", "prefix";--> statement-breakpoint
-- Backfill fee_payments: numbered in date order per business and financial year (April to March), with
-- the prefix invoicePrefix() derives from the business's name (LF when it has no Latin letter or
-- digit), and the counters set to the last number issued (decision 0349).
WITH "words" AS (
	SELECT "id", array_remove(regexp_split_to_array(upper("name"), '[^A-Z0-9]+'), '') AS "w" FROM "organizations"
), "prefixes" AS (
	SELECT "id" AS "org_id", coalesce(CASE WHEN cardinality("w") >= 2 THEN left("w"[1], 1) || left("w"[2], 1) WHEN cardinality("w") = 1 THEN left("w"[1], 2) END, 'LF') AS "prefix" FROM "words"
), "dated" AS (
	SELECT "t"."id", "t"."org_id", "t"."paid_on", "t"."created_at",
		extract(year FROM "t"."paid_on")::int - CASE WHEN extract(month FROM "t"."paid_on") < 4 THEN 1 ELSE 0 END AS "fy"
	FROM "fee_payments" "t" WHERE "t"."invoice_no" IS NULL
), "numbered" AS (
	SELECT "d"."id", "d"."org_id", "d"."fy", "p"."prefix",
		row_number() OVER (PARTITION BY "d"."org_id", "d"."fy" ORDER BY "d"."paid_on", "d"."created_at", "d"."id") AS "seq"
	FROM "dated" "d" JOIN "prefixes" "p" ON "p"."org_id" = "d"."org_id"
), "updated" AS (
	UPDATE "fee_payments" "t" SET "invoice_no" = "n"."prefix" || '/' || to_char("n"."fy" % 100, 'FM00') || '-' || to_char(("n"."fy" + 1) % 100, 'FM00') || '/' || CASE WHEN "n"."seq" < 1000000 THEN lpad("n"."seq"::text, 6, '0') ELSE "n"."seq"::text END
	FROM "numbered" "n" WHERE "t"."id" = "n"."id"
	RETURNING "t"."id"
)
INSERT INTO "invoice_counters" ("id", "org_id", "series", "fy", "prefix", "last")
SELECT lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0') || substr(md5("org_id" || 'library-fee' || "fy"::text || random()::text), 1, 16),
	"org_id", 'library-fee', "fy", "prefix", max("seq")
FROM "numbered" WHERE "id" IN (SELECT "id" FROM "updated")
GROUP BY "org_id", "fy", "prefix";--> statement-breakpoint
ALTER TABLE "gym_fees" ALTER COLUMN "invoice_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_fees" ALTER COLUMN "invoice_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payments" ALTER COLUMN "invoice_no" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_fees_org_invoice_key" ON "gym_fees" USING btree ("org_id","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_org_invoice_key" ON "fee_payments" USING btree ("org_id","invoice_no");
