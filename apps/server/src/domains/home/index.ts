import type { Area } from '../../app-context';
import { registerHomeFiguresRoute } from './figures.routes';

/**
 * The landing page's live figures (decision 0353): counted from the jobs, library, gym and news
 * tables, which it reads through their areas' doors. It keeps no table of its own.
 */
export const homeArea: Area = {
  name: 'home',
  routes(ctx) {
    registerHomeFiguresRoute(ctx);
  },
  tables: [],
};
