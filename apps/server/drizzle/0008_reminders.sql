CREATE TABLE "reminders_sent" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"person" varchar(200) NOT NULL,
	"period" varchar(100) NOT NULL,
	"org_id" char(24),
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"error" varchar(500),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_key_idx" ON "reminders_sent" USING btree ("kind","person","period");--> statement-breakpoint
CREATE INDEX "reminders_sent_org_idx" ON "reminders_sent" USING btree ("org_id","id");