import { z } from 'zod';
import { calendarDateSchema, isCalendarDate } from '../../common/date';
import { toUnits, fromUnits } from '../../common/money';
import type { ImportField } from '../../common/spreadsheet';

/**
 * The ahar's stock (spec 04 sections 2.6, 3, 5, 8 and 9; issue 14 section 2): one model, items in
 * a location. The reuse table, the showroom list and the warehouse list are three views of it.
 */
export const STOCK_LOCATIONS = ['showroom', 'warehouse', 'reuse'] as const;
export type StockLocation = (typeof STOCK_LOCATIONS)[number];

/** The spec's units ("for example KG, L, PCS"). */
export const STOCK_UNITS = ['KG', 'L', 'PCS'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];

/** The reuse table's Kg/L part is kilograms or litres. */
export const REUSE_UNITS = ['KG', 'L'] as const;

/** Issue 14: items expiring within N days, N set by the business, 5 by default. */
export const DEFAULT_EXPIRY_DAYS = 5;
export const MAX_EXPIRY_DAYS = 90;
/** The reuse table's Submit sends at most this many rows at once. */
export const MAX_REUSE_ROWS = 20;
/** Quantities carry up to three decimals (grams, millilitres). */
export const QUANTITY_SCALE = 3;
export const MAX_QUANTITY = 999_999_999;
export const MAX_PRICE = 9_999_999_999;

/** The words of spec 04 sections 5 and 8, and ours beyond the spec. */
export const STOCK_MESSAGES = {
  reuseRequired: 'Please fill in all required fields for each item.',
  listRequired: 'Please fill all required fields before submitting.',
  imageOnly: 'Only image files are allowed.',
  pdfOnly: 'Only PDF files are allowed.',
  submitted: 'Inventory submitted successfully!',
  added: 'Inventory added successfully!',
  itemUpdated: 'Item updated successfully!',
  inventoryUpdated: 'Inventory updated successfully!',
  submissionFailed: 'Inventory submission failed.',
  failedToSubmit: 'Failed to submit inventory.',
  connection: 'Error submitting inventory. Please check your connection.',
  fetchFailed: 'Failed to fetch inventory data.',
  empty: 'No inventory items found.',
  // Beyond the spec.
  removed: 'Item deleted.',
  notFound: 'Item not found.',
  offer: 'Offer must be from 0 to 100 percent.',
  quantity: 'Quantity must be 0 or more, with at most 3 decimals.',
  price: 'Price must be 0 or more, with at most 2 decimals.',
  noRows: 'Please add at least one item.',
  tooManyRows: `Submit at most ${MAX_REUSE_ROWS} items at once.`,
  sameLocation: 'Choose another location to move the item to.',
  moveQuantity: 'Enter a quantity above 0 to move.',
  useQuantity: 'Enter a quantity above 0 to use.',
  moved: 'Stock moved.',
  used: 'Stock used, earliest expiry first.',
  undone: 'The last change was undone.',
  nothingToUndo: 'There is no change to undo.',
  expiryDays: `Enter a number of days from 1 to ${MAX_EXPIRY_DAYS}.`,
  settingsSaved: 'Expiry alert days saved.',
  manufacturingAfterExpiry: 'The manufacturing date must not be after the expiry date.',
} as const;

/** "Error submitting data: {message}" and "Error updating item: {message}" (spec section 8). */
export const submitErrorMessage = (message: string) => `Error submitting data: ${message}`;
export const updateErrorMessage = (message: string) => `Error updating item: ${message}`;
/** Using more than there is (beyond the spec). */
export const notEnoughStockMessage = (available: string, unit: string, name: string) =>
  `Only ${available} ${unit} of ${name} is in stock there.`;
export const moveTooMuchMessage = (available: string, unit: string) =>
  `Only ${available} ${unit} can be moved.`;

const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** A decimal that arrives as a JSON number or as the text of a multipart field. */
const decimalText = (pattern: RegExp, required: string, invalid: string) =>
  z
    .union([z.number(), z.string()], { error: required })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => v !== '', required)
    .refine((v) => pattern.test(v), invalid);

const optionalDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const offerSchema = z
  .union([z.number(), z.string()], { error: STOCK_MESSAGES.offer })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim() || '0'))
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, STOCK_MESSAGES.offer)
  .optional()
  .transform((v) => v ?? '0');

const nameText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters.`);

function baseFields(required: string) {
  return {
    name: nameText(required, 120),
    category: nameText(required, 60),
    price: decimalText(PRICE, required, STOCK_MESSAGES.price),
    manufacturing: optionalDate(required),
    offer: offerSchema,
  };
}

const manufacturingBeforeExpiry = (v: {
  manufacturing: string | null;
  expireDate: string | null;
}) => v.manufacturing === null || v.expireDate === null || v.manufacturing <= v.expireDate;

/**
 * A showroom or warehouse row (spec section 5: "each row needs name, category, quantity, price,
 * unit, else Please fill all required fields before submitting."). Expiry is optional there.
 * `total` may be sent (the spec's warehouse form sends it) and is ignored: the server computes it.
 */
export const stockRowInputSchema = z
  .object({
    ...baseFields(STOCK_MESSAGES.listRequired),
    expireDate: optionalDate(STOCK_MESSAGES.listRequired),
    quantity: decimalText(QUANTITY, STOCK_MESSAGES.listRequired, STOCK_MESSAGES.quantity),
    unit: z.enum(STOCK_UNITS, { error: STOCK_MESSAGES.listRequired }),
    total: z.unknown().optional(),
  })
  .refine(manufacturingBeforeExpiry, {
    message: STOCK_MESSAGES.manufacturingAfterExpiry,
    path: ['manufacturing'],
  });
export type StockRowInput = z.input<typeof stockRowInputSchema>;

/**
 * A reuse row (spec section 5: "every row needs name, category, expireDate, price and
 * non-negative quantities, else Please fill in all required fields for each item."). The Kg/L part
 * is in `unit` (KG or L; when not sent, KG for a new row and the row's own unit for an edit).
 */
export const reuseRowInputSchema = z
  .object({
    ...baseFields(STOCK_MESSAGES.reuseRequired),
    expireDate: calendarDateSchema(STOCK_MESSAGES.reuseRequired),
    quantityNumber: decimalText(QUANTITY, STOCK_MESSAGES.reuseRequired, STOCK_MESSAGES.quantity),
    quantityKgL: decimalText(QUANTITY, STOCK_MESSAGES.reuseRequired, STOCK_MESSAGES.quantity),
    /** Absent: KG for a new row; an edited row keeps its unit (PCS for pieces moved in). */
    unit: z.enum(REUSE_UNITS, { error: STOCK_MESSAGES.reuseRequired }).optional(),
  })
  .refine((v) => manufacturingBeforeExpiry({ ...v, expireDate: v.expireDate }), {
    message: STOCK_MESSAGES.manufacturingAfterExpiry,
    path: ['manufacturing'],
  });
export type ReuseRowInput = z.input<typeof reuseRowInputSchema>;

/** `POST /api/v1/reuse` as JSON (the multipart form's `inventory[i][...]` reads into this). */
export const reuseSubmitSchema = z.object({
  inventory: z
    .array(reuseRowInputSchema, { error: STOCK_MESSAGES.noRows })
    .min(1, STOCK_MESSAGES.noRows)
    .max(MAX_REUSE_ROWS, STOCK_MESSAGES.tooManyRows),
});

export const stockItemSchema = z.object({
  _id: z.string(),
  location: z.enum(STOCK_LOCATIONS),
  name: z.string(),
  category: z.string(),
  expireDate: z.string().nullable(),
  manufacturing: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  unit: z.enum(STOCK_UNITS),
  /** The reuse table's split: Number and Kg/L (null outside the reuse table). */
  quantityNumber: z.number().nullable(),
  quantityKgL: z.number().nullable(),
  offer: z.number(),
  /** Price times quantity, to 2 decimals. */
  total: z.string(),
  pic: z.string().nullable(),
  picName: z.string(),
  description: z.string().nullable(),
  descriptionName: z.string(),
  /** The first item this stock came from: moves between locations keep it. */
  lineageId: z.string(),
  createdAt: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const STOCK_EXPIRY_FILTERS = ['expired', 'soon'] as const;

export const stockQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  expiry: z.enum(STOCK_EXPIRY_FILTERS).optional(),
});
export type StockQuery = z.input<typeof stockQuerySchema>;

const positiveQuantity = (message: string) =>
  decimalText(QUANTITY, message, message).refine((v) => Number(v) > 0, message);

/** Moving some or all of an item to another location (beyond the spec). */
export const stockMoveSchema = z.object({
  to: z.enum(STOCK_LOCATIONS, { error: STOCK_MESSAGES.sameLocation }),
  quantity: positiveQuantity(STOCK_MESSAGES.moveQuantity),
});
export type StockMoveInput = z.input<typeof stockMoveSchema>;

/** Selling or using: the earliest-expiring stock of that name and unit goes first (FEFO). */
export const stockUseSchema = z.object({
  location: z.enum(STOCK_LOCATIONS),
  name: nameText(STOCK_MESSAGES.listRequired, 120),
  unit: z.enum(STOCK_UNITS, { error: STOCK_MESSAGES.listRequired }),
  quantity: positiveQuantity(STOCK_MESSAGES.useQuantity),
});
export type StockUseInput = z.input<typeof stockUseSchema>;

export const stockSettingsSchema = z.object({
  expiryDays: z.coerce
    .number({ error: STOCK_MESSAGES.expiryDays })
    .int(STOCK_MESSAGES.expiryDays)
    .min(1, STOCK_MESSAGES.expiryDays)
    .max(MAX_EXPIRY_DAYS, STOCK_MESSAGES.expiryDays),
});

export const STOCK_ACTIONS = ['add', 'update', 'delete', 'move', 'use'] as const;
export type StockAction = (typeof STOCK_ACTIONS)[number];

/** One change of the stock journal: who, when, what, how much. */
export const stockJournalEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(STOCK_ACTIONS),
  by: z.string(),
  at: z.string(),
  name: z.string(),
  /** How much changed hands, with its unit ("2.5 KG"); empty for an edit of other fields. */
  quantity: z.string(),
  from: z.enum(STOCK_LOCATIONS).nullable(),
  to: z.enum(STOCK_LOCATIONS).nullable(),
  undone: z.boolean(),
});
export type StockJournalEntry = z.infer<typeof stockJournalEntrySchema>;

/** The expiry alerts of the dashboard home. */
export const stockAlertsSchema = z.object({
  days: z.number(),
  today: z.string(),
  expired: z.object({ count: z.number(), items: z.array(stockItemSchema) }),
  soon: z.object({ count: z.number(), items: z.array(stockItemSchema) }),
});
export type StockAlerts = z.infer<typeof stockAlertsSchema>;

/**
 * Price times quantity, to 2 decimals, half away from zero, computed in whole units (paise and
 * thousandths) so the web and the server agree: the reuse table's Total (price times the sum of
 * Number and Kg/L) and the lists' total.
 */
export function stockTotal(price: string | number, quantity: string | number): string {
  const product = toUnits(price, 2) * toUnits(quantity, QUANTITY_SCALE);
  const scale = 10n ** BigInt(QUANTITY_SCALE);
  const negative = product < 0n;
  const n = negative ? -product : product;
  const rounded = (2n * n + scale) / (2n * scale);
  return fromUnits(negative ? -rounded : rounded, 2);
}

/** The sum of two quantities (the reuse row's Number and Kg/L), exactly. */
export function addQuantities(a: string | number, b: string | number): string {
  return fromUnits(toUnits(a, QUANTITY_SCALE) + toUnits(b, QUANTITY_SCALE), QUANTITY_SCALE);
}

const NAME_FIELD: ImportField = {
  key: 'name',
  en: 'Name',
  hi: 'नाम',
  aliases: ['Item', 'Item Name', 'सामान'],
  required: true,
};
const CATEGORY_FIELD: ImportField = { key: 'category', en: 'Category', hi: 'श्रेणी', required: true };
const PRICE_FIELD: ImportField = {
  key: 'price',
  en: 'Price',
  hi: 'मूल्य',
  aliases: ['Rate', 'कीमत'],
  required: true,
  kind: 'number',
};
const EXPIRY_ALIASES = ['Expiry', 'Expire Date', 'Best Before'];
const MANUFACTURING_FIELD: ImportField = {
  key: 'manufacturing',
  en: 'Manufacturing Date',
  hi: 'निर्माण तिथि',
  aliases: ['Manufacturing', 'Mfg Date', 'MFG'],
  kind: 'date',
};
const OFFER_FIELD: ImportField = {
  key: 'offer',
  en: 'Offer',
  hi: 'छूट',
  aliases: ['Discount', 'Offer %'],
  kind: 'number',
};

/** The columns a spreadsheet of showroom or warehouse stock may fill (issue 32 item 5). */
export const STOCK_IMPORT_FIELDS: readonly ImportField[] = [
  NAME_FIELD,
  CATEGORY_FIELD,
  {
    key: 'quantity',
    en: 'Quantity',
    hi: 'मात्रा',
    aliases: ['Qty'],
    required: true,
    kind: 'number',
  },
  { key: 'unit', en: 'Unit', hi: 'इकाई', required: true, choices: STOCK_UNITS },
  PRICE_FIELD,
  {
    key: 'expireDate',
    en: 'Expiry Date',
    hi: 'समाप्ति तिथि',
    aliases: EXPIRY_ALIASES,
    kind: 'date',
  },
  MANUFACTURING_FIELD,
  OFFER_FIELD,
];

/**
 * The reuse table's columns (its two-part quantity: Number and Kg/L, the Kg/L part in KG or L,
 * KG when the file has no unit; the expiry required), named as the reuse table names them. A
 * "Quantity" column is left unmatched: the reuse list's own export has one, the sum of the two.
 */
export const REUSE_IMPORT_FIELDS: readonly ImportField[] = [
  NAME_FIELD,
  CATEGORY_FIELD,
  {
    key: 'quantityNumber',
    en: 'Number',
    hi: 'संख्या',
    aliases: ['Pieces', 'Nos'],
    required: true,
    kind: 'number',
  },
  {
    key: 'quantityKgL',
    en: 'Kg/L',
    hi: 'किलो/लीटर',
    aliases: ['Kg or L', 'Weight'],
    required: true,
    kind: 'number',
  },
  {
    key: 'unit',
    en: 'Kg/L unit',
    hi: 'किलो/लीटर की इकाई',
    aliases: ['Unit', 'इकाई'],
    choices: REUSE_UNITS,
  },
  PRICE_FIELD,
  {
    key: 'expireDate',
    en: 'Expiry Date',
    hi: 'समाप्ति तिथि',
    aliases: EXPIRY_ALIASES,
    required: true,
    kind: 'date',
  },
  MANUFACTURING_FIELD,
  OFFER_FIELD,
];
