-- No seat is sold twice: two bookings of one seat may not overlap in both shift and dates.
-- A shift holds slots of the day (Morning 0, Afternoon 1, Evening 2, Night 3; Full day all
-- four), so Full day overlaps every shift; dates are inclusive at both ends, and a booking
-- whose expiry has passed no longer overlaps anything after it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_no_double_sale" EXCLUDE USING gist (
  "org_id" WITH =,
  "layout" WITH =,
  "seat_table" WITH =,
  "seat_number" WITH =,
  (CASE "shift"
    WHEN 'Morning' THEN int4range(0, 1)
    WHEN 'Afternoon' THEN int4range(1, 2)
    WHEN 'Evening' THEN int4range(2, 3)
    WHEN 'Night' THEN int4range(3, 4)
    ELSE int4range(0, 4)
  END) WITH &&,
  daterange("start_date", "expiry_date", '[]') WITH &&
);
