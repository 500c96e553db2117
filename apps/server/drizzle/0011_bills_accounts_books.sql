CREATE TABLE "currency_rates" (
	"org_id" char(24) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_org_id_currency_pk" PRIMARY KEY("org_id","currency")
);
--> statement-breakpoint
CREATE TABLE "electricity_bills" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"bill_from" date,
	"bill_to" date,
	"bill_amount" numeric(12, 2) NOT NULL,
	"bill_date" date NOT NULL,
	"bill_unit" numeric(12, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"inr_rate" numeric(12, 6) NOT NULL,
	"amount_inr" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_bills" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"description" varchar(500) NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"purchase_date" date NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"inr_rate" numeric(12, 6) NOT NULL,
	"amount_inr" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_bills" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"bill_from" date NOT NULL,
	"bill_to" date NOT NULL,
	"rent_amount" numeric(12, 2) NOT NULL,
	"billing_date" date NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"inr_rate" numeric(12, 6) NOT NULL,
	"amount_inr" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_bills" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"billing_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"from_time" date,
	"to_time" date,
	"remarks" varchar(500) DEFAULT '' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"inr_rate" numeric(12, 6) NOT NULL,
	"amount_inr" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_bottles" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"date" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wifi_bills" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"billing_from" date,
	"billing_to" date,
	"wifi_package_price" numeric(12, 2) NOT NULL,
	"validity" varchar(60) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"billing_date" date NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"inr_rate" numeric(12, 6) NOT NULL,
	"amount_inr" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_records" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"type" varchar(10) NOT NULL,
	"month" smallint NOT NULL,
	"year" smallint NOT NULL,
	"value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_sheet_versions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"current_assets" numeric(12, 2) DEFAULT '0' NOT NULL,
	"investments" numeric(12, 2) DEFAULT '0' NOT NULL,
	"property_plant_equipments" numeric(12, 2) DEFAULT '0' NOT NULL,
	"intangible_assets" numeric(12, 2) DEFAULT '0' NOT NULL,
	"other_assets" numeric(12, 2) DEFAULT '0' NOT NULL,
	"current_liabilities" numeric(12, 2) DEFAULT '0' NOT NULL,
	"long_term_liabilities" numeric(12, 2) DEFAULT '0' NOT NULL,
	"equity" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electricity_bills" ADD CONSTRAINT "electricity_bills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_bills" ADD CONSTRAINT "equipment_bills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_bills" ADD CONSTRAINT "rent_bills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_bills" ADD CONSTRAINT "water_bills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_bottles" ADD CONSTRAINT "water_bottles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wifi_bills" ADD CONSTRAINT "wifi_bills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_sheet_versions" ADD CONSTRAINT "balance_sheet_versions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_sheet_versions" ADD CONSTRAINT "balance_sheet_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "electricity_bills_org_id_idx" ON "electricity_bills" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "electricity_bills_org_date_idx" ON "electricity_bills" USING btree ("org_id","bill_date");--> statement-breakpoint
CREATE INDEX "equipment_bills_org_id_idx" ON "equipment_bills" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "equipment_bills_org_date_idx" ON "equipment_bills" USING btree ("org_id","purchase_date");--> statement-breakpoint
CREATE INDEX "rent_bills_org_id_idx" ON "rent_bills" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "rent_bills_org_date_idx" ON "rent_bills" USING btree ("org_id","billing_date");--> statement-breakpoint
CREATE INDEX "water_bills_org_id_idx" ON "water_bills" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "water_bills_org_date_idx" ON "water_bills" USING btree ("org_id","billing_date");--> statement-breakpoint
CREATE INDEX "water_bottles_org_id_idx" ON "water_bottles" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "water_bottles_org_date_idx" ON "water_bottles" USING btree ("org_id","date");--> statement-breakpoint
CREATE INDEX "wifi_bills_org_id_idx" ON "wifi_bills" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "wifi_bills_org_date_idx" ON "wifi_bills" USING btree ("org_id","billing_date");--> statement-breakpoint
CREATE INDEX "account_records_org_id_idx" ON "account_records" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "account_records_org_series_idx" ON "account_records" USING btree ("org_id","type","year","month");--> statement-breakpoint
CREATE INDEX "balance_sheet_versions_org_id_idx" ON "balance_sheet_versions" USING btree ("org_id","id");