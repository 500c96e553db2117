import { z } from 'zod';
import { messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { contactInputSchema, contactMessageSchema } from './message';

/** Contact Us: anyone writes (the server limits how often), platform administrators read. */
export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/contact',
    access: 'public',
    body: contactInputSchema,
    answer: messageResponseSchema,
    status: 201,
  }),
  /** Newest first. */
  messages: endpoint({
    method: 'GET',
    path: '/contact',
    access: 'platform-admin',
    query: pageQuerySchema.omit({ search: true }),
    answer: z
      .object({ success: z.literal(true), contactMessages: z.array(contactMessageSchema) })
      .extend(pageInfoSchema.shape),
  }),
};
