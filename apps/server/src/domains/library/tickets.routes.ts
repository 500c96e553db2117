import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { TICKET_MESSAGES, libraryApi, pageInfo, type Ticket } from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS, type AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { organizations } from '../orgs/orgs.table';
import { libraryTickets } from './tickets.table';

const tags = ['library: enquiry'];
const api = libraryApi.tickets;

export const toTicket = (row: typeof libraryTickets.$inferSelect): Ticket => ({
  id: row.id,
  _id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  priority: row.priority,
  timestamp: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
});

export function registerTicketRoutes({ app, db, rateLimits }: AppContext): void {
  const inOrg = (orgId: string, id: string) =>
    and(eq(libraryTickets.orgId, orgId), eq(libraryTickets.id, id));

  app.route({
    ...routeOf(api.list, tags),
    handler: async (request) => {
      const { page, limit, status } = request.query;
      const conditions: (SQL | undefined)[] = [eq(libraryTickets.orgId, currentOrg(request).id)];
      if (status) conditions.push(eq(libraryTickets.status, status));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(libraryTickets)
          .where(where)
          .orderBy(desc(libraryTickets.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(libraryTickets).where(where),
      ]);
      return {
        success: true as const,
        tickets: rows.map(toTicket),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  });

  app.route({
    ...routeOf(api.get, tags),
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(libraryTickets)
        .where(inOrg(currentOrg(request).id, request.params.id))
        .limit(1);
      if (!row) throw notFound(TICKET_MESSAGES.notFound);
      return { success: true as const, ticket: toTicket(row) };
    },
  });

  // Spec 02 section 7: PATCH /api/tickets/{id}/resolve, Open becomes Closed.
  app.route({
    ...routeOf(api.resolve, tags),
    handler: async (request) => {
      const [row] = await db
        .update(libraryTickets)
        .set({ status: 'Closed' })
        .where(inOrg(currentOrg(request).id, request.params.id))
        .returning();
      if (!row) throw notFound(TICKET_MESSAGES.notFound);
      return { success: true as const, message: TICKET_MESSAGES.resolved, ticket: toTicket(row) };
    },
  });

  app.route({
    ...routeOf(api.remove, tags),
    handler: async (request) => {
      const [row] = await db
        .delete(libraryTickets)
        .where(inOrg(currentOrg(request).id, request.params.id))
        .returning({ id: libraryTickets.id });
      if (!row) throw notFound(TICKET_MESSAGES.notFound);
      return { success: true, message: TICKET_MESSAGES.removed };
    },
  });

  // A visitor raises an enquiry from the library's public page; limited per address.
  app.route({
    ...routeOf(api.raise, tags, {
      rateLimit: rateLimits.tickets ?? DEFAULT_RATE_LIMITS.tickets,
    }),
    handler: async (request, reply) => {
      const [library] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, request.params.orgId), eq(organizations.kind, 'library')))
        .limit(1);
      if (!library) throw notFound(TICKET_MESSAGES.libraryNotFound);
      await db.insert(libraryTickets).values({ ...request.body, orgId: library.id });
      return reply.status(201).send({ success: true, message: TICKET_MESSAGES.raised });
    },
  });
}
