-- Each gym's member count, kept on every insert and delete of gym_members (the members list's
-- page count reads one row instead of counting every member). Statement triggers with
-- transition tables, so a bulk insert updates the count once.
CREATE FUNCTION gym_members_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gym_member_totals AS t (org_id, total)
      SELECT org_id, count(*) FROM new_rows GROUP BY org_id
      ON CONFLICT (org_id) DO UPDATE SET total = t.total + excluded.total;
  ELSE
    UPDATE gym_member_totals AS t SET total = t.total - d.n
      FROM (SELECT org_id, count(*) AS n FROM old_rows GROUP BY org_id) AS d
      WHERE t.org_id = d.org_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER gym_members_total_insert AFTER INSERT ON gym_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gym_members_total();--> statement-breakpoint
CREATE TRIGGER gym_members_total_delete AFTER DELETE ON gym_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gym_members_total();--> statement-breakpoint
INSERT INTO gym_member_totals (org_id, total)
  SELECT org_id, count(*) FROM gym_members GROUP BY org_id
  ON CONFLICT (org_id) DO NOTHING;
