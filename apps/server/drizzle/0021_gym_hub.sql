CREATE TABLE "gym_profiles" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"vedan_id" varchar(12) DEFAULT '' NOT NULL,
	"name" varchar(150) NOT NULL,
	"contact_no" varchar(10) NOT NULL,
	"main_address" varchar(300) NOT NULL,
	"email" varchar(254) NOT NULL,
	"image" text,
	"branch_id" text NOT NULL,
	"branchname" varchar(150) NOT NULL,
	"gym_id" varchar(20) NOT NULL,
	"founder" varchar(150) NOT NULL,
	"address" varchar(300) NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_exercises" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"category" text NOT NULL,
	"name" varchar(120) NOT NULL,
	"set" boolean NOT NULL,
	"rep" boolean NOT NULL,
	"focus_area" varchar(120) NOT NULL,
	"equipment" varchar(120) NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_diet_plans" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"plan_name" varchar(150) NOT NULL,
	"janta" varchar(200) DEFAULT '' NOT NULL,
	"diet_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_events" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"sr_no" integer NOT NULL,
	"event_name" varchar(150) NOT NULL,
	"goal" varchar(300) NOT NULL,
	"muscle_primary" varchar(100) NOT NULL,
	"muscle_secondary" varchar(100) DEFAULT '' NOT NULL,
	"place" varchar(200) NOT NULL,
	"duration" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"date" date,
	"is_public" boolean DEFAULT false NOT NULL,
	"public_event_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_inventory" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"item_name" varchar(150) NOT NULL,
	"quantity" integer NOT NULL,
	"condition" varchar(100) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_inventory_columns" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_live_sessions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"sr_no" integer NOT NULL,
	"concept" varchar(200) NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_organizations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"org_name" varchar(150) NOT NULL,
	"opendate" date NOT NULL,
	"relation" text NOT NULL,
	"product_id" varchar(30) NOT NULL,
	"address" varchar(300) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"email" varchar(254) NOT NULL,
	"founders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_products" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(150) NOT NULL,
	"category" varchar(100) NOT NULL,
	"price" double precision NOT NULL,
	"manufacturing_by" varchar(150) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_workouts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"workouts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_profiles" ADD CONSTRAINT "gym_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_exercises" ADD CONSTRAINT "gym_exercises_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_diet_plans" ADD CONSTRAINT "gym_diet_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_events" ADD CONSTRAINT "gym_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_events" ADD CONSTRAINT "gym_events_public_event_id_events_id_fk" FOREIGN KEY ("public_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_inventory" ADD CONSTRAINT "gym_inventory_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_inventory_columns" ADD CONSTRAINT "gym_inventory_columns_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_live_sessions" ADD CONSTRAINT "gym_live_sessions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_organizations" ADD CONSTRAINT "gym_organizations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_products" ADD CONSTRAINT "gym_products_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_workouts" ADD CONSTRAINT "gym_workouts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_profiles_org_idx" ON "gym_profiles" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "gym_exercises_org_category_idx" ON "gym_exercises" USING btree ("org_id","category","id");--> statement-breakpoint
CREATE INDEX "gym_diet_plans_org_idx" ON "gym_diet_plans" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gym_events_org_idx" ON "gym_events" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gym_inventory_org_idx" ON "gym_inventory" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_inventory_columns_org_idx" ON "gym_inventory_columns" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "gym_live_sessions_org_idx" ON "gym_live_sessions" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gym_organizations_org_idx" ON "gym_organizations" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gym_products_org_idx" ON "gym_products" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gym_workouts_org_idx" ON "gym_workouts" USING btree ("org_id","id");