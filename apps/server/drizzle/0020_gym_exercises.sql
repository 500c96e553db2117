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
ALTER TABLE "gym_exercises" ADD CONSTRAINT "gym_exercises_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_exercises_org_category_idx" ON "gym_exercises" USING btree ("org_id","category","id");