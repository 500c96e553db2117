import type { AppContext } from '../../app-context';
import { registerPlacementApplicationRoutes } from './placement-applications.routes';
import { registerPlacementComparisonRoutes } from './placement-comparison.routes';
import { registerPlacementDocumentRoutes } from './placement-documents.routes';
import { registerPlacementEnquiryRoutes } from './placement-enquiries.routes';
import { registerPlacementOutcomeRoutes } from './placement-outcomes.routes';
import { registerPlacementRatingRoutes } from './placement-ratings.routes';
import { registerPlacementRoundRoutes } from './placement-rounds.routes';

/** The placement area: each sub-resource registers its own routes, in this order. */
export function registerPlacementRoutes(ctx: AppContext): void {
  registerPlacementDocumentRoutes(ctx);
  registerPlacementEnquiryRoutes(ctx);
  registerPlacementApplicationRoutes(ctx);
  registerPlacementOutcomeRoutes(ctx);
  registerPlacementRatingRoutes(ctx);
  registerPlacementComparisonRoutes(ctx);
  registerPlacementRoundRoutes(ctx);
}
