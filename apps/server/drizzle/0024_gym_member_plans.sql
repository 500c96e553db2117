CREATE TABLE "gym_member_totals" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_members" ADD COLUMN "workout_id" char(24);--> statement-breakpoint
ALTER TABLE "gym_members" ADD COLUMN "diet_plan_id" char(24);--> statement-breakpoint
ALTER TABLE "gym_member_totals" ADD CONSTRAINT "gym_member_totals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_members" ADD CONSTRAINT "gym_members_workout_id_gym_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."gym_workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_members" ADD CONSTRAINT "gym_members_diet_plan_id_gym_diet_plans_id_fk" FOREIGN KEY ("diet_plan_id") REFERENCES "public"."gym_diet_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_members_workout_idx" ON "gym_members" USING btree ("workout_id");--> statement-breakpoint
CREATE INDEX "gym_members_diet_plan_idx" ON "gym_members" USING btree ("diet_plan_id");