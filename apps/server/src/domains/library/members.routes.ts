import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  LIBRARY_MEMBER_MESSAGES,
  libraryApi,
  libraryMemberInputSchema,
  pageInfo,
  generateMemberId,
  type LibraryMember,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/search';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { conflict, notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { libraryMembers } from './members.table';
import { adoptBookings } from './seats.service';

const tags = ['library: members'];
const api = libraryApi.members;

type MemberRow = typeof libraryMembers.$inferSelect;

export function toLibraryMember(row: MemberRow, accountName: string | null): LibraryMember {
  return {
    _id: row.id,
    picName: row.picName,
    name: row.name,
    vedanId: row.vedanId,
    seatNo: row.seatNo,
    fees: Number(row.fees),
    time: row.time,
    joiningDate: row.joiningDate,
    memberId: row.memberId,
    account: accountName === null ? null : { fullname: accountName },
    messageChannel: row.messageChannel,
    messageLanguage: row.messageLanguage,
  };
}

/** Members with the Vedann account their Vedan ID names, when there is one. */
const selectMembers = (db: Db) =>
  db
    .select({ member: libraryMembers, accountName: users.fullname })
    .from(libraryMembers)
    .leftJoin(users, eq(users.vedanId, libraryMembers.vedanKey));

/** Two letters for the member id: the initials of the first two words, or the first two letters. */
export function memberLetters(name: string): [string, string] {
  const letters = name
    .replace(/[^A-Za-z\s]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const first = letters[0] ?? 'X';
  const second = letters[1]?.charAt(0) ?? first.charAt(1) ?? 'X';
  return [first.charAt(0) || 'X', second || 'X'];
}

type MemberInput = z.output<typeof libraryMemberInputSchema>;

/**
 * Adds a member with a fresh member id (a new draw when one is taken). A member added from a
 * booking has no channel or language of their own (the business's and their account's apply).
 */
export async function insertLibraryMember(
  db: Db,
  orgId: string,
  input: Omit<MemberInput, 'messageChannel' | 'messageLanguage'> &
    Partial<Pick<MemberInput, 'messageChannel' | 'messageLanguage'>>,
): Promise<MemberRow> {
  const [l1, l2] = memberLetters(input.name);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Each draw in a transaction of its own (a savepoint when `db` is one), so a taken member
      // id leaves the caller's transaction usable for the next draw.
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(libraryMembers)
          .values({ ...input, orgId, memberId: generateMemberId(l1, l2) })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'library_members_org_vedan_key'))
        throw conflict(LIBRARY_MEMBER_MESSAGES.duplicate);
      if (isUniqueViolation(error, 'library_members_org_member_id_key') && attempt < 5) continue;
      throw error;
    }
  }
}

export function registerLibraryMemberRoutes({ app, db }: AppContext): void {
  const inOrg = (orgId: string, id: string) =>
    and(eq(libraryMembers.orgId, orgId), eq(libraryMembers.id, id));

  // Spec 02 section 7: POST /api/joined, the joined-member and student joining forms.
  app.route({
    ...routeOf(api.join, tags),
    handler: async (request, reply) => {
      const org = currentOrg(request);
      // Seats sold under this Vedan ID before the join become the new member's.
      const row = await db.transaction(async (tx) => {
        const inserted = await insertLibraryMember(tx, org.id, request.body);
        await adoptBookings(tx, inserted);
        return inserted;
      });
      const [account] = await db
        .select({ fullname: users.fullname })
        .from(users)
        .where(eq(users.vedanId, row.vedanKey))
        .limit(1);
      return reply.status(201).send({
        success: true as const,
        message: LIBRARY_MEMBER_MESSAGES.submitted,
        member: toLibraryMember(row, account?.fullname ?? null),
      });
    },
  });

  app.route({
    ...routeOf(api.list, tags),
    handler: async (request) => {
      const { page, limit, search } = request.query;
      const org = currentOrg(request);
      const conditions: (SQL | undefined)[] = [eq(libraryMembers.orgId, org.id)];
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(
          or(
            ilike(libraryMembers.name, pattern),
            ilike(libraryMembers.vedanId, pattern),
            ilike(libraryMembers.memberId, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        selectMembers(db)
          .where(where)
          .orderBy(desc(libraryMembers.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(libraryMembers).where(where),
      ]);
      return {
        success: true as const,
        members: rows.map((row) => toLibraryMember(row.member, row.accountName)),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  });

  app.route({
    ...routeOf(api.get, tags),
    handler: async (request) => {
      const [row] = await selectMembers(db)
        .where(inOrg(currentOrg(request).id, request.params.id))
        .limit(1);
      if (!row) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
      return { success: true as const, member: toLibraryMember(row.member, row.accountName) };
    },
  });

  app.route({
    ...routeOf(api.update, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      let row: MemberRow | undefined;
      try {
        row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(libraryMembers)
            .set(request.body)
            .where(inOrg(orgId, request.params.id))
            .returning();
          // A corrected Vedan ID brings the seats sold under it.
          if (updated) await adoptBookings(tx, updated);
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'library_members_org_vedan_key'))
          throw conflict(LIBRARY_MEMBER_MESSAGES.duplicate);
        throw error;
      }
      if (!row) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
      const [account] = await db
        .select({ fullname: users.fullname })
        .from(users)
        .where(eq(users.vedanId, row.vedanKey))
        .limit(1);
      return {
        success: true as const,
        message: LIBRARY_MEMBER_MESSAGES.updated,
        member: toLibraryMember(row, account?.fullname ?? null),
      };
    },
  });

  app.route({
    ...routeOf(api.remove, tags),
    handler: async (request) => {
      const [row] = await db
        .delete(libraryMembers)
        .where(inOrg(currentOrg(request).id, request.params.id))
        .returning({ id: libraryMembers.id });
      if (!row) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
      return { success: true, message: LIBRARY_MEMBER_MESSAGES.removed };
    },
  });
}
