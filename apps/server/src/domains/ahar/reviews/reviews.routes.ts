import type { AppContext } from '../../../app-context';
import { registerRatingRoutes } from './ratings.routes';
import { registerBusinessReviewRoutes } from './reviews-business.routes';
import { registerCustomerReviewRoutes } from './reviews-customer.routes';
import { registerPublicReviewRoutes } from './reviews-public.routes';

/** The ahar's ratings and reviews: the business's side, its public page, the customer's own. */
export function registerReviewRoutes(ctx: AppContext): void {
  registerBusinessReviewRoutes(ctx);
  registerPublicReviewRoutes(ctx);
  registerRatingRoutes(ctx);
  registerCustomerReviewRoutes(ctx);
}
