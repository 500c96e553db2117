import { z } from 'zod';

/** Units and rupees of a span of the demand records. */
const salesSchema = z.object({ quantity: z.number(), value: z.number() });

/**
 * The ahar's home (issue 31): its stock's expiry alerts (`inventory`) and its demand
 * (`demand`): today's forecast beside yesterday's record, and this month's sales against last
 * month's. A part is null for a member without its permission (owners and admins hold all).
 */
export const aharHomeSchema = z.object({
  success: z.literal(true),
  /** India's day the figures are for. */
  today: z.string(),
  stock: z
    .object({
      expired: z.number().int(),
      /** Expiring within the business's own days (`days`), today included. */
      expiring: z.number().int(),
      days: z.number().int(),
    })
    .nullable(),
  demand: z
    .object({
      /** Units forecast for today over the categories with a forecast; null when none covers it. */
      forecastToday: z.number().nullable(),
      yesterday: salesSchema,
      thisMonth: salesSchema,
      lastMonth: salesSchema,
    })
    .nullable(),
  /**
   * Tiffin meals (decision 0360): today's and tomorrow's, paused members left out, and the meals
   * paused tomorrow; with `demand`, as the demand screens.
   */
  tiffin: z
    .object({
      mealsToday: z.number().int(),
      mealsTomorrow: z.number().int(),
      pausedTomorrow: z.number().int(),
    })
    .nullable(),
  /** Tiffin bills due (decision 0366): how many and their rupees; with `billing`, as its screen. */
  tiffinDues: z.object({ bills: z.number().int(), amount: z.string() }).nullable(),
});
export type AharHome = z.infer<typeof aharHomeSchema>;
