CREATE TABLE "upi_settings" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"upi_id" varchar(321) NOT NULL,
	"payee_name" varchar(50) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upi_settings" ADD CONSTRAINT "upi_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upi_settings_org_key" ON "upi_settings" USING btree ("org_id");