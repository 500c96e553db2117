CREATE TABLE "org_member_totals" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_demand_state" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"forecast" jsonb,
	"forecast_key" text
);
--> statement-breakpoint
ALTER TABLE "org_member_totals" ADD CONSTRAINT "org_member_totals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_demand_state" ADD CONSTRAINT "ahar_demand_state_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the counts and the revision, kept on every write of records, lines and events.
-- Statement triggers with transition tables, so a bulk insert updates the row once per business.
CREATE FUNCTION ahar_demand_state_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO ahar_demand_state AS s (org_id, records, items, revision)
      SELECT o.org_id,
             CASE WHEN TG_TABLE_NAME = 'ahar_demand_records' THEN -o.n ELSE 0 END,
             CASE WHEN TG_TABLE_NAME = 'ahar_demand_items' THEN -o.n ELSE 0 END, 1
      FROM (SELECT org_id, count(*)::int AS n FROM old_rows GROUP BY org_id) AS o
      -- A business being deleted takes its row with it: nothing to keep.
      WHERE EXISTS (SELECT 1 FROM organizations WHERE id = o.org_id)
      ON CONFLICT (org_id) DO UPDATE SET records = s.records + excluded.records,
        items = s.items + excluded.items, revision = s.revision + 1;
  ELSE
    INSERT INTO ahar_demand_state AS s (org_id, records, items, revision)
      SELECT n.org_id,
             CASE WHEN TG_TABLE_NAME = 'ahar_demand_records' THEN sign * n.n ELSE 0 END,
             CASE WHEN TG_TABLE_NAME = 'ahar_demand_items' THEN sign * n.n ELSE 0 END, 1
      FROM (SELECT org_id, count(*)::int AS n FROM new_rows GROUP BY org_id) AS n
      ON CONFLICT (org_id) DO UPDATE SET records = s.records + excluded.records,
        items = s.items + excluded.items, revision = s.revision + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ahar_demand_records_state_insert AFTER INSERT ON ahar_demand_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_records_state_update AFTER UPDATE ON ahar_demand_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_records_state_delete AFTER DELETE ON ahar_demand_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_items_state_insert AFTER INSERT ON ahar_demand_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_items_state_update AFTER UPDATE ON ahar_demand_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_items_state_delete AFTER DELETE ON ahar_demand_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_events_state_insert AFTER INSERT ON ahar_demand_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_events_state_update AFTER UPDATE ON ahar_demand_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
CREATE TRIGGER ahar_demand_events_state_delete AFTER DELETE ON ahar_demand_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ahar_demand_state_keep();--> statement-breakpoint
INSERT INTO ahar_demand_state (org_id, records, items)
  SELECT o.id,
         (SELECT count(*) FROM ahar_demand_records r WHERE r.org_id = o.id),
         (SELECT count(*) FROM ahar_demand_items i WHERE i.org_id = o.id)
  FROM organizations o
  WHERE EXISTS (SELECT 1 FROM ahar_demand_records r WHERE r.org_id = o.id)
     OR EXISTS (SELECT 1 FROM ahar_demand_events e WHERE e.org_id = o.id);
--> statement-breakpoint
-- Hand-written: the count kept on every insert and delete of memberships. Statement triggers
-- with transition tables, so a bulk insert updates each business's row once.
CREATE FUNCTION org_member_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO org_member_totals AS t (org_id, total)
      SELECT org_id, count(*) FROM new_rows GROUP BY org_id
      ON CONFLICT (org_id) DO UPDATE SET total = t.total + excluded.total;
  ELSE
    -- A business being deleted has taken its row with it already: nothing to update.
    UPDATE org_member_totals AS t SET total = t.total - d.n
      FROM (SELECT org_id, count(*) AS n FROM old_rows GROUP BY org_id) AS d
      WHERE t.org_id = d.org_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER org_member_totals_insert AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION org_member_totals_keep();--> statement-breakpoint
CREATE TRIGGER org_member_totals_delete AFTER DELETE ON memberships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION org_member_totals_keep();--> statement-breakpoint
INSERT INTO org_member_totals (org_id, total)
  SELECT org_id, count(*) FROM memberships GROUP BY org_id
  ON CONFLICT (org_id) DO NOTHING;
