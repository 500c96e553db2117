import { z } from 'zod';
import { idSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import {
  BROADCAST_GROUPS,
  BROADCAST_MESSAGES,
  BROADCAST_RECIPIENT_STATUSES,
  broadcastInputSchema,
  broadcastPersonSchema,
  broadcastRecipientSchema,
  broadcastSchema,
} from './broadcast';

/**
 * Multiple (SUTRIN ADMIN): the gym's `sms` permission (spec 03 section 6 names it for the item)
 * and the ahar's `notice` (its SUTRIN ADMIN has no `sms`). A kind left out is not served.
 */
const BROADCAST_ACCESS: OrgKindsAccess = { orgs: { gym: 'sms', ahar: 'notice' } };
const access = { read: BROADCAST_ACCESS, write: BROADCAST_ACCESS };
const idParams = z.object({ id: idSchema });

/** The pick list's query: a page, a search, and one group of the people directories. */
export const broadcastPeopleQuerySchema = pageQuerySchema.extend({
  group: z.enum(BROADCAST_GROUPS, { error: BROADCAST_MESSAGES.group }).default('everyone'),
});

/** Multiple: messages e-mailed to the people of a business, and what became of each. */
export const broadcastsApi = {
  /** The messages sent, newest first; only listed here (a message is sent by `send`). */
  history: resource({
    path: '/broadcasts',
    verbs: ['list'],
    access,
    keys: { list: 'broadcasts', item: 'broadcast' },
    input: z.never(),
    item: broadcastSchema,
  }),
  /** The pick list: the business's people of every directory, paged and searched. */
  people: resource({
    path: '/broadcasts/people',
    verbs: ['list'],
    access,
    keys: { list: 'people', item: 'person' },
    input: z.never(),
    item: broadcastPersonSchema,
  }),
  /**
   * Sends a message: answered 202 once its recipients are listed, the e-mails going out after
   * (`Endpoint.status` names only 201, so the server's route says 202 itself).
   */
  send: endpoint({
    method: 'POST',
    path: '/broadcasts',
    access: BROADCAST_ACCESS,
    body: broadcastInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      broadcast: broadcastSchema,
    }),
    // Accepted: the e-mails go out after the answer.
    status: 202,
  }),
  /** One message, asked after for its progress while it is sent. */
  one: endpoint({
    method: 'GET',
    path: '/broadcasts/:id',
    access: BROADCAST_ACCESS,
    params: idParams,
    answer: z.object({ success: z.literal(true), broadcast: broadcastSchema }),
  }),
  /** A message's recipients in the order they were added, with what became of each e-mail. */
  recipients: endpoint({
    method: 'GET',
    path: '/broadcasts/:id/recipients',
    access: BROADCAST_ACCESS,
    params: idParams,
    query: pageQuerySchema.extend({ status: z.enum(BROADCAST_RECIPIENT_STATUSES).optional() }),
    answer: z
      .object({ success: z.literal(true), recipients: z.array(broadcastRecipientSchema) })
      .extend(pageInfoSchema.shape),
  }),
};
