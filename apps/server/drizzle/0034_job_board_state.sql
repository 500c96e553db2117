CREATE TABLE "job_board_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written: one row, whose revision moves once per statement that writes jobs (any path:
-- routes, a company's rename, a cascade from a deleted company, the demo data, bulk SQL). It is
-- updated in the writing transaction, so a reader sees the new revision with the new rows.
ALTER TABLE "job_board_state" ADD CONSTRAINT "job_board_state_one_row" CHECK ("id");--> statement-breakpoint
INSERT INTO "job_board_state" ("id", "revision") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION job_board_state_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_board_state SET revision = revision + 1 WHERE id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_board_state_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_board_state_bump();
