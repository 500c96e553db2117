import { z } from 'zod';
import { requiredText } from '../common/business-time';

export const BARBER_MESSAGES = {
  serviceName: 'Service name is required.',
  price: 'Price must be a number of rupees, 0 or more.',
  duration: 'Duration must be 5 to 600 minutes.',
  customerName: 'Enter the name to call out.',
  serviceCreated: 'Service added.',
  serviceUpdated: 'Service updated.',
  serviceRemoved: 'Service deleted.',
  serviceNotFound: 'Service not found.',
  joined: (token: number) => `You joined the queue. Your token is ${token}.`,
  added: (token: number) => `Added to the queue with token ${token}.`,
  called: (token: number) => `Now serving token ${token}.`,
  nobodyWaiting: 'Nobody is waiting.',
  entryNotFound: 'Queue entry not found.',
  removed: 'Removed from the queue.',
  notFound: 'Business not found.',
} as const;

export const QUEUE_STATUSES = ['waiting', 'serving', 'done'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

const rupees = z
  .union([z.number(), z.string().trim()], { error: BARBER_MESSAGES.price })
  .transform((v) => String(v))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), BARBER_MESSAGES.price);

/** A line of the price list. */
export const barberServiceInputSchema = z.object({
  name: requiredText(BARBER_MESSAGES.serviceName, 100),
  price: rupees,
  duration: z.coerce
    .number({ error: BARBER_MESSAGES.duration })
    .int(BARBER_MESSAGES.duration)
    .min(5, BARBER_MESSAGES.duration)
    .max(600, BARBER_MESSAGES.duration),
});
export type BarberServiceInput = z.input<typeof barberServiceInputSchema>;

export const barberServiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: z.number(),
});
export type BarberService = z.infer<typeof barberServiceSchema>;

/** A walk-in joins with a name (and optionally the service they want). */
export const queueJoinInputSchema = z.object({
  name: requiredText(BARBER_MESSAGES.customerName, 60),
  serviceId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, BARBER_MESSAGES.serviceNotFound)
    .optional(),
});
export type QueueJoinInput = z.input<typeof queueJoinInputSchema>;

export const queueEntrySchema = z.object({
  _id: z.string(),
  token: z.number(),
  name: z.string(),
  service: z.string().nullable(),
  status: z.enum(QUEUE_STATUSES),
  joinedAt: z.string(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** The public view of the queue: counts and the token being served, never a name. */
/** The kinds of business that keep a walk-in queue: the barber's, and the gym's Token System. */
export const QUEUE_KINDS = ['barber', 'gym'] as const;

export const publicQueueSchema = z.object({
  success: z.literal(true),
  business: z.string(),
  kind: z.enum(QUEUE_KINDS),
  waiting: z.number(),
  serving: z.number().nullable(),
  services: z.array(barberServiceSchema.omit({ _id: true })),
});
export type PublicQueue = z.infer<typeof publicQueueSchema>;
