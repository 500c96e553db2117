import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { BUSINESS_TYPES, NEWS_FEED_STATES } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { newsArticles } from '../news';
import { organizations } from '../orgs/orgs.table';

const company = () =>
  idRef('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** A company's certificates: a preset name of its business type and the file (pdf, jpg, png). */
export const companyCertificates = pgTable(
  'company_certificates',
  {
    id: idColumn(),
    orgId: company(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    file: text('file').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_certificates_org_idx').on(t.orgId, t.id)],
);

/** The Product page's details table. `code` is the spec's product id. */
export const companyProducts = pgTable(
  'company_products',
  {
    id: idColumn(),
    orgId: company(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    use: varchar('use', { length: 300 }).notNull().default(''),
    hsn: varchar('hsn', { length: 8 }).notNull().default(''),
    pricePerUnit: numeric('price_per_unit', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_products_org_idx').on(t.orgId, t.id)],
);

/** News and events: date, event, a PDF description and the source. */
export const companyNews = pgTable(
  'company_news',
  {
    id: idColumn(),
    orgId: company(),
    date: date('date', { mode: 'string' }).notNull(),
    event: varchar('event', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    source: varchar('source', { length: 300 }).notNull().default(''),
    /** Where it stands with the platform's news feed; approved means `article_id` is set. */
    feed: text('feed', { enum: NEWS_FEED_STATES }).notNull().default('none'),
    articleId: idRef('article_id').references(() => newsArticles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_news_org_idx').on(t.orgId, t.id),
    // The administrators' queue: only the items waiting are indexed.
    index('company_news_pending_idx')
      .on(t.id)
      .where(sql`${t.feed} = 'pending'`),
  ],
);

/** The share price the company enters for a month (YYYY-MM), one per month. */
export const companySharePrices = pgTable(
  'company_share_prices',
  {
    id: idColumn(),
    orgId: company(),
    month: varchar('month', { length: 7 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_share_prices_org_idx').on(t.orgId, t.id),
    uniqueIndex('company_share_prices_month_key').on(t.orgId, t.month),
  ],
);
