DROP INDEX "blood_donors_available_city_idx";--> statement-breakpoint
CREATE INDEX "library_members_org_name_idx" ON "library_members" USING btree ("org_id","name","id");--> statement-breakpoint
CREATE INDEX "library_members_search_idx" ON "library_members" USING gin ("org_id","name" gin_trgm_ops,"vedan_id" gin_trgm_ops,"member_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blood_donors_available_city_idx" ON "blood_donors" USING btree ("city_key","blood_group","id") WHERE available;