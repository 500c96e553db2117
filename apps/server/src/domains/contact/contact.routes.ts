import { count, desc } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTACT_MESSAGES,
  contactInputSchema,
  contactMessageSchema,
  messageResponseSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
} from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS, type AppContext } from '../../app-context';
import { contactMessages } from './contact.table';

const tags = ['contact'];

export function registerContactRoutes({ app, db, rateLimits }: AppContext): void {
  app.post(
    '/api/v1/contact',
    {
      // Anyone may write, so the number of messages per address is limited.
      config: { access: 'public', rateLimit: rateLimits.contact ?? DEFAULT_RATE_LIMITS.contact },
      schema: { tags, body: contactInputSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await db
        .insert(contactMessages)
        .values({ ...request.body, userId: request.user?.id ?? null });
      return reply.status(201).send({ success: true, message: CONTACT_MESSAGES.sent });
    },
  );

  app.get(
    '/api/v1/contact',
    {
      config: { access: 'platform-admin' },
      schema: {
        tags,
        querystring: pageQuerySchema.omit({ search: true }),
        response: {
          200: z
            .object({ success: z.literal(true), contactMessages: z.array(contactMessageSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(contactMessages),
      ]);
      return {
        success: true as const,
        contactMessages: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          phoneNumber: row.phoneNumber,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  );
}
