import { and, eq } from 'drizzle-orm';
import {
  LIBRARY_MEMBER_IMPORT_FIELDS,
  LIBRARY_MEMBER_MESSAGES,
  generateMemberId,
  libraryMemberInputSchema,
} from '@vedann/contracts';
import { inJson, insertMany } from '../../db/bulk';
import { newId } from '../../db/ids';
import type { ImportTarget } from '../../http/spreadsheet-import';
import { repeatedRows } from '../../http/spreadsheet';
import { memberLetters } from './members.routes';
import { libraryMembers } from './members.table';
import { adoptBookingsOfMembers } from './seats.service';

/** A library's joined members from a spreadsheet: one Vedan ID joins a library once. */
export const libraryMemberImport: ImportTarget<typeof libraryMemberInputSchema> = {
  fields: LIBRARY_MEMBER_IMPORT_FIELDS,
  schema: libraryMemberInputSchema,
  async conflicts(db, orgId, rows) {
    const keyOf = (value: { vedanId: string }) => value.vedanId.toUpperCase();
    const found = repeatedRows(rows, keyOf, LIBRARY_MEMBER_MESSAGES.duplicate);
    const joined = await db
      .select({ key: libraryMembers.vedanKey })
      .from(libraryMembers)
      .where(
        and(
          eq(libraryMembers.orgId, orgId),
          inJson(libraryMembers.vedanKey, [...new Set(rows.map((row) => keyOf(row.value)))]),
        ),
      );
    const keys = new Set(joined.map((row) => row.key));
    for (const row of rows)
      if (keys.has(keyOf(row.value))) found.set(row.line, LIBRARY_MEMBER_MESSAGES.duplicate);
    return found;
  },
  async save(tx, { org }, rows) {
    let pending = rows.map((input) => ({ ...input, id: newId(), orgId: org.id }));
    const saved: string[] = [];
    // A drawn member id another member holds is passed over, and that member draws again (as
    // the join form's retry does).
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 5) throw new Error('could not draw free member ids');
      const drawn = pending.map((values) => {
        const [l1, l2] = memberLetters(values.name);
        return { ...values, memberId: generateMemberId(l1, l2) };
      });
      const inserted = new Set(
        await insertMany(tx, libraryMembers, drawn, {
          skipConflictsOn: [libraryMembers.orgId, libraryMembers.memberId],
        }),
      );
      saved.push(...inserted);
      pending = drawn.filter((values) => !inserted.has(values.id));
    }
    // Seats sold under these Vedan IDs before the import become the new members'.
    await adoptBookingsOfMembers(tx, org.id, saved);
  },
};
