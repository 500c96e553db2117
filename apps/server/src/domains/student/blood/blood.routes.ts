import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  BLOOD_MESSAGES,
  type BloodGroup,
  cityKey,
  donorGroupsFor,
  pageInfo,
  recipientGroupsOf,
  studentApi,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { conflict, notFound } from '../../../http/errors';
import { users } from '../../accounts/users.table';
import { bloodDonors, bloodRequests } from './blood.table';

const tags = ['blood help'];
const api = studentApi.blood;
type RequestRow = typeof bloodRequests.$inferSelect;

/** The contact is for signed-in people only; the poster always sees their own. */
function toRequest(row: RequestRow, viewerId: string | undefined) {
  return {
    _id: row.id,
    bloodGroup: row.bloodGroup,
    units: row.units,
    hospital: row.hospital,
    city: row.city,
    pincode: row.pincode,
    neededBy: row.neededBy,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    mine: viewerId === row.userId,
    contact: viewerId ? { name: row.contactName, phone: row.contactPhone } : null,
  };
}

const toDonor = (row: typeof bloodDonors.$inferSelect) => ({
  bloodGroup: row.bloodGroup,
  city: row.city,
  pincode: row.pincode,
  phone: row.phone,
  available: row.available,
});

/** What a donor shows to people asking for blood: name, group, city and phone, never more. */
const donorContact = {
  name: users.fullname,
  bloodGroup: bloodDonors.bloodGroup,
  city: bloodDonors.city,
  phone: bloodDonors.phone,
};

/**
 * The willing donors of a city whose blood a patient of `recipient` can receive, the viewer
 * left out (served by `blood_donors_available_city_idx`).
 */
function willingDonors(city: string, recipient: BloodGroup, viewerId: string) {
  return and(
    eq(bloodDonors.available, true),
    eq(bloodDonors.cityKey, city),
    inArray(bloodDonors.bloodGroup, donorGroupsFor(recipient)),
    ne(bloodDonors.userId, viewerId),
  );
}

export function registerBloodRoutes(context: AppContext): void {
  registerRequestRoutes(context);
  registerDonorRoutes(context);
  registerDonorSearchRoute(context);
}

/** Donor search with no request posted (issue 31): by the patient's group and the city, paged. */
function registerDonorSearchRoute({ app, db }: AppContext): void {
  app.route({
    ...routeOf(api.searchDonors, tags),
    handler: async (request) => {
      const { bloodGroup, city, page, limit } = request.query;
      const where = willingDonors(cityKey(city), bloodGroup, currentUser(request).id);
      const [rows, [totals]] = await Promise.all([
        db
          .select(donorContact)
          .from(bloodDonors)
          .innerJoin(users, eq(users.id, bloodDonors.userId))
          .where(where)
          .orderBy(asc(bloodDonors.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(bloodDonors).where(where),
      ]);
      return {
        success: true as const,
        donors: rows,
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  });
}

/** The requests for blood: the open ones, the viewer's, a donor's matches; posting and closing. */
function registerRequestRoutes({ app, db }: AppContext): void {
  async function page(
    where: SQL | undefined,
    query: { page: number; limit: number },
    viewerId: string | undefined,
  ) {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(bloodRequests)
        .where(where)
        .orderBy(desc(bloodRequests.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(bloodRequests).where(where),
    ]);
    return {
      success: true as const,
      requests: rows.map((row) => toRequest(row, viewerId)),
      ...pageInfo(query, totals?.total ?? 0),
    };
  }

  // The open requests, newest first, filtered by group and city; contacts only when signed in.
  app.route({
    ...routeOf(api.requests, tags),
    handler: async (request) => {
      const { bloodGroup, city } = request.query;
      const where = and(
        eq(bloodRequests.status, 'open'),
        bloodGroup ? eq(bloodRequests.bloodGroup, bloodGroup) : undefined,
        city ? eq(bloodRequests.cityKey, cityKey(city)) : undefined,
      );
      return page(where, request.query, request.user?.id);
    },
  });

  // The viewer's own requests, open and closed.
  app.route({
    ...routeOf(api.mine, tags),
    handler: async (request) => {
      const me = currentUser(request).id;
      return page(eq(bloodRequests.userId, me), request.query, me);
    },
  });

  // For a registered donor: the open requests in their city that their blood can answer.
  app.route({
    ...routeOf(api.forMe, tags),
    handler: async (request) => {
      const me = currentUser(request).id;
      const [donor] = await db.select().from(bloodDonors).where(eq(bloodDonors.userId, me));
      if (!donor) throw notFound(BLOOD_MESSAGES.notDonor);
      const where = and(
        eq(bloodRequests.status, 'open'),
        eq(bloodRequests.cityKey, donor.cityKey),
        inArray(bloodRequests.bloodGroup, recipientGroupsOf(donor.bloodGroup)),
        ne(bloodRequests.userId, me),
      );
      return page(where, request.query, me);
    },
  });

  app.route({
    ...routeOf(api.post, tags),
    handler: async (request, reply) => {
      const me = currentUser(request).id;
      const [row] = await db
        .insert(bloodRequests)
        .values({ ...request.body, cityKey: cityKey(request.body.city), userId: me })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({
        success: true as const,
        message: BLOOD_MESSAGES.posted,
        request: toRequest(row, me),
      });
    },
  });

  // Only the poster closes a request (fulfilled, or no longer needed).
  app.route({
    ...routeOf(api.close, tags),
    handler: async (request) => {
      const me = currentUser(request).id;
      const mineAndId = and(eq(bloodRequests.id, request.params.id), eq(bloodRequests.userId, me));
      const [row] = await db
        .update(bloodRequests)
        .set({ status: 'closed' })
        .where(and(mineAndId, eq(bloodRequests.status, 'open')))
        .returning();
      if (row)
        return {
          success: true as const,
          message: BLOOD_MESSAGES.closed,
          request: toRequest(row, me),
        };
      const [existing] = await db
        .select({ id: bloodRequests.id })
        .from(bloodRequests)
        .where(mineAndId);
      throw existing ? conflict(BLOOD_MESSAGES.alreadyClosed) : notFound(BLOOD_MESSAGES.notFound);
    },
  });

  // The willing donors in the request's city whose blood the patient can receive; poster only.
  app.route({
    ...routeOf(api.donors, tags),
    handler: async (request) => {
      const me = currentUser(request).id;
      const [wanted] = await db
        .select()
        .from(bloodRequests)
        .where(and(eq(bloodRequests.id, request.params.id), eq(bloodRequests.userId, me)));
      if (!wanted) throw notFound(BLOOD_MESSAGES.notFound);
      const rows = await db
        .select(donorContact)
        .from(bloodDonors)
        .innerJoin(users, eq(users.id, bloodDonors.userId))
        .where(willingDonors(wanted.cityKey, wanted.bloodGroup, me))
        .limit(50);
      return { success: true as const, donors: rows };
    },
  });
}

/** The viewer's registration as a donor: read, saved (made or changed) and removed. */
function registerDonorRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(api.donor, tags),
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(bloodDonors)
        .where(eq(bloodDonors.userId, currentUser(request).id));
      return { success: true as const, donor: row ? toDonor(row) : null };
    },
  });

  app.route({
    ...routeOf(api.saveDonor, tags),
    handler: async (request) => {
      const values = { ...request.body, cityKey: cityKey(request.body.city) };
      const [row] = await db
        .insert(bloodDonors)
        .values({ ...values, userId: currentUser(request).id })
        .onConflictDoUpdate({ target: bloodDonors.userId, set: values })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return { success: true as const, message: BLOOD_MESSAGES.donorSaved, donor: toDonor(row) };
    },
  });

  app.route({
    ...routeOf(api.removeDonor, tags),
    handler: async (request) => {
      await db.delete(bloodDonors).where(eq(bloodDonors.userId, currentUser(request).id));
      return { success: true as const, message: BLOOD_MESSAGES.donorRemoved };
    },
  });
}
