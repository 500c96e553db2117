CREATE TABLE "card_plans" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"annual_fee" numeric(10, 2) NOT NULL,
	"benefits" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"free" boolean NOT NULL,
	"affordable" boolean NOT NULL,
	"standard" boolean NOT NULL,
	"premium" boolean NOT NULL,
	"details" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waive_off_tasks" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"days_10" numeric(10, 2) DEFAULT '0' NOT NULL,
	"days_15" numeric(10, 2) DEFAULT '0' NOT NULL,
	"days_20" numeric(10, 2) DEFAULT '0' NOT NULL,
	"days_30" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_plans" ADD CONSTRAINT "card_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waive_off_tasks" ADD CONSTRAINT "waive_off_tasks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_plans_org_id_idx" ON "card_plans" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "plans_org_id_idx" ON "plans" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "waive_off_tasks_org_id_idx" ON "waive_off_tasks" USING btree ("org_id","id");