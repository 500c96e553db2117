CREATE TABLE "broadcast_recipients" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"broadcast_id" char(24) NOT NULL,
	"person_key" varchar(80) NOT NULL,
	"directory" varchar(40) NOT NULL,
	"record_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"audience" text NOT NULL,
	"email" varchar(254),
	"status" text NOT NULL,
	"error" varchar(500),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"subject" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"audience" text,
	"picked" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"unreachable" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"sender_id" char(24),
	"sender_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ahar_regular_members" ADD COLUMN "email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_person_key" ON "broadcast_recipients" USING btree ("broadcast_id","person_key");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_email_key" ON "broadcast_recipients" USING btree ("broadcast_id","email") WHERE email is not null;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_org_broadcast_idx" ON "broadcast_recipients" USING btree ("org_id","broadcast_id","id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_status_idx" ON "broadcast_recipients" USING btree ("broadcast_id","status","id");--> statement-breakpoint
CREATE INDEX "broadcasts_org_id_idx" ON "broadcasts" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "broadcasts_sending_idx" ON "broadcasts" USING btree ("id") WHERE status = 'sending';