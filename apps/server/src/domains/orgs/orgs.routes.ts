import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  KIND_REQUIRES_ROLE,
  MEMBER_MESSAGES,
  ORG_MESSAGES,
  orgsApi,
  pageInfo,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { conflict, forbidden, notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { memberships, orgMemberTotals, organizations } from './orgs.table';
import { checkPermissions, createOrganization } from './orgs.service';
import { containsPattern } from '../../db/search';

const tags = ['organizations'];

async function listMyOrgs(db: Db, userId: string) {
  const rows = await db
    .select({
      _id: organizations.id,
      kind: organizations.kind,
      name: organizations.name,
      city: organizations.city,
      role: memberships.role,
      permissions: memberships.permissions,
      createdAt: organizations.createdAt,
      lastUsedAt: memberships.lastUsedAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.name));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

// The team of the current business: owners and admins add people by Vedan ID and choose their
// role and permissions (a gym's Admin or Operator users are these).
const memberColumns = {
  _id: memberships.id,
  vedanId: users.vedanId,
  fullname: users.fullname,
  email: users.email,
  role: memberships.role,
  permissions: memberships.permissions,
};

// The team's hot reads are built once and prepared: building a query costs about as much as
// running it, and on PostgreSQL a prepared statement is also planned once per connection.
function prepareTeamQueries(db: Db) {
  const memberById = db
    .select({ ...memberColumns, userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.orgId, sql.placeholder('orgId')),
        eq(memberships.id, sql.placeholder('id')),
      ),
    )
    .limit(1)
    .prepare('org_member_by_id');
  // The page's ids come from the (org_id, id) index alone; only those rows are then joined, so a
  // deep page does not join every row it skips.
  const pageRows = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.orgId, sql.placeholder('orgId')))
    .orderBy(asc(memberships.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_rows');
  const memberPage = db
    .select(memberColumns)
    .from(pageRows)
    .innerJoin(memberships, eq(memberships.id, pageRows.id))
    .innerJoin(users, eq(users.id, memberships.userId))
    .orderBy(asc(memberships.id))
    .prepare('org_member_page');
  // The total is the kept count (`org_member_totals`), one row, not a count of every member.
  const memberCount = db
    .select({ total: orgMemberTotals.total })
    .from(orgMemberTotals)
    .where(eq(orgMemberTotals.orgId, sql.placeholder('orgId')))
    .prepare('org_member_count');
  return { memberById, memberPage, memberCount };
}

export function registerOrgRoutes(ctx: AppContext): void {
  registerOwnOrgRoutes(ctx);
  registerTeamRoutes(ctx);
}

/** The signed-in person's businesses, and a new one. */
function registerOwnOrgRoutes({ app, db, authCache, orgSetup }: AppContext): void {
  app.route({
    ...routeOf(orgsApi.list, tags),
    handler: async (request) => ({
      success: true as const,
      organizations: await listMyOrgs(db, currentUser(request).id),
    }),
  });

  app.route({
    ...routeOf(orgsApi.markUsed, tags),
    handler: async (request) => {
      // Only the account's own membership: another's business is not found, as everywhere.
      const [marked] = await db
        .update(memberships)
        .set({ lastUsedAt: new Date() })
        .where(
          and(
            eq(memberships.orgId, request.body.orgId),
            eq(memberships.userId, currentUser(request).id),
          ),
        )
        .returning({ lastUsedAt: memberships.lastUsedAt });
      if (!marked?.lastUsedAt) throw notFound(ORG_MESSAGES.notFound);
      return { success: true as const, lastUsedAt: marked.lastUsedAt.toISOString() };
    },
  });

  app.route({
    ...routeOf(orgsApi.register, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { kind, name, city } = request.body;
      const requiredRole = KIND_REQUIRES_ROLE[kind];
      if (requiredRole && user.role !== requiredRole) {
        throw forbidden(ORG_MESSAGES.roleRequired(kind, requiredRole));
      }
      const organization = await createOrganization(
        db,
        { kind, name, city, ownerId: user.id },
        orgSetup,
      );
      await authCache.forgetMemberships(user.id);
      return reply.status(201).send({
        success: true as const,
        message: ORG_MESSAGES.created,
        organization: {
          _id: organization.id,
          kind: organization.kind,
          name: organization.name,
          city: organization.city,
          role: 'owner' as const,
          permissions: [],
          createdAt: organization.createdAt.toISOString(),
        },
      });
    },
  });
}

function registerTeamRoutes({ app, db, authCache }: AppContext): void {
  const { memberById, memberPage, memberCount } = prepareTeamQueries(db);

  app.route({
    ...routeOf(orgsApi.members, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const { page, limit, search } = request.query;
      const offset = (page - 1) * limit;
      if (search) {
        const where = and(
          eq(memberships.orgId, org.id),
          or(
            ilike(users.fullname, containsPattern(search)),
            ilike(users.email, containsPattern(search)),
            eq(users.vedanId, search.toUpperCase()),
          ),
        );
        const [members, [totals]] = await Promise.all([
          db
            .select(memberColumns)
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(where)
            .orderBy(asc(memberships.id))
            .limit(limit)
            .offset(offset),
          db
            .select({ total: count() })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(where),
        ]);
        return { success: true as const, members, ...pageInfo(request.query, totals?.total ?? 0) };
      }
      const [members, [totals]] = await Promise.all([
        memberPage.execute({ orgId: org.id, limit, offset }),
        memberCount.execute({ orgId: org.id }),
      ]);
      return { success: true as const, members, ...pageInfo(request.query, totals?.total ?? 0) };
    },
  });

  app.route({
    ...routeOf(orgsApi.addMember, tags),
    handler: async (request, reply) => {
      const org = currentOrg(request);
      const permissions = checkPermissions(org.kind, request.body.permissions);
      const [person] = await db
        .select()
        .from(users)
        .where(eq(users.vedanId, request.body.vedanId))
        .limit(1);
      if (!person) throw notFound(MEMBER_MESSAGES.noSuchAccount);
      const [created] = await db
        .insert(memberships)
        .values({ orgId: org.id, userId: person.id, role: request.body.role, permissions })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict(MEMBER_MESSAGES.alreadyMember);
      await authCache.forgetMemberships(person.id);
      return reply.status(201).send({
        success: true as const,
        message: MEMBER_MESSAGES.added,
        member: {
          _id: created.id,
          vedanId: person.vedanId,
          fullname: person.fullname,
          email: person.email,
          role: created.role,
          permissions: created.permissions,
        },
      });
    },
  });

  async function selectMember(orgId: string, id: string) {
    const [member] = await memberById.execute({ orgId, id });
    if (!member) throw notFound(MEMBER_MESSAGES.notFound);
    const { userId, ...shown } = member;
    return { userId, member: shown };
  }

  /** A member that may be changed: anyone but the owner. */
  async function findChangeableMember(orgId: string, id: string) {
    const found = await selectMember(orgId, id);
    if (found.member.role === 'owner') throw forbidden(MEMBER_MESSAGES.ownerFixed);
    return found;
  }

  app.route({
    ...routeOf(orgsApi.member, tags),
    handler: async (request) => {
      const { member } = await selectMember(currentOrg(request).id, request.params.id);
      return { success: true as const, member };
    },
  });

  app.route({
    ...routeOf(orgsApi.updateMember, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const { userId, member } = await findChangeableMember(org.id, request.params.id);
      const permissions = checkPermissions(org.kind, request.body.permissions);
      await db
        .update(memberships)
        .set({ role: request.body.role, permissions })
        .where(and(eq(memberships.orgId, org.id), eq(memberships.id, member._id)));
      await authCache.forgetMemberships(userId);
      return {
        success: true as const,
        message: MEMBER_MESSAGES.updated,
        member: { ...member, role: request.body.role, permissions },
      };
    },
  });

  app.route({
    ...routeOf(orgsApi.removeMember, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const { userId, member } = await findChangeableMember(org.id, request.params.id);
      await db
        .delete(memberships)
        .where(and(eq(memberships.orgId, org.id), eq(memberships.id, member._id)));
      await authCache.forgetMemberships(userId);
      return { success: true as const, message: MEMBER_MESSAGES.removed };
    },
  });
}
