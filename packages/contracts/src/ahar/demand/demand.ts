import { z } from 'zod';
import { calendarDateSchema } from '../../common/date';
import { timeOfDaySchema } from '../../common/business-time';

/**
 * The ahar's daily demand (spec 04 sections 2.6, 3, 5 and 9; issue 14 section 3): the Daily
 * Inventory Form's records, the demand views and the forecast.
 */
export const DEMAND_MESSAGES = {
  itemFields: 'Please fill all required item fields.',
  noItems: 'Please add at least one item before submitting.',
  tooManyItems: 'A record holds at most 50 items.',
  submitted: 'Inventory submitted successfully!',
  submitFailed: 'Inventory submission failed.',
  fetchFailed: 'Failed to fetch inventory data.',
  empty: 'No inventory items found.',
  notAuthenticated: 'User not authenticated. Please log in.',
  recordNotFound: 'Demand record not found.',
  recordRemoved: 'Demand record deleted.',
  eventName: "Enter the event's name.",
  eventDates: 'The event cannot end before it starts.',
  eventEffect: 'The expected effect is a change from -100 to 500 percent.',
  eventKind: 'Choose festival, fair, closure or other.',
  eventCreated: 'Event saved.',
  eventUpdated: 'Event updated.',
  eventRemoved: 'Event deleted.',
  eventNotFound: 'Event not found.',
  yearMonth: 'Choose a year and a month.',
} as const;

/** The form's list of items is bounded, so one record stays one small write. */
export const DEMAND_MAX_ITEMS = 50;
/** The Full list and Inventory Items show this many per page (the spec does not say). */
export const DEMAND_PAGE_SIZE = 10;

const requiredItemText = (max: number) =>
  z
    .string({ error: DEMAND_MESSAGES.itemFields })
    .trim()
    .min(1, DEMAND_MESSAGES.itemFields)
    .max(max, `At most ${max} characters.`);

/** A whole number, at least 1 (quantity and price; the spec's minimum 1). */
const atLeastOne = (max: number) =>
  z.coerce
    .number({ error: DEMAND_MESSAGES.itemFields })
    .int(DEMAND_MESSAGES.itemFields)
    .min(1, DEMAND_MESSAGES.itemFields)
    .max(max, DEMAND_MESSAGES.itemFields);

/** One line of a demand record: what was asked for, from which maker, how many, at what price. */
export const demandItemInputSchema = z.object({
  category: requiredItemText(60),
  /** The item's name, as the category picker fills it; optional (the spec's items have none). */
  itemName: z.string().trim().max(80, 'At most 80 characters.').default(''),
  company: requiredItemText(80),
  quantity: atLeastOne(100_000),
  /** Rupees per unit, whole rupees. */
  price: atLeastOne(10_000_000),
  remark: z.string().trim().max(200, 'At most 200 characters.').default(''),
});
export type DemandItemInput = z.input<typeof demandItemInputSchema>;

export const demandRecordInputSchema = z.object({
  date: calendarDateSchema(DEMAND_MESSAGES.itemFields),
  time: timeOfDaySchema(),
  name: requiredItemText(80),
  /** The spec's `id`: the person's or counter's own id (free text), not the record's `_id`. */
  id: requiredItemText(40),
  items: z
    .array(demandItemInputSchema, { error: DEMAND_MESSAGES.noItems })
    .min(1, DEMAND_MESSAGES.noItems)
    .max(DEMAND_MAX_ITEMS, DEMAND_MESSAGES.tooManyItems),
});
export type DemandRecordInput = z.input<typeof demandRecordInputSchema>;

export const demandItemSchema = z.object({
  _id: z.string(),
  category: z.string(),
  itemName: z.string(),
  company: z.string(),
  quantity: z.number(),
  price: z.number(),
  remark: z.string(),
});
export type DemandItem = z.infer<typeof demandItemSchema>;

export const demandRecordSchema = z.object({
  _id: z.string(),
  date: z.string(),
  time: z.string(),
  name: z.string(),
  id: z.string(),
  items: z.array(demandItemSchema),
  /** Quantity times price over the items, in rupees with 2 decimals. */
  total: z.string(),
});
export type DemandRecord = z.infer<typeof demandRecordSchema>;

/** A line of Inventory Items: one item with the record it came in. */
export const demandLineSchema = demandItemSchema.extend({
  recordId: z.string(),
  date: z.string(),
  time: z.string(),
  name: z.string(),
  id: z.string(),
  total: z.string(),
});
export type DemandLine = z.infer<typeof demandLineSchema>;

export const demandListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(DEMAND_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});

/** The Demand views' year and month (the year pickers list this year and the 9 before). */
export const demandMonthQuerySchema = z.object({
  year: z.coerce
    .number({ error: DEMAND_MESSAGES.yearMonth })
    .int(DEMAND_MESSAGES.yearMonth)
    .min(2000, DEMAND_MESSAGES.yearMonth)
    .max(2100, DEMAND_MESSAGES.yearMonth),
  month: z.coerce
    .number({ error: DEMAND_MESSAGES.yearMonth })
    .int(DEMAND_MESSAGES.yearMonth)
    .min(1, DEMAND_MESSAGES.yearMonth)
    .max(12, DEMAND_MESSAGES.yearMonth),
});

export const salesFigureSchema = z.object({ quantity: z.number(), value: z.string() });
export const pastSalesSchema = z.object({
  year: z.number(),
  month: z.number(),
  byCategory: z.array(salesFigureSchema.extend({ category: z.string() })),
  byDay: z.array(salesFigureSchema.extend({ date: z.string() })),
  totals: salesFigureSchema,
});
export type PastSales = z.infer<typeof pastSalesSchema>;

/** Market figures appear only where at least this many businesses contribute. */
export const MARKET_MIN_BUSINESSES = 3;

export const marketSalesSchema = pastSalesSchema.extend({
  city: z.string(),
  /** Categories and days left out because fewer than 3 businesses contribute. */
  hiddenCategories: z.number(),
  hiddenDays: z.number(),
});
export type MarketSales = z.infer<typeof marketSalesSchema>;

// --- Forecast -------------------------------------------------------------------------------

/**
 * The shortest history a category needs for a forecast, in days from its first record: two
 * weeks to start the weekly season, two to fit it, and the last four to measure the error.
 */
export const FORECAST_MIN_DAYS = 56;
/** The error is measured on the last 4 weeks. */
export const FORECAST_CHECK_DAYS = 28;
export const FORECAST_HORIZON = 30;

export const forecastPointSchema = z.object({
  date: z.string(),
  /** What was recorded (history) or null (the future). */
  recorded: z.number().nullable(),
  /** The forecast for the day: the 4-week check on the history, the forecast ahead. */
  forecast: z.number().nullable(),
});

export const categoryForecastSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    category: z.string(),
    method: z.enum(['additive', 'multiplicative']),
    next7: z.number(),
    next30: z.number(),
    /** Mean absolute percentage error on the last 4 weeks; null when they hold no demand. */
    mape: z.number().nullable(),
    points: z.array(forecastPointSchema),
  }),
  z.object({ status: z.literal('short'), category: z.string(), days: z.number() }),
]);
export type CategoryForecast = z.infer<typeof categoryForecastSchema>;

export const forecastAnswerSchema = z.object({
  success: z.literal(true),
  /** The first forecast day: the day after the last recorded day. */
  from: z.string().nullable(),
  minimumDays: z.number(),
  categories: z.array(categoryForecastSchema),
  /** The market's categories left out because fewer than 3 businesses contribute (own: 0). */
  hiddenCategories: z.number(),
  /** The market's city ('' for the business's own forecast, or a business without a city). */
  city: z.string(),
});
export type ForecastAnswer = z.infer<typeof forecastAnswerSchema>;

// --- Events ----------------------------------------------------------------------------------

export const DEMAND_EVENT_KINDS = ['festival', 'fair', 'closure', 'other'] as const;
export type DemandEventKind = (typeof DEMAND_EVENT_KINDS)[number];

export const demandEventInputSchema = z
  .object({
    kind: z.enum(DEMAND_EVENT_KINDS, { error: DEMAND_MESSAGES.eventKind }),
    name: z
      .string({ error: DEMAND_MESSAGES.eventName })
      .trim()
      .min(1, DEMAND_MESSAGES.eventName)
      .max(80, 'At most 80 characters.'),
    startDate: calendarDateSchema(),
    endDate: calendarDateSchema(),
    /** Expected change of demand in percent: +60 for a festival; a closure is always -100. */
    effect: z.coerce
      .number({ error: DEMAND_MESSAGES.eventEffect })
      .int(DEMAND_MESSAGES.eventEffect)
      .min(-100, DEMAND_MESSAGES.eventEffect)
      .max(500, DEMAND_MESSAGES.eventEffect),
    /** One category, or empty for every category. */
    category: z.string().trim().max(60, 'At most 60 characters.').default(''),
  })
  .refine((e) => e.endDate >= e.startDate, {
    message: DEMAND_MESSAGES.eventDates,
    path: ['endDate'],
  })
  .transform((e) => (e.kind === 'closure' ? { ...e, effect: -100 } : e));
export type DemandEventInput = z.input<typeof demandEventInputSchema>;

export const demandEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(DEMAND_EVENT_KINDS),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  effect: z.number(),
  category: z.string(),
});
export type DemandEvent = z.infer<typeof demandEventSchema>;
