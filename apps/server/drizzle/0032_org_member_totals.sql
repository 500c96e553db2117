CREATE TABLE "org_member_totals" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_member_totals" ADD CONSTRAINT "org_member_totals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
