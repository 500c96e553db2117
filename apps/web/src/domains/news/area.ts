import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { newsCatalogue } from './i18n';

/** The news feed and its articles (issue 5), open to anyone; each page is a lazy chunk. */
const publicRoutes: RouteObject[] = [
  {
    path: '/newsfeed',
    lazy: async () => ({ Component: (await import('./news-page')).NewsPage }),
  },
  {
    path: '/newsfeed/:id',
    lazy: async () => ({ Component: (await import('./article-page')).ArticlePage }),
  },
];

export const newsArea = {
  name: 'news',
  routes: { public: publicRoutes },
  catalogues: { news: catalogueType<typeof newsCatalogue>() },
} satisfies WebArea;
