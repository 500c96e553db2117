import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  TICKET_MESSAGES,
  idSchema,
  messageResponseSchema,
  pageInfo,
  pageInfoSchema,
  publicTicketInputSchema,
  ticketSchema,
  ticketsQuerySchema,
  type Ticket,
} from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS, type AppContext } from '../../app-context';
import type { OrgKindAccess } from '../../http/access';
import { currentOrg } from '../../http/access';
import { notFound } from '../../http/errors';
import { organizations } from '../orgs/orgs.table';
import { libraryTickets } from './tickets.table';

const tags = ['library: enquiry'];
const enquiry: OrgKindAccess = { org: 'library', permission: 'enquiry' };

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
  const params = z.object({ id: idSchema });
  const inOrg = (orgId: string, id: string) =>
    and(eq(libraryTickets.orgId, orgId), eq(libraryTickets.id, id));

  app.get(
    '/api/v1/tickets',
    {
      config: { access: enquiry },
      schema: {
        tags,
        querystring: ticketsQuerySchema,
        response: {
          200: z
            .object({ success: z.literal(true), tickets: z.array(ticketSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/api/v1/tickets/:id',
    {
      config: { access: enquiry },
      schema: {
        tags,
        params,
        response: { 200: z.object({ success: z.literal(true), ticket: ticketSchema }) },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(libraryTickets)
        .where(inOrg(currentOrg(request).id, request.params.id))
        .limit(1);
      if (!row) throw notFound(TICKET_MESSAGES.notFound);
      return { success: true as const, ticket: toTicket(row) };
    },
  );

  // Spec 02 section 7: PATCH /api/tickets/{id}/resolve, Open becomes Closed.
  app.patch(
    '/api/v1/tickets/:id/resolve',
    {
      config: { access: enquiry },
      schema: {
        tags,
        params,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), ticket: ticketSchema }),
        },
      },
    },
    async (request) => {
      const [row] = await db
        .update(libraryTickets)
        .set({ status: 'Closed' })
        .where(inOrg(currentOrg(request).id, request.params.id))
        .returning();
      if (!row) throw notFound(TICKET_MESSAGES.notFound);
      return { success: true as const, message: TICKET_MESSAGES.resolved, ticket: toTicket(row) };
    },
  );

  app.delete(
    '/api/v1/tickets/:id',
    {
      config: { access: enquiry },
      schema: { tags, params, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const [row] = await db
        .delete(libraryTickets)
        .where(inOrg(currentOrg(request).id, request.params.id))
        .returning({ id: libraryTickets.id });
      if (!row) throw notFound(TICKET_MESSAGES.notFound);
      return { success: true, message: TICKET_MESSAGES.removed };
    },
  );

  // A visitor raises an enquiry from the library's public page; limited per address.
  app.post(
    '/api/v1/public/libraries/:orgId/tickets',
    {
      config: {
        access: 'public',
        rateLimit: rateLimits.tickets ?? DEFAULT_RATE_LIMITS.tickets,
      },
      schema: {
        tags,
        params: z.object({ orgId: idSchema }),
        body: publicTicketInputSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const [library] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, request.params.orgId), eq(organizations.kind, 'library')))
        .limit(1);
      if (!library) throw notFound(TICKET_MESSAGES.libraryNotFound);
      await db.insert(libraryTickets).values({ ...request.body, orgId: library.id });
      return reply.status(201).send({ success: true, message: TICKET_MESSAGES.raised });
    },
  );
}
