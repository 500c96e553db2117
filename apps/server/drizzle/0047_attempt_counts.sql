-- Unlogged (edited by hand; drizzle-kit has no such option): the counts are short-lived and
-- rewritten on every limited request, so they skip the WAL. A crash empties the table, which
-- only restarts the windows.
CREATE UNLOGGED TABLE "attempt_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
