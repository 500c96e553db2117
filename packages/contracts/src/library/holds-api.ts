import { z } from 'zod';
import { idSchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import {
  publicSeatMapQuerySchema,
  publicSeatMapSchema,
  seatHoldInputSchema,
  seatHoldSchema,
} from './holds';

const libraryParams = z.object({ orgId: idSchema });
const holdsAnswer = z.object({ success: z.literal(true), holds: z.array(seatHoldSchema) });

/**
 * A student books a seat online (decision 0360): the library's seat map as a signed-in student
 * sees it (no member's name), a hold on a free seat, and their own holds there. The desk lists
 * the library's holds with the `seats` permission; their payments are `paymentsApi.seatHolds`.
 */
export const librarySeatHoldsApi = {
  map: endpoint({
    method: 'GET',
    path: '/public/libraries/:orgId/seats',
    access: 'user',
    params: libraryParams,
    query: publicSeatMapQuerySchema,
    answer: publicSeatMapSchema,
  }),
  hold: endpoint({
    method: 'POST',
    path: '/public/libraries/:orgId/holds',
    access: 'user',
    params: libraryParams,
    body: seatHoldInputSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), hold: seatHoldSchema }),
    status: 201,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/public/libraries/:orgId/holds/mine',
    access: 'user',
    params: libraryParams,
    answer: holdsAnswer,
  }),
  /** The library's holds still standing (held or reported), oldest first. */
  desk: endpoint({
    method: 'GET',
    path: '/seat-holds',
    access: { org: 'library', permission: 'seats' },
    answer: holdsAnswer,
  }),
};
