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
ALTER TABLE "gym_profiles" ADD CONSTRAINT "gym_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_profiles_org_idx" ON "gym_profiles" USING btree ("org_id");