import { and, eq, sql } from 'drizzle-orm';
import { inJson, insertMany } from '../../../db/bulk';
import {
  GYM_MEMBER_IMPORT_FIELDS,
  GYM_MEMBER_MESSAGES,
  gymMemberInputSchema,
  todayInIndia,
} from '@vedann/contracts';
import type { ImportTarget } from '../../../http/spreadsheet-import';
import { repeatedRows } from '../../../http/spreadsheet';
import { conflict } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { gymMembers } from './gym.table';
import { memberValues } from './members.service';

const NUMBERED = /^GM(\d{1,9})$/;

/**
 * A gym's members from a spreadsheet. A Member ID is the gym's once; a row without one gets the
 * next GM number, after the highest the gym or the file already has. Batches are chosen later.
 */
export const gymMemberImport: ImportTarget<typeof gymMemberInputSchema> = {
  fields: GYM_MEMBER_IMPORT_FIELDS,
  schema: gymMemberInputSchema,
  async conflicts(db, orgId, rows) {
    const found = repeatedRows(rows, (m) => m.memberId, GYM_MEMBER_MESSAGES.duplicateMemberId);
    const ids = [...new Set(rows.map((row) => row.value.memberId).filter(Boolean))];
    const saved =
      ids.length === 0
        ? []
        : await db
            .select({ memberId: gymMembers.memberId })
            .from(gymMembers)
            .where(and(eq(gymMembers.orgId, orgId), inJson(gymMembers.memberId, ids)));
    const held = new Set(saved.map((row) => row.memberId));
    for (const row of rows)
      if (held.has(row.value.memberId)) found.set(row.line, GYM_MEMBER_MESSAGES.duplicateMemberId);
    return found;
  },
  async save(tx, { org }, rows) {
    const today = todayInIndia();
    const [saved] = await tx
      .select({
        top: sql<number>`coalesce(max(substring(${gymMembers.memberId} from 3)::int), 0)`,
      })
      .from(gymMembers)
      .where(and(eq(gymMembers.orgId, org.id), sql`${gymMembers.memberId} ~ '^GM[0-9]{1,9}$'`));
    let next = Number(saved?.top ?? 0);
    for (const row of rows) next = Math.max(next, Number(NUMBERED.exec(row.memberId)?.[1] ?? 0));
    const values = rows.map((input) => {
      if (input.memberId)
        return { ...memberValues(input, today), orgId: org.id, memberId: input.memberId };
      next += 1;
      return {
        ...memberValues(input, today),
        orgId: org.id,
        memberId: `GM${String(next).padStart(5, '0')}`,
      };
    });
    try {
      await insertMany(tx, gymMembers, values);
    } catch (error) {
      // Another desk added the same Member ID while the file was being saved.
      if (isUniqueViolation(error, 'gym_members_org_member_id_key'))
        throw conflict(GYM_MEMBER_MESSAGES.duplicateMemberId);
      throw error;
    }
  },
};
