import { and, eq } from 'drizzle-orm';
import { users } from '../accounts/users.table';
import type { PeopleDirectory } from '../people/directory';
import { recordPeopleList } from '../people/record-list';
import { staffMembers } from './staff.table';

/** The kit's staff (trainers, staff members), found by record id or linked Vedan ID. */
export const staffDirectory: PeopleDirectory = {
  name: 'staff',
  kinds: ['gym', 'ahar', 'barber'],
  async find(db, orgId, code) {
    const match = code.recordId
      ? eq(staffMembers.id, code.recordId)
      : code.vedanId
        ? eq(staffMembers.vedanId, code.vedanId)
        : undefined;
    if (!match) return undefined;
    const [row] = await db
      .select({ id: staffMembers.id, name: staffMembers.name, userId: staffMembers.userId })
      .from(staffMembers)
      .where(and(eq(staffMembers.orgId, orgId), match))
      .limit(1);
    return row && { directory: 'staff', recordId: row.id, name: row.name, userId: row.userId };
  },
  async placesOf(db, userId) {
    const rows = await db
      .selectDistinct({ orgId: staffMembers.orgId })
      .from(staffMembers)
      .where(eq(staffMembers.userId, userId));
    return rows.map((r) => ({ orgId: r.orgId, audience: 'Staff' as const }));
  },
  list: recordPeopleList({
    directory: 'staff',
    audience: 'Staff',
    table: staffMembers,
    columns: {
      id: staffMembers.id,
      orgId: staffMembers.orgId,
      name: staffMembers.name,
      email: staffMembers.email,
      phone: staffMembers.mobile,
    },
    linkedAccount: eq(users.id, staffMembers.userId),
  }),
};
