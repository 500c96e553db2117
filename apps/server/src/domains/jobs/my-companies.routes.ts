import { and, eq, ilike } from 'drizzle-orm';
import { jobsApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { containsPattern } from '../../db/search';
import { memberships, organizations } from '../orgs/orgs.table';
import { companyProfiles } from './jobs.table';

/**
 * The spec's `GET /api/v1/user/companies`: the companies the account belongs to. It sits under
 * `/user` but reads the company profiles, so the jobs area serves it (accounts imports no area).
 */
export function registerMyCompaniesRoute(ctx: AppContext): void {
  const { app, db } = ctx;
  app.route({
    ...routeOf(jobsApi.companies.mine, ['user']),
    handler: async (request) => {
      const user = currentUser(request);
      const conditions = [eq(memberships.userId, user.id), eq(organizations.kind, 'company')];
      // The companies screen's name filter; an account belongs to a handful of companies.
      const { name } = request.query;
      if (name) conditions.push(ilike(organizations.name, containsPattern(name)));
      const rows = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          city: organizations.city,
          industry: companyProfiles.industry,
          location: companyProfiles.location,
          logo: companyProfiles.logo,
        })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.orgId))
        .leftJoin(companyProfiles, eq(companyProfiles.orgId, organizations.id))
        .where(and(...conditions))
        .orderBy(organizations.name);
      return {
        success: true as const,
        companies: rows.map((r) => ({
          _id: r.id,
          id: r.id,
          name: r.name,
          industry: r.industry ?? '',
          location: r.location ?? r.city,
          logo: r.logo,
        })),
      };
    },
  });
}
