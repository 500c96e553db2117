CREATE TABLE "ahar_stock_totals" (
	"org_id" char(24) NOT NULL,
	"location" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ahar_stock_totals_org_id_location_pk" PRIMARY KEY("org_id","location")
);
--> statement-breakpoint
ALTER TABLE "ahar_stock_totals" ADD CONSTRAINT "ahar_stock_totals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the name search's index needs trigrams (pg_trgm) and the business and location
-- beside them in one GIN index (btree_gin). PostgreSQL ships both in contrib; PGlite loads them
-- in db/client.ts and db/pglite-worker.mjs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "ahar_stock_items_name_search_idx" ON "ahar_stock_items" USING gin ("org_id","location","name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: each location's item count, kept on every write of stock items by any path (the
-- routes, undo, demo data, bulk SQL). Statement triggers with transition tables, so a bulk write
-- touches each (business, location) row once. Inserts and updates take the rows in (org_id,
-- location) order, so two moves in opposite directions lock them in the same order.
CREATE FUNCTION ahar_stock_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ahar_stock_totals AS t (org_id, location, items)
      SELECT org_id, location, count(*) FROM new_rows
      GROUP BY org_id, location ORDER BY org_id, location
      ON CONFLICT (org_id, location) DO UPDATE SET items = t.items + excluded.items;
  ELSIF TG_OP = 'UPDATE' THEN
    -- What each (business, location) gained less what it lost: a move changes the location.
    -- Most updates change neither, and then no row is touched.
    INSERT INTO ahar_stock_totals AS t (org_id, location, items)
      SELECT org_id, location, sum(n) FROM (
        SELECT org_id, location, 1 AS n FROM new_rows
        UNION ALL
        SELECT org_id, location, -1 FROM old_rows
      ) AS c
      GROUP BY org_id, location HAVING sum(n) <> 0 ORDER BY org_id, location
      ON CONFLICT (org_id, location) DO UPDATE SET items = t.items + excluded.items;
  ELSIF TG_OP = 'DELETE' THEN
    -- A business being deleted may have taken its rows with it already: nothing to update then.
    UPDATE ahar_stock_totals AS t SET items = t.items - d.n
      FROM (SELECT org_id, location, count(*)::int AS n FROM old_rows GROUP BY org_id, location) AS d
      WHERE t.org_id = d.org_id AND t.location = d.location;
  ELSE
    -- TRUNCATE: no item is left anywhere.
    DELETE FROM ahar_stock_totals;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ahar_stock_totals_insert AFTER INSERT ON ahar_stock_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_stock_totals_keep();--> statement-breakpoint
CREATE TRIGGER ahar_stock_totals_update AFTER UPDATE ON ahar_stock_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ahar_stock_totals_keep();--> statement-breakpoint
CREATE TRIGGER ahar_stock_totals_delete AFTER DELETE ON ahar_stock_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_stock_totals_keep();--> statement-breakpoint
CREATE TRIGGER ahar_stock_totals_truncate AFTER TRUNCATE ON ahar_stock_items
  FOR EACH STATEMENT EXECUTE FUNCTION ahar_stock_totals_keep();--> statement-breakpoint
INSERT INTO ahar_stock_totals (org_id, location, items)
  SELECT org_id, location, count(*) FROM ahar_stock_items GROUP BY org_id, location;
