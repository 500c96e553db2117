import { z } from 'zod';
import { idSchema, messageResponseSchema } from '../common/api';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import {
  barberServiceInputSchema,
  barberServiceSchema,
  publicQueueSchema,
  queueEntrySchema,
  queueJoinInputSchema,
} from './barber';
import { barberHomeSchema } from './home';

/**
 * Any member reads the price list; changing it needs `services`. The walk-in queue is the
 * barber's (`queue`) and the gym's Token System, kept by whoever receives walk-ins (`enquiry`).
 */
const SERVICES_READ: OrgKindsAccess = { orgs: { barber: null } };
const SERVICES_WRITE: OrgKindsAccess = { orgs: { barber: 'services' } };
const QUEUE_ACCESS: OrgKindsAccess = { orgs: { barber: 'queue', gym: 'enquiry' } };

const entryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: queueEntrySchema,
});
const orgParams = z.object({ orgId: idSchema });

/** The barber's price list and walk-in queue (the gym's Token System shares the queue). */
export const barberApi = {
  /** The home's figures in one request, for any member; the queue's part needs `queue`. */
  home: endpoint({
    method: 'GET',
    path: '/barber/home',
    access: { org: 'barber' },
    answer: barberHomeSchema,
  }),
  services: resource({
    path: '/barber/services',
    access: { read: SERVICES_READ, write: SERVICES_WRITE },
    keys: { list: 'services', item: 'service' },
    input: barberServiceInputSchema,
    item: barberServiceSchema,
  }),
  /** The staff's view: today's queue with names, in token order. */
  queue: endpoint({
    method: 'GET',
    path: '/barber/queue',
    access: QUEUE_ACCESS,
    answer: z.object({
      success: z.literal(true),
      waiting: z.number(),
      queue: z.array(queueEntrySchema),
    }),
  }),
  addToQueue: endpoint({
    method: 'POST',
    path: '/barber/queue',
    access: QUEUE_ACCESS,
    body: queueJoinInputSchema,
    answer: entryAnswer,
    status: 201,
  }),
  /** Whoever is being served is done, and the first waiting is served. */
  callNext: endpoint({
    method: 'POST',
    path: '/barber/queue/next',
    access: QUEUE_ACCESS,
    answer: entryAnswer,
  }),
  removeFromQueue: endpoint({
    method: 'DELETE',
    path: '/barber/queue/:id',
    access: QUEUE_ACCESS,
    params: z.object({ id: idSchema }),
    answer: messageResponseSchema,
  }),
  /**
   * The public page of a barber's or a gym's queue: how many wait, the token being served, a
   * barber's price list; never a name. The barbers' path came first and stays.
   */
  publicQueue: endpoint({
    method: 'GET',
    path: '/public/queues/:orgId',
    aliases: ['/public/barbers/:orgId/queue'],
    access: 'public',
    params: orgParams,
    answer: publicQueueSchema,
  }),
  /** A walk-in joins from the public page: their token and how many are ahead. */
  joinPublicQueue: endpoint({
    method: 'POST',
    path: '/public/queues/:orgId',
    aliases: ['/public/barbers/:orgId/queue'],
    access: 'public',
    params: orgParams,
    body: queueJoinInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      token: z.number(),
      waitingAhead: z.number(),
    }),
    status: 201,
  }),
};
