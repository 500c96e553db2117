import { z } from 'zod';
import type { OrgKind, OrgPermission } from '../orgs/organization';

/**
 * The business kit's accounts books: the balance sheet (spec 03 and 04 section 3) kept as dated
 * versions, and the financial report (financial-report.ts).
 */

/** The kinds of business that keep accounts books, and the permission each checks. */
export const ACCOUNTS_PERMISSIONS = {
  gym: 'accounts',
  ahar: 'accounts',
  company: 'accounts',
  barber: 'accounts',
  library: 'accounts',
} as const satisfies { [K in OrgKind]: OrgPermission<K> };

export const ASSET_TYPES = [
  'Current Assets',
  'Investments',
  'Property Plant & Equipments',
  'Intangible Assets',
  'Other Assets',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const LIABILITY_TYPES = ['Current Liabilities', 'Long-Term Liabilities'] as const;
export type LiabilityType = (typeof LIABILITY_TYPES)[number];

export const BALANCE_SHEET_MESSAGES = {
  // Spec 03 and 04 sections 5 and 8, word for word. The first two guard the form's submit; the
  // server answers the first too when a client sends no id.
  idRequired: 'Error: Balance sheet ID is required!',
  loading: 'Please wait, data is still loading...',
  updated: 'Balance Sheet Updated Successfully!',
  networkFailure: 'Something went wrong! Please try again.',
  error: (message: string) => `Error: ${message}`,
  // Ours.
  notFound: 'Balance sheet not found.',
  versionNotFound: 'Balance sheet version not found.',
  assetType: `Choose an asset type: ${ASSET_TYPES.join(', ')}.`,
  liabilityType: `Choose a liability type: ${LIABILITY_TYPES.join(', ')}.`,
  repeatedType: 'Each type may appear once.',
  negative: 'Assets and liabilities cannot be negative.',
  tooLarge: 'Amounts may be at most 9,999,999,999.99 rupees.',
} as const;

const LIMIT = 9_999_999_999.99;

/**
 * Spec 04 section 5: "amounts parse as numbers defaulting to 0". A number or numeric text is
 * kept (to two decimals); anything else reads as 0.
 */
export function readAmount(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  return Number.isFinite(number) ? Math.round(number * 100) / 100 : 0;
}

export const lenientAmountSchema = z.preprocess(
  readAmount,
  z
    .number()
    .min(-LIMIT, BALANCE_SHEET_MESSAGES.tooLarge)
    .max(LIMIT, BALANCE_SHEET_MESSAGES.tooLarge),
);

const rupees = () =>
  lenientAmountSchema.refine((value) => value >= 0, BALANCE_SHEET_MESSAGES.negative);

const lines = <T extends readonly [string, ...string[]]>(types: T, message: string) =>
  z
    .array(z.object({ type: z.enum(types, { error: message }), rupees: rupees() }), {
      error: message,
    })
    .max(types.length, BALANCE_SHEET_MESSAGES.repeatedType)
    .refine(
      (rows) => new Set(rows.map((row) => row.type)).size === rows.length,
      BALANCE_SHEET_MESSAGES.repeatedType,
    )
    .default([]);

/** `PUT /balancesheet/update`: `{id, assets, liabilities, equity}`; a type left out reads as 0. */
export const balanceSheetInputSchema = z.object({
  id: z
    .string({ error: BALANCE_SHEET_MESSAGES.idRequired })
    .trim()
    .min(1, BALANCE_SHEET_MESSAGES.idRequired),
  assets: lines(ASSET_TYPES, BALANCE_SHEET_MESSAGES.assetType),
  liabilities: lines(LIABILITY_TYPES, BALANCE_SHEET_MESSAGES.liabilityType),
  /** Equity may be negative (a deficit). */
  equity: lenientAmountSchema.default(0),
});
export type BalanceSheetInput = z.input<typeof balanceSheetInputSchema>;

export interface BalanceSheetFigures {
  assets: readonly { type: string; rupees: number }[];
  liabilities: readonly { type: string; rupees: number }[];
  equity: number;
}

export interface BalanceSheetTotals {
  totalAssets: number;
  totalLiabilities: number;
  equity: number;
  liabilitiesAndEquity: number;
  /** Assets minus (liabilities plus equity): 0 when the sheet balances. */
  difference: number;
  balanced: boolean;
}

const paise = (rupeeAmount: number) => Math.round(rupeeAmount * 100);

/** The one computation of a sheet's totals and balance check, for the web and the server. */
export function balanceSheetTotals(sheet: BalanceSheetFigures): BalanceSheetTotals {
  const assets = sheet.assets.reduce((sum, row) => sum + paise(row.rupees), 0);
  const liabilities = sheet.liabilities.reduce((sum, row) => sum + paise(row.rupees), 0);
  const equity = paise(sheet.equity);
  const difference = assets - (liabilities + equity);
  return {
    totalAssets: assets / 100,
    totalLiabilities: liabilities / 100,
    equity: equity / 100,
    liabilitiesAndEquity: (liabilities + equity) / 100,
    difference: difference / 100,
    balanced: difference === 0,
  };
}

/** Every type in the spec's order, a missing one as 0. */
export function completeLines<T extends string>(
  types: readonly T[],
  rows: readonly { type: string; rupees: number }[],
): { type: T; rupees: number }[] {
  return types.map((type) => ({
    type,
    rupees: rows.find((row) => row.type === type)?.rupees ?? 0,
  }));
}

const lineSchema = z.object({ type: z.string(), rupees: z.number() });

export const balanceSheetTotalsSchema = z.object({
  totalAssets: z.number(),
  totalLiabilities: z.number(),
  equity: z.number(),
  liabilitiesAndEquity: z.number(),
  difference: z.number(),
  balanced: z.boolean(),
});

export const balanceSheetVersionSchema = z.object({
  _id: z.string(),
  assets: z.array(lineSchema),
  liabilities: z.array(lineSchema),
  equity: z.number(),
  totals: balanceSheetTotalsSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type BalanceSheetVersion = z.infer<typeof balanceSheetVersionSchema>;

/**
 * `GET /balancesheet/latest`: the spec's `{_id, assets, liabilities, equity}` (the sheet's id is
 * the business's), with the totals and the version it is (null before the first update).
 */
export const balanceSheetAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  _id: z.string(),
  assets: z.array(lineSchema),
  liabilities: z.array(lineSchema),
  equity: z.number(),
  totals: balanceSheetTotalsSchema,
  version: z.object({ _id: z.string(), createdAt: z.string() }).nullable(),
});
export type BalanceSheetAnswer = z.infer<typeof balanceSheetAnswerSchema>;
