import { z } from 'zod';
import { calendarDateSchema, DATE_MESSAGES, isCalendarDate } from '../common/date';
import { pageInfoSchema } from '../common/api';
import type { OrgKind, OrgPermission } from '../orgs/organization';
import { moneySchema } from '../plans/plan';
import { CURRENCIES, DEFAULT_CURRENCY, currencySchema } from './currency';

/**
 * The business kit's bills (spec 03 and 04 sections 3, 5, 8): water (bottle entries and bills),
 * wifi, electricity, rent and equipment, kept once and mounted by every kind of business.
 */

export const BILL_KINDS = ['water', 'wifi', 'electricity', 'rent', 'equipment'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export const BILL_KIND_LABELS: Record<BillKind, string> = {
  water: 'Water',
  wifi: 'Wifi',
  electricity: 'Electricity',
  rent: 'Rent',
  equipment: 'Equipment',
};

/** The kinds of business that keep bills, and the permission each checks (docs/areas/kit-bills-and-accounts.md). */
export const BILL_PERMISSIONS = {
  gym: 'accounts',
  ahar: 'billing',
  company: 'accounts',
  barber: 'billing',
  library: 'accounts',
} as const satisfies { [K in OrgKind]: OrgPermission<K> };

export const BILL_MESSAGES = {
  // Spec 03 and 04 sections 5 and 8, word for word.
  billFrom: 'Bill From is required.',
  billTo: 'Bill To is required.',
  rentAmount: 'Rent Amount is required and should be a valid number.',
  billingDate: 'Billing Date is required.',
  saveFirst: 'Save the new bill first before updating.',
  noWaterId: 'Error: No valid database ID found for this bottle/bill.',
  updated: 'Bill updated successfully!',
  bulkCreated: 'New bills submitted successfully!',
  billsSubmitted: 'Bills submitted successfully!',
  removed: 'Bill deleted successfully!',
  allSubmitted: 'All data submitted successfully!',
  dataSubmitted: 'Data submitted successfully!',
  bottleUpdated: 'Water bottle entry updated successfully!',
  waterBillUpdated: 'Water bill updated successfully!',
  waterFetchFailed: 'Failed to fetch water data.',
  entryUpdateFailed: (message: string) => `Error updating entry: ${message}`,
  billUpdateFailed: (message: string) => `Error updating bill: ${message}`,
  submitFailed: (message: string) => `Error submitting data: ${message}`,
  // Ours.
  notFound: 'Bill not found.',
  bottleRemoved: 'Water bottle entry deleted.',
  bottleNotFound: 'Water bottle entry not found.',
  entryType: 'Choose an entry type: bottle or bill.',
  quantity: 'Quantity must be a whole number of at least 0.',
  price: 'Price must be an amount of at least 0 with at most two decimals.',
  amount: 'Amount must be an amount of at least 0 with at most two decimals.',
  wifiPackagePrice: 'Wifi package price must be an amount of at least 0 with at most two decimals.',
  billAmount: 'Bill amount must be an amount of at least 0 with at most two decimals.',
  billUnit: 'Units must be a number of at least 0 with at most two decimals.',
  description: 'Description is required.',
  periodOrder: 'The end of the billing period must not be before its start.',
  atLeastOne: 'Add at least one bill.',
  tooMany: 'At most 100 bills can be submitted at once.',
  month: 'Enter a month as YYYY-MM.',
  monthRange: 'Choose at most 36 months, the first not after the last.',
} as const;

/** Today as YYYY-MM-DD (UTC), the default date of a new bill. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may have at most ${max} characters.`)
    .default('');

/** A date that may be left empty (null). */
const optionalDate = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    calendarDateSchema().nullable(),
  );

/** A bill's own date: today when left out. */
const billDate = () =>
  z.preprocess(
    (value) => (value === '' || value == null ? todayIso() : value),
    calendarDateSchema(),
  );

/** A date the spec requires, with its message when missing. */
const requiredDate = (message: string) =>
  z.preprocess(
    (value) => (value == null ? '' : value),
    z
      .string({ error: message })
      .trim()
      // A missing date says only that it is required.
      .min(1, { message, abort: true })
      .refine(isCalendarDate, DATE_MESSAGES.invalid),
  );

const currency = () =>
  z.preprocess(
    (value) => (value === '' || value == null ? DEFAULT_CURRENCY : value),
    currencySchema,
  );

const wholeQuantity = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(1_000_000, message);

const UNIT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

const ordered = (from: string | null, to: string | null) => !from || !to || from <= to;

export const waterBottleInputSchema = z.object({
  date: billDate(),
  quantity: wholeQuantity(BILL_MESSAGES.quantity),
});
export type WaterBottleInput = z.input<typeof waterBottleInputSchema>;

const waterBillFields = z.object({
  billingDate: billDate(),
  amount: moneySchema(BILL_MESSAGES.amount),
  fromTime: optionalDate(),
  toTime: optionalDate(),
  remarks: text('Remarks', 500),
  currency: currency(),
});
const waterPeriod = (bill: { fromTime: string | null; toTime: string | null }) =>
  ordered(bill.fromTime, bill.toTime);
const waterPeriodIssue = { message: BILL_MESSAGES.periodOrder, path: ['toTime'] };

export const waterBillInputSchema = waterBillFields.refine(waterPeriod, waterPeriodIssue);
export type WaterBillInput = z.input<typeof waterBillInputSchema>;

/** The spec's one water call: `type` says whether the entry is a bottle or a bill. */
export const waterEntryInputSchema = z.discriminatedUnion(
  'type',
  [
    waterBottleInputSchema.extend({ type: z.literal('bottle') }),
    waterBillFields.extend({ type: z.literal('bill') }).refine(waterPeriod, waterPeriodIssue),
  ],
  { error: BILL_MESSAGES.entryType },
);
export type WaterEntryInput = z.input<typeof waterEntryInputSchema>;

export const wifiBillInputSchema = z
  .object({
    billingFrom: optionalDate(),
    billingTo: optionalDate(),
    wifiPackagePrice: moneySchema(BILL_MESSAGES.wifiPackagePrice),
    validity: text('Validity', 60),
    remark: text('Remark', 500),
    billingDate: billDate(),
    currency: currency(),
  })
  .refine((bill) => ordered(bill.billingFrom, bill.billingTo), {
    message: BILL_MESSAGES.periodOrder,
    path: ['billingTo'],
  });
export type WifiBillInput = z.input<typeof wifiBillInputSchema>;

export const electricityBillInputSchema = z
  .object({
    billFrom: optionalDate(),
    billTo: optionalDate(),
    billAmount: moneySchema(BILL_MESSAGES.billAmount),
    billDate: billDate(),
    billUnit: z
      .union([z.number(), z.string()], { error: BILL_MESSAGES.billUnit })
      .transform((value) => (typeof value === 'number' ? String(value) : value.trim() || '0'))
      .refine((value) => UNIT_PATTERN.test(value), BILL_MESSAGES.billUnit)
      .default('0'),
    remark: text('Remark', 500),
    currency: currency(),
  })
  .refine((bill) => ordered(bill.billFrom, bill.billTo), {
    message: BILL_MESSAGES.periodOrder,
    path: ['billTo'],
  });
export type ElectricityBillInput = z.input<typeof electricityBillInputSchema>;

/** Spec 03 and 04 section 5: the rent form's four required fields, with their messages. */
export const rentBillInputSchema = z
  .object({
    billFrom: requiredDate(BILL_MESSAGES.billFrom),
    billTo: requiredDate(BILL_MESSAGES.billTo),
    rentAmount: z.preprocess(
      (value) => (value == null ? '' : value),
      moneySchema(BILL_MESSAGES.rentAmount),
    ),
    billingDate: requiredDate(BILL_MESSAGES.billingDate),
    remark: text('Remark', 500),
    currency: currency(),
  })
  .refine((bill) => ordered(bill.billFrom, bill.billTo), {
    message: BILL_MESSAGES.periodOrder,
    path: ['billTo'],
  });
export type RentBillInput = z.input<typeof rentBillInputSchema>;

/**
 * An equipment bill: `price` is per piece in `currency`; the server computes `convertedPrice`,
 * the row's total (quantity times price) in rupees. `purchaseDate` is ours: the spec's row has
 * no date, and month totals need one (today when left out).
 */
export const equipmentBillInputSchema = z.object({
  description: z
    .string({ error: BILL_MESSAGES.description })
    .trim()
    .min(1, BILL_MESSAGES.description)
    .max(500, 'Description may have at most 500 characters.'),
  quantity: wholeQuantity(BILL_MESSAGES.quantity),
  price: moneySchema(BILL_MESSAGES.price),
  currency: currency(),
  purchaseDate: billDate(),
});
export type EquipmentBillInput = z.input<typeof equipmentBillInputSchema>;

/** What every bill answers beyond its own fields: the rate it was written at and its rupees. */
const pricedItem = {
  _id: z.string(),
  id: z.string(),
  currency: z.enum(CURRENCIES),
  /** Units of `currency` per USD when the row was written or converted. */
  rate: z.number(),
  /** The row's amount in rupees, at the rates stored on the row. */
  amountInr: z.number(),
};

export const waterBottleSchema = z.object({
  _id: z.string(),
  id: z.string(),
  date: z.string(),
  quantity: z.number(),
});
export type WaterBottle = z.infer<typeof waterBottleSchema>;

export const waterBillSchema = z.object({
  ...pricedItem,
  billingDate: z.string(),
  amount: z.number(),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
  remarks: z.string(),
});
export type WaterBill = z.infer<typeof waterBillSchema>;

export const wifiBillSchema = z.object({
  ...pricedItem,
  billingFrom: z.string().nullable(),
  billingTo: z.string().nullable(),
  wifiPackagePrice: z.number(),
  validity: z.string(),
  remark: z.string(),
  billingDate: z.string(),
});
export type WifiBill = z.infer<typeof wifiBillSchema>;

export const electricityBillSchema = z.object({
  ...pricedItem,
  billFrom: z.string().nullable(),
  billTo: z.string().nullable(),
  billAmount: z.number(),
  billDate: z.string(),
  billUnit: z.number(),
  remark: z.string(),
});
export type ElectricityBill = z.infer<typeof electricityBillSchema>;

export const rentBillSchema = z.object({
  ...pricedItem,
  billFrom: z.string(),
  billTo: z.string(),
  rentAmount: z.number(),
  billingDate: z.string(),
  remark: z.string(),
});
export type RentBill = z.infer<typeof rentBillSchema>;

export const equipmentBillSchema = z.object({
  ...pricedItem,
  description: z.string(),
  quantity: z.number(),
  price: z.number(),
  convertedPrice: z.number(),
  purchaseDate: z.string(),
});
export type EquipmentBill = z.infer<typeof equipmentBillSchema>;

/** Bulk submit (`/bulk`, and rent's `{rentBills}`): new rows only, all or none. */
export function bulkSchema<T extends z.ZodType, K extends string>(key: K, row: T) {
  return z.object({
    [key]: z
      .array(row, { error: BILL_MESSAGES.atLeastOne })
      .min(1, BILL_MESSAGES.atLeastOne)
      .max(100, BILL_MESSAGES.tooMany),
  } as Record<K, z.ZodArray<T>>);
}

/** Converting a saved row to another currency. */
export const convertBillInputSchema = z.object({ currency: currencySchema });

/** Lists of bills: paged, and filtered by the bill's date, both ends included. */
export const billDateRangeSchema = z.object({
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
});

export const waterEntriesAnswerSchema = z
  .object({
    success: z.literal(true),
    bottles: z.array(waterBottleSchema),
    bills: z.array(waterBillSchema),
    totalBottles: z.number(),
    totalBills: z.number(),
  })
  .extend(pageInfoSchema.shape);
export type WaterEntriesAnswer = z.infer<typeof waterEntriesAnswerSchema>;

// Beyond the spec: a month's total per kind and expenses by month, in rupees.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const monthSchema = z
  .string({ error: BILL_MESSAGES.month })
  .regex(MONTH, BILL_MESSAGES.month);

/** Months from `from` to `to` inclusive, as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let index = fy * 12 + fm - 1; index <= ty * 12 + tm - 1; index += 1) {
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export const monthTotalsQuerySchema = z.object({ month: monthSchema });

export const expensesQuerySchema = z
  .object({ from: monthSchema, to: monthSchema })
  .refine(
    (range) => range.from <= range.to && monthsBetween(range.from, range.to).length <= 36,
    BILL_MESSAGES.monthRange,
  );

export const monthExpensesSchema = z.object({
  month: z.string(),
  water: z.number(),
  wifi: z.number(),
  electricity: z.number(),
  rent: z.number(),
  equipment: z.number(),
  total: z.number(),
});
export type MonthExpenses = z.infer<typeof monthExpensesSchema>;

export const monthTotalsAnswerSchema = z.object({
  success: z.literal(true),
  currency: z.literal('INR'),
  month: z.string(),
  totals: monthExpensesSchema.omit({ month: true }),
});
export type MonthTotalsAnswer = z.infer<typeof monthTotalsAnswerSchema>;

export const expensesAnswerSchema = z.object({
  success: z.literal(true),
  currency: z.literal('INR'),
  months: z.array(monthExpensesSchema),
});
export type ExpensesAnswer = z.infer<typeof expensesAnswerSchema>;
