import { z } from 'zod';
import {
  COMPANY_AREA_MESSAGES,
  companyNewsSchema,
  feedDecisionSchema,
  idSchema,
  newsInputSchema,
  pageInfo,
  pageQuerySchema,
  pendingCompanyNewsSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { pagedAnswer } from '../../http/paging';
import { registerOrgResource } from '../../http/resource-routes';
import { COMPANY_TAGS as tags, READ, WRITE } from './company.access';
import { companyNews } from './company.table';
import {
  decideFeed,
  pendingFeedNews,
  removeFeedArticle,
  requestFeed,
  toNews,
} from './company-news.service';

/** The company's news, and the platform's news feed made of it. */
export function registerCompanyNewsRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  registerOrgResource(ctx, {
    table: companyNews,
    paths: ['/api/v1/company/news'],
    access: { read: READ, write: WRITE },
    keys: { list: 'news', item: 'newsItem' },
    input: newsInputSchema,
    item: companyNewsSchema,
    toRow: (input) => input,
    toItem: toNews,
    afterDelete: async (row) => {
      if (row.articleId) await removeFeedArticle(db, row.articleId);
    },
    messages: {
      created: COMPANY_AREA_MESSAGES.newsSaved,
      updated: COMPANY_AREA_MESSAGES.newsUpdated,
      removed: COMPANY_AREA_MESSAGES.newsRemoved,
      notFound: COMPANY_AREA_MESSAGES.newsNotFound,
    },
    tags,
  });

  // --- The platform's news feed (beyond the spec): a company sends a news item, and a platform
  // administrator approves it (it becomes a news article) or not.
  const newsParams = z.object({ id: idSchema });
  const newsAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    newsItem: companyNewsSchema,
  });
  app.post(
    '/api/v1/company/news/:id/feed',
    {
      config: { access: WRITE },
      schema: { tags, params: newsParams, response: { 200: newsAnswer } },
    },
    async (request) => {
      const updated = await requestFeed(db, currentOrg(request).id, request.params.id);
      return {
        success: true as const,
        message: COMPANY_AREA_MESSAGES.feedRequested,
        newsItem: toNews(updated),
      };
    },
  );

  app.get(
    '/api/v1/admin/company-news',
    {
      config: { access: 'platform-admin' },
      schema: {
        tags,
        querystring: pageQuerySchema.omit({ search: true }),
        response: { 200: pagedAnswer('news', pendingCompanyNewsSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await pendingFeedNews(db, request.query);
      return {
        success: true as const,
        news: rows.map(({ news, companyName }) => ({
          ...toNews(news),
          companyId: news.orgId,
          companyName,
        })),
        ...pageInfo(request.query, total),
      };
    },
  );

  app.put(
    '/api/v1/admin/company-news/:id/feed',
    {
      config: { access: 'platform-admin' },
      schema: { tags, params: newsParams, body: feedDecisionSchema, response: { 200: newsAnswer } },
    },
    async (request) => {
      const updated = await decideFeed(db, request.params.id, request.body.approve);
      return {
        success: true as const,
        message: request.body.approve
          ? COMPANY_AREA_MESSAGES.feedPublished
          : COMPANY_AREA_MESSAGES.feedRefused,
        newsItem: toNews(updated),
      };
    },
  );
}
