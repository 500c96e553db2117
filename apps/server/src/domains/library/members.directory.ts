import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../accounts/users.table';
import type { PeopleDirectory } from '../people/directory';
import { recordPeopleList } from '../people/record-list';
import { libraryMembers } from './members.table';

/** The shape of a library member id: `VJ`, two letters and five digits (VJAR00042). */
const MEMBER_ID = /^VJ[A-Z]{2}\d{5}$/;

/**
 * A library's joined members (`library_members`), found by record id, Vedan ID or member id (the
 * QR code of the member's ID card), so the kit's attendance rows and check-in desk name them. The
 * account is the one whose Vedan ID the member row names, when it exists.
 */
export const libraryMembersDirectory: PeopleDirectory = {
  name: 'library-members',
  kinds: ['library'],
  async find(db, orgId, code) {
    const upper = code.raw.toUpperCase();
    let match: SQL | undefined;
    if (code.recordId) match = eq(libraryMembers.id, code.recordId);
    else if (code.vedanId) match = eq(libraryMembers.vedanKey, code.vedanId);
    else if (MEMBER_ID.test(upper)) match = eq(libraryMembers.memberId, upper);
    if (!match) return undefined;
    const [row] = await db
      .select({ id: libraryMembers.id, name: libraryMembers.name, userId: users.id })
      .from(libraryMembers)
      .leftJoin(users, eq(users.vedanId, libraryMembers.vedanKey))
      .where(and(eq(libraryMembers.orgId, orgId), match))
      .limit(1);
    return (
      row && { directory: 'library-members', recordId: row.id, name: row.name, userId: row.userId }
    );
  },
  async placesOf(db, userId) {
    const rows = await db
      .selectDistinct({ orgId: libraryMembers.orgId })
      .from(libraryMembers)
      .innerJoin(users, eq(users.vedanId, libraryMembers.vedanKey))
      .where(eq(users.id, userId));
    return rows.map((r) => ({ orgId: r.orgId, audience: 'Member' as const }));
  },
  // A library's members have no e-mail or phone of their own: only a linked account's reaches
  // them; their language and channel for messages are their own.
  list: recordPeopleList({
    directory: 'library-members',
    audience: 'Member',
    table: libraryMembers,
    columns: {
      id: libraryMembers.id,
      orgId: libraryMembers.orgId,
      name: libraryMembers.name,
      messageLanguage: libraryMembers.messageLanguage,
      messageChannel: libraryMembers.messageChannel,
    },
    linkedAccount: eq(users.vedanId, libraryMembers.vedanKey),
  }),
};
