import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { COMPANY_AREA_MESSAGES, UPLOADED_IMAGE_PATTERN } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { companyProfiles } from '../jobs';
import { newsArticles } from '../news';
import { organizations } from '../orgs/orgs.table';
import { companyNews } from './company.table';

export type NewsRow = typeof companyNews.$inferSelect;

export const toNews = (row: NewsRow) => ({
  _id: row.id,
  date: row.date,
  event: row.event,
  description: row.description,
  source: row.source,
  // An administrator who deletes the article takes the item off the feed: it may be sent again.
  feed: row.feed === 'approved' && !row.articleId ? ('none' as const) : row.feed,
  articleId: row.articleId,
});

/** The news feed's article made of a company's approved news item. */
export function feedArticle(row: NewsRow, company: { name: string; logo: string | null }) {
  const source = /^https?:\/\/\S+$/i.test(row.source) ? row.source : '';
  return {
    title: row.event.slice(0, 150),
    description: [`${company.name}, ${row.date}: ${row.event}`, source ? '' : row.source]
      .filter(Boolean)
      .join('\n'),
    url: source,
    // The company's logo when it is an uploaded picture, else the jobs drawing.
    image:
      company.logo && UPLOADED_IMAGE_PATTERN.test(company.logo) ? company.logo : '/news/jobs.svg',
  };
}

/** A deleted news item takes its article off the platform's feed. */
export async function removeFeedArticle(db: Db, articleId: string): Promise<void> {
  await db.delete(newsArticles).where(eq(newsArticles.id, articleId));
}

/** The company sends its news item to the feed: it waits for an administrator's decision. */
export async function requestFeed(db: Db, orgId: string, newsId: string): Promise<NewsRow> {
  const [row] = await db
    .select()
    .from(companyNews)
    .where(and(eq(companyNews.orgId, orgId), eq(companyNews.id, newsId)));
  if (!row) throw notFound(COMPANY_AREA_MESSAGES.newsNotFound);
  const state = toNews(row).feed;
  if (state === 'pending') throw conflict(COMPANY_AREA_MESSAGES.feedPending);
  if (state === 'approved') throw conflict(COMPANY_AREA_MESSAGES.feedApproved);
  const [updated] = await db
    .update(companyNews)
    .set({ feed: 'pending' })
    .where(and(eq(companyNews.id, row.id), ne(companyNews.feed, 'pending')))
    .returning();
  if (!updated) throw conflict(COMPANY_AREA_MESSAGES.feedPending);
  return updated;
}

/** The items waiting for a decision, of every company, oldest first, one page of them. */
export async function pendingFeedNews(db: Db, page: { page: number; limit: number }) {
  const pending = eq(companyNews.feed, 'pending');
  const [rows, [totals]] = await Promise.all([
    db
      .select({ news: companyNews, companyName: organizations.name })
      .from(companyNews)
      .innerJoin(organizations, eq(organizations.id, companyNews.orgId))
      .where(pending)
      .orderBy(asc(companyNews.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(companyNews).where(pending),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** An administrator's decision on a pending item: approved, it becomes a news article. */
export async function decideFeed(db: Db, newsId: string, approve: boolean): Promise<NewsRow> {
  const updated = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ news: companyNews, name: organizations.name, logo: companyProfiles.logo })
      .from(companyNews)
      .innerJoin(organizations, eq(organizations.id, companyNews.orgId))
      .leftJoin(companyProfiles, eq(companyProfiles.orgId, companyNews.orgId))
      .where(eq(companyNews.id, newsId))
      .for('update', { of: companyNews });
    if (!found) throw notFound(COMPANY_AREA_MESSAGES.newsNotFound);
    if (found.news.feed !== 'pending') throw conflict(COMPANY_AREA_MESSAGES.feedNotPending);
    if (!approve)
      return tx
        .update(companyNews)
        .set({ feed: 'rejected' })
        .where(eq(companyNews.id, found.news.id))
        .returning();
    const [article] = await tx
      .insert(newsArticles)
      .values(feedArticle(found.news, { name: found.name, logo: found.logo }))
      .returning({ id: newsArticles.id });
    return tx
      .update(companyNews)
      .set({ feed: 'approved', articleId: article!.id })
      .where(eq(companyNews.id, found.news.id))
      .returning();
  });
  return updated[0]!;
}

/** The news a company's public page shows: the latest 20. */
export function latestNews(db: Db, orgId: string): Promise<NewsRow[]> {
  return db
    .select()
    .from(companyNews)
    .where(eq(companyNews.orgId, orgId))
    .orderBy(desc(companyNews.date), desc(companyNews.id))
    .limit(20);
}
