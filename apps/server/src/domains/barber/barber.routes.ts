import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BARBER_MESSAGES,
  barberApi,
  businessDay,
  QUEUE_KINDS,
  queueJoinInputSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { currentOrg } from '../../http/access';
import { notFound } from '../../http/errors';
import { routeOf, routesOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { organizations } from '../orgs/orgs.table';
import { barberQueue, barberServices } from './barber.table';

/** A visitor may join a queue this often from one address. */
const PUBLIC_JOIN_LIMIT = { max: 10, timeWindow: 60_000 };
const PUBLIC_SERVICES_LIMIT = 50;
const QUEUE_PAGE = 200;

const toService = (row: typeof barberServices.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  price: Number(row.price),
  duration: row.duration,
});

type QueueRow = typeof barberQueue.$inferSelect;
const toEntry = (row: QueueRow, service: string | null) => ({
  _id: row.id,
  token: row.token,
  name: row.name,
  service,
  status: row.status,
  joinedAt: row.createdAt.toISOString(),
});

/**
 * Adds a walk-in to today's queue with the next token. Two joins at once may draw the same
 * token; the unique (org, day, token) key refuses the second, which draws again.
 */
async function joinQueue(db: Db, orgId: string, input: z.output<typeof queueJoinInputSchema>) {
  const day = businessDay();
  let serviceName: string | null = null;
  if (input.serviceId) {
    const [service] = await db
      .select({ name: barberServices.name })
      .from(barberServices)
      .where(and(eq(barberServices.orgId, orgId), eq(barberServices.id, input.serviceId)))
      .limit(1);
    if (!service) throw notFound(BARBER_MESSAGES.serviceNotFound);
    serviceName = service.name;
  }
  for (let attempt = 0; ; attempt += 1) {
    const [last] = await db
      .select({ token: max(barberQueue.token) })
      .from(barberQueue)
      .where(and(eq(barberQueue.orgId, orgId), eq(barberQueue.day, day)));
    const token = (last?.token ?? 0) + 1;
    try {
      const [row] = await db
        .insert(barberQueue)
        .values({ orgId, day, token, name: input.name, serviceId: input.serviceId ?? null })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { row, serviceName };
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'barber_queue_org_day_token_key')) continue;
      throw error;
    }
  }
}

async function waitingAhead(db: Db, orgId: string, day: string, token: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(barberQueue)
    .where(
      and(
        eq(barberQueue.orgId, orgId),
        eq(barberQueue.day, day),
        eq(barberQueue.status, 'waiting'),
        sql`${barberQueue.token} < ${token}`,
      ),
    );
  return row?.total ?? 0;
}
const tags = ['barber'];

export function registerBarberRoutes(ctx: AppContext): void {
  registerBarberServiceRoutes(ctx);
  registerQueueRoutes(ctx);
  registerPublicQueueRoutes(ctx);
}

/** The price list. */
function registerBarberServiceRoutes({ app, db }: AppContext): void {
  serveResource({ app, db }, barberApi.services, {
    table: barberServices,
    toRow: (input) => input,
    toItem: toService,
    messages: {
      created: BARBER_MESSAGES.serviceCreated,
      updated: BARBER_MESSAGES.serviceUpdated,
      removed: BARBER_MESSAGES.serviceRemoved,
      notFound: BARBER_MESSAGES.serviceNotFound,
    },
    search: [barberServices.name],
    order: 'oldest',
    tags,
  });
}

/** Today's queue, as the staff work it. */
function registerQueueRoutes({ app, db }: AppContext): void {
  async function todaysQueue(orgId: string) {
    const rows = await db
      .select({ row: barberQueue, service: barberServices.name })
      .from(barberQueue)
      .leftJoin(barberServices, eq(barberServices.id, barberQueue.serviceId))
      .where(and(eq(barberQueue.orgId, orgId), eq(barberQueue.day, businessDay())))
      .orderBy(asc(barberQueue.token))
      .limit(QUEUE_PAGE);
    return rows.map(({ row, service }) => toEntry(row, service));
  }

  // The staff's view: today's queue with names, in token order.
  app.route({
    ...routeOf(barberApi.queue, tags),
    handler: async (request) => {
      const queue = await todaysQueue(currentOrg(request).id);
      return {
        success: true as const,
        waiting: queue.filter((e) => e.status === 'waiting').length,
        queue,
      };
    },
  });

  app.route({
    ...routeOf(barberApi.addToQueue, tags),
    handler: async (request, reply) => {
      const { row, serviceName } = await joinQueue(db, currentOrg(request).id, request.body);
      return reply.status(201).send({
        success: true as const,
        message: BARBER_MESSAGES.added(row.token),
        entry: toEntry(row, serviceName),
      });
    },
  });

  // Call the next person: whoever is being served is done, and the first waiting is served.
  app.route({
    ...routeOf(barberApi.callNext, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const day = businessDay();
      const today = and(eq(barberQueue.orgId, orgId), eq(barberQueue.day, day));
      const called = await db.transaction(async (tx) => {
        await tx
          .update(barberQueue)
          .set({ status: 'done', doneAt: new Date() })
          .where(and(today, eq(barberQueue.status, 'serving')));
        const [next] = await tx
          .select({ id: barberQueue.id })
          .from(barberQueue)
          .where(and(today, eq(barberQueue.status, 'waiting')))
          .orderBy(asc(barberQueue.token))
          .limit(1)
          .for('update');
        if (!next) return undefined;
        const [row] = await tx
          .update(barberQueue)
          .set({ status: 'serving', calledAt: new Date() })
          .where(eq(barberQueue.id, next.id))
          .returning();
        return row;
      });
      if (!called) throw notFound(BARBER_MESSAGES.nobodyWaiting);
      const [service] = called.serviceId
        ? await db
            .select({ name: barberServices.name })
            .from(barberServices)
            .where(eq(barberServices.id, called.serviceId))
        : [];
      return {
        success: true as const,
        message: BARBER_MESSAGES.called(called.token),
        entry: toEntry(called, service?.name ?? null),
      };
    },
  });

  app.route({
    ...routeOf(barberApi.removeFromQueue, tags),
    handler: async (request) => {
      const [removed] = await db
        .delete(barberQueue)
        .where(
          and(eq(barberQueue.orgId, currentOrg(request).id), eq(barberQueue.id, request.params.id)),
        )
        .returning({ id: barberQueue.id });
      if (!removed) throw notFound(BARBER_MESSAGES.entryNotFound);
      return { success: true as const, message: BARBER_MESSAGES.removed };
    },
  });
}

function registerPublicQueueRoutes({ app, db }: AppContext): void {
  async function findQueueBusiness(orgId: string) {
    const [org] = await db
      .select({ id: organizations.id, name: organizations.name, kind: organizations.kind })
      .from(organizations)
      .where(and(eq(organizations.id, orgId), inArray(organizations.kind, [...QUEUE_KINDS])))
      .limit(1);
    if (!org) throw notFound(BARBER_MESSAGES.notFound);
    return { ...org, kind: org.kind as (typeof QUEUE_KINDS)[number] };
  }

  // The public page of a barber's or a gym's queue: how many are waiting and which token is
  // being served, and a barber's price list; never a name.
  for (const options of routesOf(barberApi.publicQueue, tags)) {
    app.route({
      ...options,
      handler: async (request) => {
        const org = await findQueueBusiness(request.params.orgId);
        const today = and(eq(barberQueue.orgId, org.id), eq(barberQueue.day, businessDay()));
        const [[waiting], [serving], services] = await Promise.all([
          db
            .select({ total: count() })
            .from(barberQueue)
            .where(and(today, eq(barberQueue.status, 'waiting'))),
          db
            .select({ token: barberQueue.token })
            .from(barberQueue)
            .where(and(today, eq(barberQueue.status, 'serving')))
            .orderBy(asc(barberQueue.token))
            .limit(1),
          org.kind === 'barber'
            ? db
                .select()
                .from(barberServices)
                .where(eq(barberServices.orgId, org.id))
                .orderBy(asc(barberServices.id))
                .limit(PUBLIC_SERVICES_LIMIT)
            : [],
        ]);
        return {
          success: true as const,
          business: org.name,
          kind: org.kind,
          waiting: waiting?.total ?? 0,
          serving: serving?.token ?? null,
          services: services.map(({ name, price, duration }) => ({
            name,
            price: Number(price),
            duration,
          })),
        };
      },
    });
  }

  // A walk-in joins from the public page with a name; the answer is their token and how many
  // are ahead. Limited per address, like the other public writes.
  for (const options of routesOf(barberApi.joinPublicQueue, tags, {
    rateLimit: PUBLIC_JOIN_LIMIT,
  })) {
    app.route({
      ...options,
      handler: async (request, reply) => {
        const org = await findQueueBusiness(request.params.orgId);
        const { row } = await joinQueue(db, org.id, request.body);
        return reply.status(201).send({
          success: true as const,
          message: BARBER_MESSAGES.joined(row.token),
          token: row.token,
          waitingAhead: await waitingAhead(db, org.id, row.day, row.token),
        });
      },
    });
  }
}
