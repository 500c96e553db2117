import type { AppContext } from '../../app-context';
import { registerCompanyFileRoutes } from './company-files.routes';
import { registerCompanyHomeRoutes } from './company-home.routes';
import { registerCompanyNewsRoutes } from './company-news.routes';
import { registerCompanyPageRoutes } from './company-pages.routes';
import { registerCompanyProductRoutes } from './company-products.routes';
import { registerCompanyProfileRoutes } from './company-profile.routes';
import { registerCompanyRatingRoutes } from './company-ratings.routes';
import { registerSharePriceRoutes } from './company-share-prices.routes';

/** The company area: its profile, pages, news feed, share prices and ratings. */
export function registerCompanyAreaRoutes(ctx: AppContext): void {
  registerCompanyProfileRoutes(ctx);
  registerCompanyProductRoutes(ctx);
  registerCompanyNewsRoutes(ctx);
  registerSharePriceRoutes(ctx);
  registerCompanyFileRoutes(ctx);
  registerCompanyRatingRoutes(ctx);
  registerCompanyPageRoutes(ctx);
  registerCompanyHomeRoutes(ctx);
}
