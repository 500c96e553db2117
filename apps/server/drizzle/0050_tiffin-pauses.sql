CREATE TABLE "ahar_tiffin_settings" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"cutoff_hour" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiffin_pauses" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ahar_tiffin_settings" ADD CONSTRAINT "ahar_tiffin_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiffin_pauses" ADD CONSTRAINT "tiffin_pauses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiffin_pauses" ADD CONSTRAINT "tiffin_pauses_member_id_ahar_regular_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."ahar_regular_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tiffin_pauses_org_member_day_key" ON "tiffin_pauses" USING btree ("org_id","member_id","day");--> statement-breakpoint
CREATE INDEX "tiffin_pauses_org_day_idx" ON "tiffin_pauses" USING btree ("org_id","day","member_id");