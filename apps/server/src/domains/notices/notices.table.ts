import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { NOTICE_AUDIENCES } from '@vedann/contracts';
import { createdAt, idColumn, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/** A notice of a business, shown to its audience between its dates. */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    orgId: orgColumn(),
    notice: text('notice').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    visibleTo: text('visible_to', { enum: NOTICE_AUDIENCES }).notNull().default('User'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notices_org_id_idx').on(t.orgId, t.id),
    // A person's current notices: their businesses and audiences, still running.
    index('notices_org_audience_end_idx').on(t.orgId, t.visibleTo, t.endDate),
  ],
);
