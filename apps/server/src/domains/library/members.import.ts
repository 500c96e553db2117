import { and, eq, inArray } from 'drizzle-orm';
import {
  LIBRARY_MEMBER_IMPORT_FIELDS,
  LIBRARY_MEMBER_MESSAGES,
  generateMemberId,
  libraryMemberInputSchema,
} from '@vedann/contracts';
import type { Tx } from '../../db/client';
import type { ImportTarget, Queryable } from '../../http/spreadsheet-import';
import { repeatedRows } from '../../http/spreadsheet';
import { memberLetters } from './members.routes';
import { libraryMembers } from './members.table';
import { adoptBookingsOfMembers } from './seats.service';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/** The Vedan IDs of `keys` (upper-cased) this library has already joined. */
async function joinedKeys(db: Queryable, orgId: string, keys: string[]): Promise<Set<string>> {
  const joined = new Set<string>();
  for (let i = 0; i < keys.length; i += 5000) {
    const rows = await db
      .select({ key: libraryMembers.vedanKey })
      .from(libraryMembers)
      .where(
        and(
          eq(libraryMembers.orgId, orgId),
          inArray(libraryMembers.vedanKey, keys.slice(i, i + 5000)),
        ),
      );
    for (const row of rows) joined.add(row.key);
  }
  return joined;
}

type MemberValues = typeof libraryMembers.$inferInsert;

/**
 * Inserts members with fresh member ids: a drawn id another member holds is skipped by the
 * statement, and that member draws again (as the join form's retry).
 */
async function insertMembers(tx: Tx, pending: MemberValues[]): Promise<string[]> {
  const ids: string[] = [];
  let left = pending;
  for (let attempt = 0; left.length > 0; attempt += 1) {
    if (attempt > 5) throw new Error('could not draw free member ids');
    const drawn = left.map((values) => {
      const [l1, l2] = memberLetters(values.name);
      return { ...values, memberId: generateMemberId(l1, l2) };
    });
    const saved = await tx
      .insert(libraryMembers)
      .values(drawn)
      .onConflictDoNothing({ target: [libraryMembers.orgId, libraryMembers.memberId] })
      .returning({ id: libraryMembers.id, memberId: libraryMembers.memberId });
    ids.push(...saved.map((row) => row.id));
    const taken = new Set(saved.map((row) => row.memberId));
    // Two rows of one statement drawing the same id: one is saved, the other draws again.
    left = drawn.filter((values) => !taken.delete(values.memberId));
  }
  return ids;
}

/** A library's joined members from a spreadsheet: one Vedan ID joins a library once. */
export const libraryMemberImport: ImportTarget<typeof libraryMemberInputSchema> = {
  fields: LIBRARY_MEMBER_IMPORT_FIELDS,
  schema: libraryMemberInputSchema,
  async conflicts(db, orgId, rows) {
    const keyOf = (value: { vedanId: string }) => value.vedanId.toUpperCase();
    const found = repeatedRows(rows, keyOf, LIBRARY_MEMBER_MESSAGES.duplicate);
    const joined = await joinedKeys(db, orgId, [...new Set(rows.map((row) => keyOf(row.value)))]);
    for (const row of rows)
      if (joined.has(keyOf(row.value))) found.set(row.line, LIBRARY_MEMBER_MESSAGES.duplicate);
    return found;
  },
  async save(tx, { org }, rows) {
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows
        .slice(i, i + BATCH)
        .map((input) => ({ ...input, orgId: org.id, memberId: '' }));
      // Seats sold under these Vedan IDs before the import become the new members'.
      await adoptBookingsOfMembers(tx, org.id, await insertMembers(tx, batch));
    }
  },
};
