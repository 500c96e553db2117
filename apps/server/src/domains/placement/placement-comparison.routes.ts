import { candidateSchema, pageInfo } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { pagedAnswer } from '../../http/paging';
import { compareCandidates } from './placement-comparison.service';
import { COMPANY_APPLICANTS, pageQuery, params, tags } from './placement.shared';

/** Candidate comparison: a job's applicants side by side, from their last saved resumes. */
export function registerPlacementComparisonRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/admin/jobs/:id/comparison',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params,
        querystring: pageQuery,
        response: { 200: pagedAnswer('candidates', candidateSchema) },
      },
    },
    async (request) => {
      const { candidates, total } = await compareCandidates(
        db,
        currentOrg(request).id,
        request.params.id,
        request.query,
      );
      return { success: true as const, candidates, ...pageInfo(request.query, total) };
    },
  );
}
