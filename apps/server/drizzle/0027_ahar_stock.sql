CREATE TABLE "ahar_categories" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(60) NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_stock_items" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"location" text NOT NULL,
	"name" varchar(120) NOT NULL,
	"category" varchar(60) NOT NULL,
	"expire_date" date,
	"manufacturing" date,
	"price" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"quantity_number" numeric(12, 3),
	"quantity_kgl" numeric(12, 3),
	"offer" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pic" text,
	"pic_name" varchar(200) DEFAULT '' NOT NULL,
	"description" text,
	"description_name" varchar(200) DEFAULT '' NOT NULL,
	"lineage_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_stock_journal" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"user_id" char(24),
	"by_name" varchar(120) NOT NULL,
	"action" text NOT NULL,
	"name" varchar(120) NOT NULL,
	"quantity" varchar(40) DEFAULT '' NOT NULL,
	"from_location" text,
	"to_location" text,
	"changes" jsonb NOT NULL,
	"lineages" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ahar_stock_settings" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"expiry_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ahar_categories" ADD CONSTRAINT "ahar_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_stock_items" ADD CONSTRAINT "ahar_stock_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_stock_journal" ADD CONSTRAINT "ahar_stock_journal_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_stock_journal" ADD CONSTRAINT "ahar_stock_journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ahar_stock_settings" ADD CONSTRAINT "ahar_stock_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ahar_categories_org_name_idx" ON "ahar_categories" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "ahar_stock_items_org_location_idx" ON "ahar_stock_items" USING btree ("org_id","location","id");--> statement-breakpoint
CREATE INDEX "ahar_stock_items_org_location_category_idx" ON "ahar_stock_items" USING btree ("org_id","location","category","id");--> statement-breakpoint
CREATE INDEX "ahar_stock_items_org_expiry_idx" ON "ahar_stock_items" USING btree ("org_id","expire_date");--> statement-breakpoint
CREATE INDEX "ahar_stock_items_org_location_name_idx" ON "ahar_stock_items" USING btree ("org_id","location","name","expire_date");--> statement-breakpoint
CREATE INDEX "ahar_stock_journal_org_idx" ON "ahar_stock_journal" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "ahar_stock_journal_lineages_idx" ON "ahar_stock_journal" USING gin ("lineages");