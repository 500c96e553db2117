import { index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, money, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';

const rupees = (name: string) => money(name).notNull().default('0');

/**
 * A business's balance sheet, one row per update: the latest row is the sheet, the earlier ones
 * its dated history. The spec's five asset and two liability types are columns, in rupees.
 */
export const balanceSheetVersions = pgTable(
  'balance_sheet_versions',
  {
    id: idColumn(),
    orgId: orgColumn(),
    currentAssets: rupees('current_assets'),
    investments: rupees('investments'),
    propertyPlantEquipments: rupees('property_plant_equipments'),
    intangibleAssets: rupees('intangible_assets'),
    otherAssets: rupees('other_assets'),
    currentLiabilities: rupees('current_liabilities'),
    longTermLiabilities: rupees('long_term_liabilities'),
    /** May be negative (a deficit). */
    equity: rupees('equity'),
    createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('balance_sheet_versions_org_id_idx').on(t.orgId, t.id)],
);

/** One month of a financial series (Revenue, Profit, NetWorth), its value in crore. */
export const accountRecords = pgTable(
  'account_records',
  {
    id: idColumn(),
    orgId: orgColumn(),
    type: varchar('type', { length: 10 }).notNull(),
    /** 1 to 12. */
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    value: rupees('value'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('account_records_org_id_idx').on(t.orgId, t.id),
    index('account_records_org_series_idx').on(t.orgId, t.type, t.year, t.month),
  ],
);
