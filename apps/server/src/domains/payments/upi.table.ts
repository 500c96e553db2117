import { pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/**
 * A business's UPI details, one row per business (issue 32, item 1): the row is written the
 * first time the owner saves them and overwritten after; a business without one has none yet.
 */
export const upiSettings = pgTable(
  'upi_settings',
  {
    id: idColumn(),
    orgId: orgColumn(),
    /** `name@handle`, lower-cased (the contract checks the shape). */
    upiId: varchar('upi_id', { length: 321 }).notNull(),
    payeeName: varchar('payee_name', { length: 50 }).notNull(),
    updatedAt: updatedAt(),
  },
  // One row per business, found by it; the saving upsert's conflict target.
  (t) => [uniqueIndex('upi_settings_org_key').on(t.orgId)],
);
