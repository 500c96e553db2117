-- Issue 33 item 6: a seat booking belongs to a joined member by its joined_member_id. Bookings
-- sold before this under a member's Vedan ID, or sold before the member joined, were never
-- linked; they take the member's record and member id, as the routes now do when they are made.
UPDATE "seat_bookings" AS b
SET "joined_member_id" = m."id", "member_id" = m."member_id"
FROM "library_members" AS m
WHERE b."joined_member_id" IS NULL
  AND m."org_id" = b."org_id"
  AND (b."member_id" = m."member_id" OR b."member_id" = m."vedan_key");
