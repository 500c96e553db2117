CREATE TABLE "library_seat_days" (
	"org_id" char(24) NOT NULL,
	"day" date NOT NULL,
	"morning" integer DEFAULT 0 NOT NULL,
	"afternoon" integer DEFAULT 0 NOT NULL,
	"evening" integer DEFAULT 0 NOT NULL,
	"night" integer DEFAULT 0 NOT NULL,
	"full_day" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "library_seat_days_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
-- Hand-written: a layout's seats (the grid's and every table's), for its generated column.
CREATE FUNCTION seat_layout_seats(grid_rows integer, grid_cols integer, tables integer[])
  RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT grid_rows * grid_cols + coalesce((SELECT sum(t) FROM unnest(tables) AS t), 0)::integer $$;
--> statement-breakpoint
ALTER TABLE "seat_layouts" ADD COLUMN "seats" integer GENERATED ALWAYS AS (seat_layout_seats(grid_rows, grid_cols, tables)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "library_seat_days" ADD CONSTRAINT "library_seat_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: library_seat_days kept on every write of seat_bookings, by any path (routes, demo
-- data, bulk SQL). One row per library and booked day: for each single shift the bookings that
-- hold a seat in it (its own and Full day's, which never share a seat on a day, so that is the
-- seats taken), and for Full day the distinct seats held in any shift.
--
-- Statement triggers hand over `gone` (rows deleted, or the old side of an update) and `came`
-- (rows inserted, or the new side). What changes is found as events on days, swept per library:
-- - a single shift's count: each row of `came` adds one from its start date to its expiry date,
--   each row of `gone` takes one away;
-- - Full day: for each seat the statement touched, the runs of days the seat is held now, and the
--   runs it was held before the statement (its bookings now, less `came`, plus `gone`); each run
--   now adds one, each run before takes one away, so a seat held by two shifts counts once.
-- Summing the events in day order gives what each day gains, in runs of days; each run is added
-- to its days' rows. A statement touches the rows of the days it books or frees, no others.
-- The arrays (not the transition tables) keep this body's plan independent of the first
-- statement's size; seat_bookings and library_seat_days are read by index, per seat or library.
CREATE FUNCTION library_seat_days_apply(gone seat_bookings[], came seat_bookings[])
  RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  library char(24);
  first_day date;
  last_day date;
BEGIN
  -- One statement at a time per library: under READ COMMITTED the statement below then sees
  -- every booking committed before it, so two bookings of one seat in two shifts made at the
  -- same moment cannot both count the seat as newly held. Libraries in order, so that two
  -- statements of many libraries take them alike and never wait for each other in a circle.
  FOR library IN SELECT org_id FROM unnest(gone) UNION SELECT org_id FROM unnest(came) ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('library_seat_days'), hashtext(library));
  END LOOP;
  WITH o AS MATERIALIZED (
    SELECT id, org_id, shift, layout, seat_table, seat_number, start_date, expiry_date
    FROM unnest(gone)
  ), n AS MATERIALIZED (
    SELECT id, org_id, shift, layout, seat_table, seat_number, start_date, expiry_date
    FROM unnest(came)
  ), changed AS (
    -- The shift slots are the exclusion constraint's (migration library_seat_exclusion).
    SELECT c.*, CASE c.shift WHEN 'Morning' THEN int4range(0, 1)
      WHEN 'Afternoon' THEN int4range(1, 2) WHEN 'Evening' THEN int4range(2, 3)
      WHEN 'Night' THEN int4range(3, 4) ELSE int4range(0, 4) END AS slots
    FROM (SELECT o.*, -1 AS sign FROM o UNION ALL SELECT n.*, 1 FROM n) AS c
  ), seats AS (
    -- Each seat the statement touched, and the days its rows span.
    SELECT org_id, layout, seat_table, seat_number,
      min(start_date) AS first_day, max(expiry_date) AS last_day
    FROM changed GROUP BY 1, 2, 3, 4
  ), held AS (
    -- Those seats' bookings now, within those days.
    SELECT s.org_id, s.layout, s.seat_table, s.seat_number, b.id,
      greatest(b.start_date, s.first_day) AS from_day, least(b.expiry_date, s.last_day) AS to_day
    FROM seats s CROSS JOIN LATERAL (
      SELECT b.id, b.start_date, b.expiry_date FROM seat_bookings b
      WHERE b.org_id = s.org_id AND b.layout = s.layout AND b.seat_table = s.seat_table
        AND b.seat_number = s.seat_number
        AND b.start_date <= s.last_day AND b.expiry_date >= s.first_day
    ) AS b
  ), sides AS (
    -- Held now (1), and before the statement (-1).
    SELECT org_id, layout, seat_table, seat_number, 1 AS sign, from_day, to_day FROM held
    UNION ALL
    SELECT org_id, layout, seat_table, seat_number, -1, from_day, to_day FROM held
    WHERE id NOT IN (SELECT id FROM n)
    UNION ALL
    SELECT org_id, layout, seat_table, seat_number, -1, start_date, expiry_date FROM o
  ), islands AS (
    -- Per seat and side, a run starts with a booking that begins after all earlier ones ended.
    SELECT x.*, sum(x.starts::int) OVER (
      PARTITION BY org_id, layout, seat_table, seat_number, sign ORDER BY from_day, to_day
    ) AS island
    FROM (
      SELECT sides.*, coalesce(from_day > max(to_day) OVER (
        PARTITION BY org_id, layout, seat_table, seat_number, sign ORDER BY from_day, to_day
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), true) AS starts
      FROM sides
    ) AS x
  ), held_runs AS (
    SELECT org_id, sign, min(from_day) AS from_day, max(to_day) AS to_day
    FROM islands GROUP BY org_id, layout, seat_table, seat_number, sign, island
  ), events AS (
    SELECT org_id, start_date AS day, sign * (slots && int4range(0, 1))::int AS morning,
      sign * (slots && int4range(1, 2))::int AS afternoon,
      sign * (slots && int4range(2, 3))::int AS evening,
      sign * (slots && int4range(3, 4))::int AS night, 0 AS full_day
    FROM changed
    UNION ALL
    SELECT org_id, expiry_date + 1, -sign * (slots && int4range(0, 1))::int,
      -sign * (slots && int4range(1, 2))::int, -sign * (slots && int4range(2, 3))::int,
      -sign * (slots && int4range(3, 4))::int, 0
    FROM changed
    UNION ALL
    SELECT org_id, from_day, 0, 0, 0, 0, sign FROM held_runs
    UNION ALL
    SELECT org_id, to_day + 1, 0, 0, 0, 0, -sign FROM held_runs
  ), steps AS (
    SELECT org_id, day, sum(morning) AS morning, sum(afternoon) AS afternoon,
      sum(evening) AS evening, sum(night) AS night, sum(full_day) AS full_day
    FROM events GROUP BY 1, 2
  ), runs AS (
    -- From each event day to the day before the next, what every day gains.
    SELECT org_id, day AS from_day, lead(day) OVER w - 1 AS to_day,
      sum(morning) OVER w AS morning, sum(afternoon) OVER w AS afternoon,
      sum(evening) OVER w AS evening, sum(night) OVER w AS night, sum(full_day) OVER w AS full_day
    FROM steps WINDOW w AS (PARTITION BY org_id ORDER BY day)
  )
  INSERT INTO library_seat_days AS k (org_id, day, morning, afternoon, evening, night, full_day)
  SELECT r.org_id, r.from_day + i, r.morning, r.afternoon, r.evening, r.night, r.full_day
  FROM runs AS r CROSS JOIN generate_series(0, r.to_day - r.from_day) AS i
  WHERE r.to_day IS NOT NULL
    AND (r.morning, r.afternoon, r.evening, r.night, r.full_day) <> (0, 0, 0, 0, 0)
    -- A library being deleted takes its rows with it: nothing to keep.
    AND (SELECT true FROM organizations WHERE id = r.org_id)
  ON CONFLICT (org_id, day) DO UPDATE SET morning = k.morning + excluded.morning,
    afternoon = k.afternoon + excluded.afternoon, evening = k.evening + excluded.evening,
    night = k.night + excluded.night, full_day = k.full_day + excluded.full_day;
  -- A day with no seat held (full_day 0, and then every count is 0) has no row.
  FOR library, first_day, last_day IN
    SELECT org_id, min(start_date), max(expiry_date) FROM unnest(gone) GROUP BY org_id
  LOOP
    DELETE FROM library_seat_days
    WHERE org_id = library AND day BETWEEN first_day AND last_day AND full_day = 0;
  END LOOP;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION library_seat_days_keep() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM library_seat_days_apply('{}', ARRAY(SELECT n::seat_bookings FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM library_seat_days_apply(ARRAY(SELECT o::seat_bookings FROM old_rows o), '{}');
  ELSE
    -- An update that changes no seat, shift or day changes no figure: both sides cancel out.
    PERFORM library_seat_days_apply(ARRAY(SELECT o::seat_bookings FROM old_rows o),
      ARRAY(SELECT n::seat_bookings FROM new_rows n));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION library_seat_days_clear() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM library_seat_days;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER seat_bookings_days_insert AFTER INSERT ON seat_bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION library_seat_days_keep();--> statement-breakpoint
CREATE TRIGGER seat_bookings_days_update AFTER UPDATE ON seat_bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_seat_days_keep();--> statement-breakpoint
CREATE TRIGGER seat_bookings_days_delete AFTER DELETE ON seat_bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION library_seat_days_keep();--> statement-breakpoint
CREATE TRIGGER seat_bookings_days_truncate AFTER TRUNCATE ON seat_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION library_seat_days_clear();--> statement-breakpoint
-- The bookings already there.
INSERT INTO library_seat_days (org_id, day, morning, afternoon, evening, night, full_day)
  SELECT b.org_id, b.start_date + i,
    count(*) FILTER (WHERE b.shift NOT IN ('Afternoon', 'Evening', 'Night')),
    count(*) FILTER (WHERE b.shift NOT IN ('Morning', 'Evening', 'Night')),
    count(*) FILTER (WHERE b.shift NOT IN ('Morning', 'Afternoon', 'Night')),
    count(*) FILTER (WHERE b.shift NOT IN ('Morning', 'Afternoon', 'Evening')),
    count(DISTINCT (b.layout, b.seat_table, b.seat_number))
  FROM seat_bookings b CROSS JOIN generate_series(0, b.expiry_date - b.start_date) AS i
  GROUP BY 1, 2;
