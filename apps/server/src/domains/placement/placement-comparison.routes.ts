import { pageInfo, placementApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { compareCandidates } from './placement-comparison.service';
import { tags } from './placement.shared';

/** Candidate comparison: a job's applicants side by side, from their last saved resumes. */
export function registerPlacementComparisonRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(placementApi.comparison, tags),
    handler: async (request) => {
      const { candidates, total } = await compareCandidates(
        db,
        currentOrg(request).id,
        request.params.id,
        request.query,
      );
      return { success: true as const, candidates, ...pageInfo(request.query, total) };
    },
  });
}
