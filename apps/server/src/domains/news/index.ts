import type { Area } from '../../app-context';
import { registerNewsRoutes } from './news.routes';
import { demoNewsSeed } from './news.seed';
import * as newsTables from './news.table';

/** What other areas use of the news area. */
export { newsArticles } from './news.table';

/** News articles, written by the platform. */
export const newsArea: Area = {
  name: 'news',
  routes(ctx) {
    registerNewsRoutes(ctx);
  },
  tables: [newsTables],
  seeds: [demoNewsSeed],
};
