import { and, eq } from 'drizzle-orm';
import { users } from '../../accounts/users.table';
import type { PeopleDirectory } from '../../people/directory';
import { recordPeopleList } from '../../people/record-list';
import { aharRegularMembers } from './regular-members.table';

/**
 * The ahar's regular members, found by record id (the QR code of their ID card) or linked Vedan
 * ID, so the kit's check-in desk, attendance rows and notices for members reach them.
 */
export const aharRegularMembersDirectory: PeopleDirectory = {
  name: 'ahar-regular-members',
  kinds: ['ahar'],
  async find(db, orgId, code) {
    const match = code.recordId
      ? eq(aharRegularMembers.id, code.recordId)
      : code.vedanId
        ? eq(aharRegularMembers.vedanId, code.vedanId)
        : undefined;
    if (!match) return undefined;
    const [row] = await db
      .select({ id: aharRegularMembers.id, name: aharRegularMembers.name, userId: users.id })
      .from(aharRegularMembers)
      .leftJoin(users, eq(users.vedanId, aharRegularMembers.vedanId))
      .where(and(eq(aharRegularMembers.orgId, orgId), match))
      .limit(1);
    return (
      row && {
        directory: 'ahar-regular-members',
        recordId: row.id,
        name: row.name,
        userId: row.userId,
      }
    );
  },
  async placesOf(db, userId) {
    const rows = await db
      .selectDistinct({ orgId: aharRegularMembers.orgId })
      .from(aharRegularMembers)
      .innerJoin(users, eq(users.vedanId, aharRegularMembers.vedanId))
      .where(eq(users.id, userId));
    return rows.map((r) => ({ orgId: r.orgId, audience: 'Member' as const }));
  },
  list: recordPeopleList({
    directory: 'ahar-regular-members',
    audience: 'Member',
    table: aharRegularMembers,
    columns: {
      id: aharRegularMembers.id,
      orgId: aharRegularMembers.orgId,
      name: aharRegularMembers.name,
      email: aharRegularMembers.email,
      phone: aharRegularMembers.phone,
      messageLanguage: aharRegularMembers.messageLanguage,
      messageChannel: aharRegularMembers.messageChannel,
    },
    linkedAccount: eq(users.vedanId, aharRegularMembers.vedanId),
  }),
};
