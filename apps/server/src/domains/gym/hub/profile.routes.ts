import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  GYM_PROFILE_MESSAGES,
  ORG_MESSAGES,
  gymApi,
  gymProfileInputSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { readHubBody } from './hub-body';
import { gymProfiles } from './profile.table';

const tags = ['gym-hub'];
type ProfileRow = typeof gymProfiles.$inferSelect;

export const toGymProfile = (row: ProfileRow) => ({
  _id: row.id,
  vedanId: row.vedanId,
  name: row.name,
  contactNo: row.contactNo,
  mainAddress: row.mainAddress,
  email: row.email,
  image: row.image,
  branchId: row.branchId,
  branchname: row.branchname,
  gymId: row.gymId,
  founder: row.founder,
  address: row.address,
  taxes: row.taxes,
});

const api = gymApi.hub;

/**
 * The gym profile (spec 03 sections 3 and 7): one per gym. Every member of the gym reads it;
 * the owner and admins write it (no gym permission of spec 03 section 6 names the profile).
 */
export function registerGymProfileRoutes({ app, db, storage }: AppContext): void {
  /** The gym acted for, when its owner or an admin writes ('org-admin' serves every kind). */
  const gymOf = (request: FastifyRequest) => {
    const org = currentOrg(request);
    if (org.kind !== 'gym') throw forbidden(ORG_MESSAGES.forbidden);
    return org;
  };
  const readBody = (request: FastifyRequest, orgId: string) =>
    readHubBody(
      request,
      { db, storage },
      gymProfileInputSchema,
      { field: 'image', category: 'image', typeMessage: GYM_PROFILE_MESSAGES.image },
      { userId: currentUser(request).id, orgId },
      { names: ['taxes'], message: GYM_PROFILE_MESSAGES.taxesJson },
    );

  app.route({
    ...routeOf(api.profile, tags),
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(gymProfiles)
        .where(eq(gymProfiles.orgId, currentOrg(request).id))
        .limit(1);
      return { success: true as const, profile: row ? toGymProfile(row) : null };
    },
  });

  // The spec's GET /api/gymProfiles/{gymId}: the current gym's profile by its gym id or its _id.
  app.route({
    ...routeOf(api.profileOf, tags),
    handler: async (request) => {
      const { gymId } = request.params;
      const [row] = await db
        .select()
        .from(gymProfiles)
        .where(
          and(
            eq(gymProfiles.orgId, currentOrg(request).id),
            or(eq(gymProfiles.gymId, gymId), eq(gymProfiles.id, gymId)),
          ),
        )
        .limit(1);
      if (!row) throw notFound(GYM_PROFILE_MESSAGES.notFound);
      return { success: true as const, profile: toGymProfile(row) };
    },
  });

  app.route({
    ...routeOf(api.createProfile, tags),
    handler: async (request, reply) => {
      const org = gymOf(request);
      const [existing] = await db
        .select({ id: gymProfiles.id })
        .from(gymProfiles)
        .where(eq(gymProfiles.orgId, org.id))
        .limit(1);
      if (existing) throw conflict(GYM_PROFILE_MESSAGES.exists);
      const { body, fileUrl } = await readBody(request, org.id);
      const [row] = await db
        .insert(gymProfiles)
        .values({
          ...body,
          orgId: org.id,
          vedanId: currentUser(request).vedanId,
          image: fileUrl ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(GYM_PROFILE_MESSAGES.exists);
      return reply.status(201).send({
        success: true as const,
        message: GYM_PROFILE_MESSAGES.created,
        profile: toGymProfile(row),
      });
    },
  });

  app.route({
    ...routeOf(api.updateProfile, tags),
    handler: async (request) => {
      const org = gymOf(request);
      const where = and(eq(gymProfiles.orgId, org.id), eq(gymProfiles.id, request.params.id));
      const [found] = await db.select({ id: gymProfiles.id }).from(gymProfiles).where(where);
      if (!found) throw notFound(GYM_PROFILE_MESSAGES.notFound);
      const { body, fileUrl } = await readBody(request, org.id);
      const [row] = await db
        .update(gymProfiles)
        .set({ ...body, ...(fileUrl ? { image: fileUrl } : {}) })
        .where(where)
        .returning();
      if (!row) throw notFound(GYM_PROFILE_MESSAGES.notFound);
      return {
        success: true as const,
        message: GYM_PROFILE_MESSAGES.updated,
        profile: toGymProfile(row),
      };
    },
  });
}
