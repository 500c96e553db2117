import { z } from 'zod';
import { MONTH_NAMES } from '../common/months';
import { lenientAmountSchema } from './balance-sheet';

/**
 * The financial report: Revenue, Profit and Net Worth series of {month, value in crore}, one
 * table served two ways: the gym's records by type (`/api/gym-accounts/{type}`) and the ahar's
 * one document of three arrays (`/api/financial-data`). Beyond the spec, a month carries its year.
 */

export const ACCOUNT_TYPES = ['Revenue', 'Profit', 'NetWorth'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The document's array keys for each type. */
export const SERIES_KEYS = { Revenue: 'revenue', Profit: 'profit', NetWorth: 'networth' } as const;
export type SeriesKey = (typeof SERIES_KEYS)[AccountType];

/** The months of a year; the financial series name them. */
export const MONTHS = MONTH_NAMES;

export const FINANCIAL_MESSAGES = {
  type: 'Choose a type: Revenue, Profit or NetWorth.',
  month: 'Choose a month from January to December.',
  year: 'Enter a year from 1900 to 2100.',
  atLeastOne: 'Keep at least one row.',
  tooManyRows: 'A series may have at most 240 rows.',
  oneSeries: 'Send one of revenue, profit or networth.',
  created: 'Record added.',
  updated: 'Record updated.',
  removed: 'Record removed.',
  notFound: 'Record not found.',
  documentNotFound: 'Financial data not found.',
  saved: 'Financial data updated.',
} as const;

/** Spec 03 and 04 section 9: a new row is January, 0, this year. */
export const NEW_SERIES_ROW = { time: 'January', value: 0 } as const;
export const currentYear = (): number => new Date().getUTCFullYear();

/** Revenue, profit and networth in any letter case (and "Net Worth") name their type. */
export const accountTypeSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const key = value.replace(/\s+/g, '').toLowerCase();
    return ACCOUNT_TYPES.find((type) => type.toLowerCase() === key) ?? value;
  },
  z.enum(ACCOUNT_TYPES, { error: FINANCIAL_MESSAGES.type }),
);

const monthName = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const key = value.trim().toLowerCase();
    return MONTHS.find((month) => month.toLowerCase() === key) ?? value;
  },
  z.enum(MONTHS, { error: FINANCIAL_MESSAGES.month }),
);

const year = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? currentYear() : value),
  z.coerce
    .number({ error: FINANCIAL_MESSAGES.year })
    .int(FINANCIAL_MESSAGES.year)
    .min(1900, FINANCIAL_MESSAGES.year)
    .max(2100, FINANCIAL_MESSAGES.year),
);

/** One month of a series; a value that is not a number reads as 0 (crore, may be negative). */
export const seriesRowInputSchema = z.object({
  time: monthName,
  year,
  value: lenientAmountSchema.default(0),
});
export type SeriesRowInput = z.input<typeof seriesRowInputSchema>;

/** `POST /api/gym-accounts {type, time, value}` (and `year`), and its PUT. */
export const accountRecordInputSchema = seriesRowInputSchema.extend({ type: accountTypeSchema });
export type AccountRecordInput = z.input<typeof accountRecordInputSchema>;

export const accountRecordSchema = z.object({
  _id: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  time: z.enum(MONTHS),
  year: z.number(),
  value: z.number(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const accountRecordsAnswerSchema = z.object({
  success: z.literal(true),
  type: z.enum(ACCOUNT_TYPES),
  records: z.array(accountRecordSchema),
});

const seriesSchema = z
  .array(seriesRowInputSchema, { error: FINANCIAL_MESSAGES.atLeastOne })
  .min(1, FINANCIAL_MESSAGES.atLeastOne)
  .max(240, FINANCIAL_MESSAGES.tooManyRows);

/** `PUT /api/financial-data/{id}` with one (or more) of the arrays; each replaces its series. */
export const financialDataInputSchema = z
  .object({
    revenue: seriesSchema.optional(),
    profit: seriesSchema.optional(),
    networth: seriesSchema.optional(),
  })
  .refine(
    (body) =>
      body.revenue !== undefined || body.profit !== undefined || body.networth !== undefined,
    FINANCIAL_MESSAGES.oneSeries,
  );
export type FinancialDataInput = z.input<typeof financialDataInputSchema>;

/** A row of the document; `_id` is null for the default row of a series with none saved. */
export const seriesRowSchema = z.object({
  _id: z.string().nullable(),
  time: z.enum(MONTHS),
  year: z.number(),
  value: z.number(),
});
export type SeriesRow = z.infer<typeof seriesRowSchema>;

/** `GET /api/financial-data`: `{_id, revenue, profit, networth}`; the id is the business's. */
export const financialDataAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  _id: z.string(),
  revenue: z.array(seriesRowSchema),
  profit: z.array(seriesRowSchema),
  networth: z.array(seriesRowSchema),
});
export type FinancialDataAnswer = z.infer<typeof financialDataAnswerSchema>;
