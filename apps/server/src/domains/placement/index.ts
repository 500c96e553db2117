import type { Area } from '../../app-context';
import { registerResumePrefillRoute } from './resume-prefill.routes';
import { registerPlacementRoutes } from './placement.routes';
import * as placementTables from './placement.table';

/** What other areas use of placement: the company area's demo data and its ratings page. */
export {
  companyRatings,
  interviewRounds,
  placementEnquiries,
  placementOutcomes,
} from './placement.table';

/** Placement: opportunities, applicants, rounds, and the resume prefill. */
export const placementArea: Area = {
  name: 'placement',
  routes(ctx) {
    registerResumePrefillRoute(ctx);
    registerPlacementRoutes(ctx);
  },
  tables: [placementTables],
};
