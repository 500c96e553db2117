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
CREATE TABLE "news_articles" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" varchar(4000) NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"image" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(10) DEFAULT '' NOT NULL,
	"message" varchar(2000) NOT NULL,
	"user_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_plans" ADD CONSTRAINT "card_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waive_off_tasks" ADD CONSTRAINT "waive_off_tasks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_plans_org_id_idx" ON "card_plans" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "plans_org_id_idx" ON "plans" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "waive_off_tasks_org_id_idx" ON "waive_off_tasks" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");