ALTER TABLE "company_news" ADD COLUMN "feed" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_news" ADD COLUMN "article_id" char(24);--> statement-breakpoint
ALTER TABLE "company_news" ADD CONSTRAINT "company_news_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_news_pending_idx" ON "company_news" USING btree ("id") WHERE "company_news"."feed" = 'pending';