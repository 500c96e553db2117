CREATE TABLE "ahar_categories" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"name" varchar(60) NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ahar_categories" ADD CONSTRAINT "ahar_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ahar_categories_org_name_idx" ON "ahar_categories" USING btree ("org_id","name");