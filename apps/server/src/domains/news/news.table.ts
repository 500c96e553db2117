import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns';

/** Platform-wide news: not a business's data, so no org_id; listed by the primary key. */
export const newsArticles = pgTable('news_articles', {
  id: idColumn(),
  title: varchar('title', { length: 150 }).notNull(),
  description: varchar('description', { length: 4000 }).notNull(),
  url: varchar('url', { length: 500 }).notNull().default(''),
  image: varchar('image', { length: 200 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
