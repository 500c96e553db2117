import { COMPANY_AREA_MESSAGES, companyApi, pageInfo } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { COMPANY_TAGS as tags } from './company.access';
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

  serveResource(ctx, companyApi.news, {
    table: companyNews,
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
  app.route({
    ...routeOf(companyApi.sendNewsToFeed, tags),
    handler: async (request) => {
      const updated = await requestFeed(db, currentOrg(request).id, request.params.id);
      return {
        success: true as const,
        message: COMPANY_AREA_MESSAGES.feedRequested,
        newsItem: toNews(updated),
      };
    },
  });

  app.route({
    ...routeOf(companyApi.pendingNews, tags),
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(companyApi.decideNewsFeed, tags),
    handler: async (request) => {
      const updated = await decideFeed(db, request.params.id, request.body.approve);
      return {
        success: true as const,
        message: request.body.approve
          ? COMPANY_AREA_MESSAGES.feedPublished
          : COMPANY_AREA_MESSAGES.feedRefused,
        newsItem: toNews(updated),
      };
    },
  });
}
