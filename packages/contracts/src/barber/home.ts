import { z } from 'zod';

/**
 * The barber's home (issue 31): the queue now, today's customers and takings, and the week, all
 * from the walk-in queue (`queue` permission; null for a member without it). A customer is one
 * served (done); takings are the price-list prices of the services of those served, since the
 * queue keeps no price of its own.
 */
export const barberHomeSchema = z.object({
  success: z.literal(true),
  /** India's day the figures are for. */
  today: z.string(),
  queue: z
    .object({
      waiting: z.number().int(),
      /** The token being served, or null. */
      serving: z.number().int().nullable(),
      customers: z.number().int(),
      takings: z.number(),
      /** The last 7 days, oldest first, today last. */
      week: z.array(z.object({ at: z.string(), customers: z.number().int(), takings: z.number() })),
    })
    .nullable(),
});
export type BarberHome = z.infer<typeof barberHomeSchema>;
