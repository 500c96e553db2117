import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPES,
  ASSET_TYPES,
  LIABILITY_TYPES,
  MONTHS,
  NEW_SERIES_ROW,
  SERIES_KEYS,
  SERIES_LIMIT,
  balanceSheetTotals,
  completeLines,
  currentYear,
  type AccountRecord,
  type AccountType,
  type AssetType,
  type BalanceSheetVersion,
  type LiabilityType,
  type MonthName,
  type SeriesRow,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { accountRecords, balanceSheetVersions } from './accounts-books.table';

type VersionRow = typeof balanceSheetVersions.$inferSelect;
type RecordRow = typeof accountRecords.$inferSelect;

/** Which column holds each type of the spec. */
const ASSET_COLUMNS = {
  'Current Assets': 'currentAssets',
  Investments: 'investments',
  'Property Plant & Equipments': 'propertyPlantEquipments',
  'Intangible Assets': 'intangibleAssets',
  'Other Assets': 'otherAssets',
} as const satisfies Record<AssetType, keyof VersionRow>;

const LIABILITY_COLUMNS = {
  'Current Liabilities': 'currentLiabilities',
  'Long-Term Liabilities': 'longTermLiabilities',
} as const satisfies Record<LiabilityType, keyof VersionRow>;

export interface SheetFigures {
  assets: { type: AssetType; rupees: number }[];
  liabilities: { type: LiabilityType; rupees: number }[];
  equity: number;
}

/** A version's figures, every type in the spec's order; no version reads as all zeros. */
export function figuresOf(row: VersionRow | undefined): SheetFigures {
  return {
    assets: ASSET_TYPES.map((type) => ({
      type,
      rupees: row ? Number(row[ASSET_COLUMNS[type]]) : 0,
    })),
    liabilities: LIABILITY_TYPES.map((type) => ({
      type,
      rupees: row ? Number(row[LIABILITY_COLUMNS[type]]) : 0,
    })),
    equity: row ? Number(row.equity) : 0,
  };
}

export async function latestVersion(db: Db, orgId: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(balanceSheetVersions)
    .where(eq(balanceSheetVersions.orgId, orgId))
    .orderBy(desc(balanceSheetVersions.id))
    .limit(1);
  return row;
}

/** An update is a new dated version; the earlier ones stay as the sheet's history. */
export async function saveBalanceSheet(
  db: Db,
  orgId: string,
  userId: string | null,
  input: {
    assets: readonly { type: AssetType; rupees: number }[];
    liabilities: readonly { type: LiabilityType; rupees: number }[];
    equity: number;
  },
  createdAt?: Date,
): Promise<VersionRow> {
  const assets = completeLines(ASSET_TYPES, input.assets);
  const liabilities = completeLines(LIABILITY_TYPES, input.liabilities);
  const values: typeof balanceSheetVersions.$inferInsert = {
    orgId,
    createdBy: userId,
    equity: input.equity.toFixed(2),
    ...(createdAt ? { createdAt } : {}),
  };
  for (const line of assets) values[ASSET_COLUMNS[line.type]] = line.rupees.toFixed(2);
  for (const line of liabilities) values[LIABILITY_COLUMNS[line.type]] = line.rupees.toFixed(2);
  const [row] = await db.insert(balanceSheetVersions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function versionOf(row: VersionRow, createdBy: string | null): BalanceSheetVersion {
  const figures = figuresOf(row);
  return {
    _id: row.id,
    ...figures,
    totals: balanceSheetTotals(figures),
    createdAt: row.createdAt.toISOString(),
    createdBy,
  };
}

// The financial report.

export const monthName = (month: number): MonthName => MONTHS[month - 1] ?? 'January';
export const monthNumber = (name: MonthName): number => MONTHS.indexOf(name) + 1;

export function recordOf(row: RecordRow): AccountRecord {
  return {
    _id: row.id,
    type: row.type as AccountType,
    time: monthName(row.month),
    year: row.year,
    value: Number(row.value),
  };
}

export async function seriesRows(
  db: Db,
  orgId: string,
  type: AccountType,
  page = 1,
  limit = SERIES_LIMIT,
): Promise<RecordRow[]> {
  return db
    .select()
    .from(accountRecords)
    .where(and(eq(accountRecords.orgId, orgId), eq(accountRecords.type, type)))
    .orderBy(asc(accountRecords.year), asc(accountRecords.month), asc(accountRecords.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The ahar's document: the three series; one with no rows shows the spec's new row. */
export async function financialDocument(
  db: Db,
  orgId: string,
): Promise<Record<(typeof SERIES_KEYS)[AccountType], SeriesRow[]>> {
  const [revenue, profit, networth] = await Promise.all(
    ACCOUNT_TYPES.map(async (type) => {
      const rows = await seriesRows(db, orgId, type);
      if (rows.length === 0) return [{ _id: null, ...NEW_SERIES_ROW, year: currentYear() }];
      return rows.map((row) => {
        const { _id, time, year, value } = recordOf(row);
        return { _id, time, year, value };
      });
    }),
  );
  return { revenue: revenue ?? [], profit: profit ?? [], networth: networth ?? [] };
}

/** A series written as a whole (the document's PUT): its rows are replaced, all or none. */
export async function replaceSeries(
  db: Db,
  orgId: string,
  type: AccountType,
  rows: readonly { time: MonthName; year: number; value: number }[],
): Promise<void> {
  await db
    .delete(accountRecords)
    .where(and(eq(accountRecords.orgId, orgId), eq(accountRecords.type, type)));
  if (rows.length === 0) return;
  await db.insert(accountRecords).values(
    rows.map((row) => ({
      orgId,
      type,
      month: monthNumber(row.time),
      year: row.year,
      value: row.value.toFixed(2),
    })),
  );
}
