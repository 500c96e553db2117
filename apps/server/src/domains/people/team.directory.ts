import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  MEMBERSHIP_ROLES,
  ORG_KINDS,
  type MembershipRole,
  type NoticeAudience,
} from '@vedann/contracts';
import { users } from '../accounts/users.table';
import { memberships } from '../orgs/orgs.table';
import {
  emailOrNull,
  languageOrNull,
  phoneOrNull,
  windowOf,
  type PeopleDirectory,
} from './directory';
import { listConditions } from './record-list';

/** A team member's notice audience: sign-in users (owner, admin, operator) are the "User"s. */
const AUDIENCE_OF_ROLE: Record<MembershipRole, NoticeAudience> = {
  owner: 'User',
  admin: 'User',
  operator: 'User',
  staff: 'Staff',
  member: 'Member',
};

/** The business's team (memberships), found by Vedan ID: every kind has one. */
export const teamDirectory: PeopleDirectory = {
  name: 'team',
  kinds: ORG_KINDS,
  async find(db, orgId, code) {
    if (!code.vedanId) return undefined;
    const [row] = await db
      .select({ id: memberships.id, name: users.fullname, userId: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.orgId, orgId), eq(users.vedanId, code.vedanId)))
      .limit(1);
    return row && { directory: 'team', recordId: row.id, name: row.name, userId: row.userId };
  },
  async placesOf(db, userId) {
    const rows = await db
      .select({ orgId: memberships.orgId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    return rows.map((r) => ({ orgId: r.orgId, audience: AUDIENCE_OF_ROLE[r.role] }));
  },
  // Every team member has an account, so an e-mail, a phone and maybe a language: the account's.
  async list(db, orgId, filter, window) {
    const conditions = listConditions(orgId, filter, {
      orgId: memberships.orgId,
      id: memberships.id,
      name: users.fullname,
    });
    if (filter.audience) {
      const roles = MEMBERSHIP_ROLES.filter((role) => AUDIENCE_OF_ROLE[role] === filter.audience);
      conditions.push(inArray(memberships.role, roles));
    }
    const where = and(...conditions);
    return windowOf(
      window,
      async () => {
        const [row] = await db
          .select({ total: count() })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(where);
        return row?.total ?? 0;
      },
      async () => {
        const rows = await db
          .select({
            id: memberships.id,
            role: memberships.role,
            name: users.fullname,
            userId: users.id,
            email: users.email,
            phone: users.phoneNumber,
            language: users.language,
          })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(where)
          .orderBy(asc(memberships.id))
          .limit(window.limit)
          .offset(window.offset);
        return rows.map((row) => ({
          directory: 'team',
          recordId: row.id,
          name: row.name,
          userId: row.userId,
          audience: AUDIENCE_OF_ROLE[row.role],
          email: emailOrNull(row.email),
          phone: phoneOrNull(row.phone),
          language: languageOrNull(row.language),
          // The team have no channel of their own: the business's.
          channel: null,
        }));
      },
    );
  },
};
