import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  FULL_ACCESS_ROLES,
  TEAM_USER_MESSAGES,
  idSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
  teamUserInputSchema,
  teamUserSchema,
  teamUserUpdateSchema,
  type TeamPlan,
  messageResponseSchema,
  staffApi,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { containsPattern } from '../../db/search';
import { currentOrg, type OrgContext } from '../../http/access';
import { apiPath } from '../../http/endpoint-routes';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { createUser, findUserByEmail } from '../accounts/users.service';
import { users } from '../accounts/users.table';
import { memberships } from '../orgs/orgs.table';
import { checkPermissions } from '../orgs/orgs.service';

/** The User panel at each area's path, as the contracts declare it (paths and access). */
const TEAM_USER_LISTS = [staffApi.gymUsers, staffApi.aharUsers];
const TEAM_ROLES = ['admin', 'operator'] as const;
type TeamRole = (typeof TEAM_ROLES)[number];
const roleOf = (plan: TeamPlan): TeamRole => (plan === 'Admin' ? 'admin' : 'operator');
const planOf = (role: string): TeamPlan => (role === 'admin' ? 'Admin' : 'Operator');

const columns = {
  id: memberships.id,
  userId: memberships.userId,
  role: memberships.role,
  permissions: memberships.permissions,
  name: users.fullname,
  phone: users.phoneNumber,
  email: users.email,
  vedanId: users.vedanId,
};
type TeamRow = {
  id: string;
  role: string;
  permissions: string[];
  name: string;
  phone: string;
  email: string;
  vedanId: string;
};
const toTeamUser = (row: TeamRow) => ({
  _id: row.id,
  selectedPlan: planOf(row.role),
  name: row.name,
  phone: row.phone,
  email: row.email,
  vedanId: row.vedanId,
  permissions: row.permissions,
});

/**
 * Who may give what: owners and admins anything of the kind; anyone else holding the users
 * permission only makes and changes Operators, with permissions they hold themselves.
 */
function checkGrant(org: OrgContext, role: TeamRole, permissions: string[]): string[] {
  const checked = checkPermissions(org.kind, permissions);
  if (FULL_ACCESS_ROLES.includes(org.role)) return checked;
  if (role === 'admin') throw forbidden(TEAM_USER_MESSAGES.adminOnly);
  if (checked.some((p) => !org.permissions.includes(p)))
    throw forbidden(TEAM_USER_MESSAGES.ownPermissionsOnly);
  return checked;
}

const tags = ['team users'];
const params = z.object({ id: idSchema });
const userAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: teamUserSchema,
});
const teamOf = (orgId: string): SQL | undefined =>
  and(eq(memberships.orgId, orgId), inArray(memberships.role, [...TEAM_ROLES]));

async function findTeamUser(db: AppContext['db'], org: OrgContext, id: string) {
  const [row] = await db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(teamOf(org.id), eq(memberships.id, id)))
    .limit(1);
  if (!row) throw notFound(TEAM_USER_MESSAGES.notFound);
  // Only an owner or admin touches an Admin.
  if (row.role === 'admin' && !FULL_ACCESS_ROLES.includes(org.role))
    throw forbidden(TEAM_USER_MESSAGES.adminOnly);
  return row;
}

type TeamContext = Pick<AppContext, 'app' | 'db' | 'authCache'>;
type TeamAccess = (typeof TEAM_USER_LISTS)[number]['access'];

/**
 * The gym's and ahar's User panel: the business's sign-in users, which are its team
 * (memberships with role admin or operator). A user made here is a real account.
 */
export function registerTeamUserRoutes(context: AppContext): void {
  for (const contract of TEAM_USER_LISTS) {
    const path = apiPath(contract.path);
    registerTeamList(context, path, contract.access);
    registerTeamItem(context, path, contract.access);
  }
}

/** The list of the team, and a new user in it. */
function registerTeamList(
  { app, db, authCache }: TeamContext,
  path: string,
  access: TeamAccess,
): void {
  const { read, write } = access;
  app.get(
    path,
    {
      config: { access: read },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: {
          200: z
            .object({ success: z.literal(true), users: z.array(teamUserSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
      const org = currentOrg(request);
      const { page, limit, search } = request.query;
      const where = and(
        teamOf(org.id),
        search
          ? or(
              ilike(users.fullname, containsPattern(search)),
              ilike(users.email, containsPattern(search)),
            )
          : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(where)
          .orderBy(asc(memberships.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: count() })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(where),
      ]);
      return {
        success: true as const,
        users: rows.map(toTeamUser),
        ...pageInfo(request.query, totals?.total ?? 0),
      };
    },
  );

  app.post(
    path,
    {
      config: { access: write },
      schema: { tags, body: teamUserInputSchema, response: { 201: userAnswer } },
    },
    async (request, reply) => {
      const org = currentOrg(request);
      const body = request.body;
      const role = roleOf(body.selectedPlan);
      const permissions = checkGrant(org, role, body.permissions);
      // A new e-mail becomes an account with this password. An e-mail that already has an
      // account keeps it untouched (its name, phone and password are its owner's): it only
      // gains the membership, so nobody can take over an account by knowing its e-mail.
      const existing = await findUserByEmail(db, body.email);
      const account =
        existing ??
        (await createUser(db, {
          fullname: body.name,
          email: body.email,
          phoneNumber: body.phone,
          password: body.password,
          role: 'student',
        }));
      const [created] = await db
        .insert(memberships)
        .values({ orgId: org.id, userId: account.id, role, permissions })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict(TEAM_USER_MESSAGES.alreadyMember);
      await authCache.forgetMemberships(account.id);
      return reply.status(201).send({
        success: true as const,
        message: existing ? TEAM_USER_MESSAGES.existingAccount : TEAM_USER_MESSAGES.created,
        user: toTeamUser({
          id: created.id,
          role,
          permissions,
          name: account.fullname,
          phone: account.phoneNumber,
          email: account.email,
          vedanId: account.vedanId,
        }),
      });
    },
  );
}

/** One user of the team: read, changed (their role and permissions) or removed. */
function registerTeamItem(
  { app, db, authCache }: TeamContext,
  path: string,
  access: TeamAccess,
): void {
  const { read, write } = access;
  app.get(
    `${path}/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        params,
        response: { 200: z.object({ success: z.literal(true), user: teamUserSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      user: toTeamUser(await findTeamUser(db, currentOrg(request), request.params.id)),
    }),
  );

  app.put(
    `${path}/:id`,
    {
      config: { access: write },
      schema: { tags, params, body: teamUserUpdateSchema, response: { 200: userAnswer } },
    },
    async (request) => {
      const org = currentOrg(request);
      const row = await findTeamUser(db, org, request.params.id);
      // The account's name, phone, e-mail and password are its owner's to change.
      if (request.body.password !== '') throw badRequest(TEAM_USER_MESSAGES.passwordOwn);
      const role = roleOf(request.body.selectedPlan);
      const permissions = checkGrant(org, role, request.body.permissions);
      await db
        .update(memberships)
        .set({ role, permissions })
        .where(and(eq(memberships.orgId, org.id), eq(memberships.id, row.id)));
      await authCache.forgetMemberships(row.userId);
      return {
        success: true as const,
        message: TEAM_USER_MESSAGES.updated,
        user: toTeamUser({ ...row, role, permissions }),
      };
    },
  );

  app.delete(
    `${path}/:id`,
    {
      config: { access: write },
      schema: {
        tags,
        params,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const org = currentOrg(request);
      const row = await findTeamUser(db, org, request.params.id);
      // The membership ends; the account stays, as it may belong to other businesses.
      await db
        .delete(memberships)
        .where(and(eq(memberships.orgId, org.id), eq(memberships.id, row.id)));
      await authCache.forgetMemberships(row.userId);
      return { success: true as const, message: TEAM_USER_MESSAGES.removed };
    },
  );
}
