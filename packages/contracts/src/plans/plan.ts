import { z } from 'zod';

/** Membership plans, card plans and waive-off tasks of a library or a gym (spec 01 section 2.6). */

export const PLAN_MESSAGES = {
  name: 'Plan name is required.',
  fee: 'Fee must be a valid amount.',
  flag: (label: string) => `Choose Yes or No for ${label}.`,
  details: 'Details are required.',
  created: 'Plan added.',
  updated: 'Plan updated.',
  removed: 'Plan removed.',
  notFound: 'Plan not found.',
  // Spec 01 section 8, word for word.
  empty: 'No plans available.',
  loadFailed: 'Failed to fetch plans',
} as const;

/** The four tiers a plan row is marked for, in the spec's order, with their labels. */
export const PLAN_FLAGS = ['free', 'affordable', 'standard', 'premium'] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];
export const PLAN_FLAG_LABELS: Record<PlanFlag, string> = {
  free: 'Free',
  affordable: 'Affordable',
  standard: 'Standard',
  premium: 'Premium',
};

/** Rupees with at most two decimals, up to 99,999,999.99; kept as text for a numeric column. */
const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

export function moneySchema(message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((value) => MONEY_PATTERN.test(value), message);
}

/** Spec 01 section 5: the details are written as one text, split on commas and trimmed. */
export function splitDetails(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const flagSchema = (flag: PlanFlag) =>
  z.boolean({ error: PLAN_MESSAGES.flag(PLAN_FLAG_LABELS[flag]) });

export const planInputSchema = z.object({
  name: z
    .string({ error: PLAN_MESSAGES.name })
    .trim()
    .min(1, PLAN_MESSAGES.name)
    .max(100, 'Plan name may have at most 100 characters.'),
  fee: moneySchema(PLAN_MESSAGES.fee),
  free: flagSchema('free'),
  affordable: flagSchema('affordable'),
  standard: flagSchema('standard'),
  premium: flagSchema('premium'),
  // The server splits a text too, so the rule holds for every client.
  details: z.preprocess(
    (value) => (typeof value === 'string' ? splitDetails(value) : value),
    z
      .array(z.string({ error: PLAN_MESSAGES.details }).trim().max(200), {
        error: PLAN_MESSAGES.details,
      })
      .transform((parts) => parts.filter((part) => part !== ''))
      .refine((parts) => parts.length > 0, PLAN_MESSAGES.details)
      .refine((parts) => parts.length <= 30, 'A plan may have at most 30 details.'),
  ),
});
export type PlanInput = z.input<typeof planInputSchema>;

export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fee: z.number(),
  free: z.boolean(),
  affordable: z.boolean(),
  standard: z.boolean(),
  premium: z.boolean(),
  details: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

// Card plans: a membership card bought once a year.

/** Spec 01 section 9: the annual fees a card plan may have. */
export const CARD_PLAN_FEES = ['400', '1000', '1500', 'Free'] as const;
export type CardPlanFee = (typeof CARD_PLAN_FEES)[number];

export const CARD_PLAN_MESSAGES = {
  name: 'Card name is required.',
  annualFee: 'Choose an annual fee: 400, 1000, 1500 or Free.',
  created: 'Card plan added.',
  updated: 'Card plan updated.',
  removed: 'Card plan removed.',
  notFound: 'Card plan not found.',
  empty: 'No card plans yet.',
  loadFailed: 'Failed to fetch card plans',
} as const;

export const cardPlanInputSchema = z.object({
  name: z
    .string({ error: CARD_PLAN_MESSAGES.name })
    .trim()
    .min(1, CARD_PLAN_MESSAGES.name)
    .max(100, 'Card name may have at most 100 characters.'),
  annualFee: z.enum(CARD_PLAN_FEES, { error: CARD_PLAN_MESSAGES.annualFee }),
  benefits: z.string().trim().max(500, 'Benefits may have at most 500 characters.').default(''),
});
export type CardPlanInput = z.input<typeof cardPlanInputSchema>;

export const cardPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  annualFee: z.enum(CARD_PLAN_FEES),
  benefits: z.string(),
});
export type CardPlan = z.infer<typeof cardPlanSchema>;

// Waive-off tasks: work a member does for a number of days to have part of the fee waived.

/** Spec 01 section 9: the day columns, and the tasks a library or gym starts with. */
export const WAIVE_OFF_DAYS = [10, 15, 20, 30] as const;
export const DEFAULT_WAIVE_OFF_TASKS = ['Water Bottle', 'Floor Clean', 'Attendance Maintain'];

export const WAIVE_OFF_MESSAGES = {
  name: 'Task name is required.',
  amount: (days: number) => `Enter the amount waived for ${days} days.`,
  created: 'Task added.',
  updated: 'Task updated.',
  removed: 'Task removed.',
  notFound: 'Task not found.',
  empty: 'No waive-off tasks yet.',
  loadFailed: 'Failed to fetch waive-off tasks',
} as const;

export const waiveOffTaskInputSchema = z.object({
  name: z
    .string({ error: WAIVE_OFF_MESSAGES.name })
    .trim()
    .min(1, WAIVE_OFF_MESSAGES.name)
    .max(100, 'Task name may have at most 100 characters.'),
  days10: moneySchema(WAIVE_OFF_MESSAGES.amount(10)),
  days15: moneySchema(WAIVE_OFF_MESSAGES.amount(15)),
  days20: moneySchema(WAIVE_OFF_MESSAGES.amount(20)),
  days30: moneySchema(WAIVE_OFF_MESSAGES.amount(30)),
});
export type WaiveOffTaskInput = z.input<typeof waiveOffTaskInputSchema>;

export const waiveOffTaskSchema = z.object({
  _id: z.string(),
  name: z.string(),
  days10: z.number(),
  days15: z.number(),
  days20: z.number(),
  days30: z.number(),
});
export type WaiveOffTask = z.infer<typeof waiveOffTaskSchema>;

// The public page of a business.

export const publicBusinessSchema = z.object({
  _id: z.string(),
  kind: z.enum(['library', 'gym']),
  name: z.string(),
  city: z.string(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

export const publicPlansAnswerSchema = z.object({
  success: z.literal(true),
  business: publicBusinessSchema,
  plans: z.array(planSchema),
  cardPlans: z.array(cardPlanSchema),
  waiveOffTasks: z.array(waiveOffTaskSchema),
});
export type PublicPlansAnswer = z.infer<typeof publicPlansAnswerSchema>;

/** How many rows of each list the public page shows; a business has a handful. */
export const PUBLIC_PLANS_LIMIT = 50;

/** The public directory of libraries and gyms, one kind at a time, by name. */
export const publicBusinessesQuerySchema = z.object({
  kind: z.enum(['library', 'gym'], { error: 'Choose library or gym.' }),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
