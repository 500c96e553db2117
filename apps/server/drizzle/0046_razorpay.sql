CREATE TABLE "gateway_events" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"provider" text NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"event" varchar(64) NOT NULL,
	"link_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_links" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"target_id" char(24) NOT NULL,
	"period" varchar(7) DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reference" varchar(40) NOT NULL,
	"provider" text NOT NULL,
	"provider_link_id" varchar(64) NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "payments_org_utr_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "source" text DEFAULT 'utr' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" varchar(64);--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_links" ADD CONSTRAINT "gateway_links_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_links" ADD CONSTRAINT "gateway_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_org_provider_event_key" ON "gateway_events" USING btree ("org_id","provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_links_org_provider_link_key" ON "gateway_links" USING btree ("org_id","provider","provider_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_links_org_target_open_key" ON "gateway_links" USING btree ("org_id","kind","target_id","period") WHERE status = 'created';--> statement-breakpoint
CREATE INDEX "gateway_links_org_target_idx" ON "gateway_links" USING btree ("org_id","kind","target_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_org_gateway_payment_key" ON "payments" USING btree ("org_id","gateway_payment_id") WHERE gateway_payment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_org_utr_key" ON "payments" USING btree ("org_id","utr") WHERE status <> 'rejected' and utr <> '';