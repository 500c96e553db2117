import { date, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { orgColumn, organizations } from '../../orgs/orgs.table';
import { aharRegularMembers } from '../people/regular-members.table';

/** A day a tiffin member paused (decision 0360): one row per member and day. */
export const tiffinPauses = pgTable(
  'tiffin_pauses',
  {
    id: idColumn(),
    orgId: orgColumn(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => aharRegularMembers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tiffin_pauses_org_member_day_key').on(t.orgId, t.memberId, t.day),
    // The day's count: the pauses of a day of the business.
    index('tiffin_pauses_org_day_idx').on(t.orgId, t.day, t.memberId),
  ],
);

/** The ahar's tiffin settings: the cut-off hour for pausing a day (none saved: 20, the day before). */
export const aharTiffinSettings = pgTable('ahar_tiffin_settings', {
  orgId: idRef('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  cutoffHour: integer('cutoff_hour').notNull(),
  updatedAt: updatedAt(),
});
