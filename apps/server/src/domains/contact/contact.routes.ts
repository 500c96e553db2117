import { count, desc } from 'drizzle-orm';
import { CONTACT_MESSAGES, contactApi, pageInfo } from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS, type AppContext } from '../../app-context';
import { routeOf } from '../../http/endpoint-routes';
import { contactMessages } from './contact.table';

const tags = ['contact'];

export function registerContactRoutes({ app, db, rateLimits }: AppContext): void {
  app.route({
    // Anyone may write, so the number of messages per address is limited.
    ...routeOf(contactApi.send, tags, {
      rateLimit: rateLimits.contact ?? DEFAULT_RATE_LIMITS.contact,
    }),
    handler: async (request, reply) => {
      await db
        .insert(contactMessages)
        .values({ ...request.body, userId: request.user?.id ?? null });
      return reply.status(201).send({ success: true, message: CONTACT_MESSAGES.sent });
    },
  });

  app.route({
    ...routeOf(contactApi.messages, tags),
    handler: async (request) => {
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
  });
}
