import { and, count, desc, asc, eq } from 'drizzle-orm';
import {
  BROADCAST_MESSAGES,
  broadcastPeopleQuerySchema,
  broadcastsApi,
  pageInfo,
  pageQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser } from '../../http/access';
import { apiPath, routeOf } from '../../http/endpoint-routes';
import { badRequest, notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { createMessageChannels } from '../messages';
import { listPeople } from '../people/directory';
import {
  addRecipients,
  deliverBroadcast,
  findPicked,
  groupSize,
  resumeBroadcasts,
  type BroadcastServices,
} from './broadcasts.service';
import { broadcastRecipients, broadcasts } from './broadcasts.table';

const tags = ['broadcasts'];
const { history, people: pickList } = broadcastsApi;

const toBroadcast = (row: typeof broadcasts.$inferSelect) => ({
  _id: row.id,
  subject: row.subject,
  body: row.body,
  group: row.audience,
  picked: row.picked,
  status: row.status,
  recipients: row.recipients,
  sent: row.sent,
  unreachable: row.unreachable,
  failed: row.failed,
  sentBy: row.senderName,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
});

async function findBroadcast(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.orgId, orgId), eq(broadcasts.id, id)));
  if (!row) throw notFound(BROADCAST_MESSAGES.notFound);
  return row;
}

export function registerBroadcastRoutes(ctx: AppContext): void {
  const { app, db, people } = ctx;
  const services: BroadcastServices = {
    db,
    mailer: ctx.mailer,
    providers: createMessageChannels(ctx.config),
    people,
    log: app.log,
  };

  // A message a stopped server left half sent goes on once the server is up again.
  app.addHook('onReady', (done) => {
    ctx.background(() => resumeBroadcasts(services));
    done();
  });

  registerPickListRoute(ctx);
  registerSendRoute(ctx, services);
  registerHistoryRoutes(ctx);
}

function registerPickListRoute({ app, db, people }: AppContext): void {
  // The pick list: the business's people of every directory, paged and searched on the server.
  app.get(
    apiPath(pickList.path),
    {
      config: { access: pickList.access.read },
      schema: {
        tags,
        querystring: broadcastPeopleQuerySchema,
        response: { 200: pagedAnswer('people', pickList.item) },
      },
    },
    async (request) => {
      const org = currentOrg(request);
      const { page, limit, search, group } = request.query;
      const listed = await listPeople(
        people,
        db,
        org,
        { audience: group === 'everyone' ? undefined : group, search: search || undefined },
        { offset: (page - 1) * limit, limit },
      );
      return {
        success: true as const,
        people: listed.people.map((person) => ({
          directory: person.directory,
          recordId: person.recordId,
          name: person.name,
          group: person.audience,
          reachable: person.email !== null || person.phone !== null,
        })),
        ...pageInfo({ page, limit }, listed.total),
      };
    },
  );
}

function registerSendRoute(ctx: AppContext, services: BroadcastServices): void {
  const { app, db, people } = ctx;
  app.route({
    ...routeOf(broadcastsApi.send, tags),
    handler: async (request, reply) => {
      const org = currentOrg(request);
      const sender = currentUser(request);
      const input = request.body;
      const picked = await findPicked(people, db, org, input.people);
      if (!picked) throw notFound(BROADCAST_MESSAGES.personNotFound);
      if (
        input.group &&
        picked.length === 0 &&
        (await groupSize(people, db, org, input.group)) === 0
      ) {
        throw badRequest(BROADCAST_MESSAGES.nobody);
      }
      const [created] = await db
        .insert(broadcasts)
        .values({
          orgId: org.id,
          subject: input.subject,
          body: input.body,
          audience: input.group,
          picked: picked.length,
          senderId: sender.id,
          senderName: sender.fullname,
        })
        .returning({ id: broadcasts.id });
      const id = created?.id ?? '';
      await addRecipients(db, { id, orgId: org.id }, picked);
      ctx.background(() => deliverBroadcast(services, id));
      const broadcast = await findBroadcast(db, org.id, id);
      return reply.status(202).send({
        success: true as const,
        message: BROADCAST_MESSAGES.sending,
        broadcast: toBroadcast(broadcast),
      });
    },
  });
}

function registerHistoryRoutes({ app, db }: AppContext): void {
  // The history: newest first, from the (org_id, id) index.
  app.get(
    apiPath(history.path),
    {
      config: { access: history.access.read },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pagedAnswer('broadcasts', history.item) },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { page, limit } = request.query;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(broadcasts)
          .where(eq(broadcasts.orgId, orgId))
          .orderBy(desc(broadcasts.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(broadcasts).where(eq(broadcasts.orgId, orgId)),
      ]);
      return {
        success: true as const,
        broadcasts: rows.map(toBroadcast),
        ...pageInfo({ page, limit }, counted?.total ?? 0),
      };
    },
  );

  app.route({
    ...routeOf(broadcastsApi.one, tags),
    handler: async (request) => {
      const row = await findBroadcast(db, currentOrg(request).id, request.params.id);
      return { success: true as const, broadcast: toBroadcast(row) };
    },
  });

  // A message's recipients in the order they were added, with what became of each and the
  // channels it went on.
  app.route({
    ...routeOf(broadcastsApi.recipients, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const broadcast = await findBroadcast(db, orgId, request.params.id);
      const { page, limit, status } = request.query;
      const where = and(
        eq(broadcastRecipients.orgId, orgId),
        eq(broadcastRecipients.broadcastId, broadcast.id),
        status ? eq(broadcastRecipients.status, status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(broadcastRecipients)
          .where(where)
          .orderBy(asc(broadcastRecipients.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(broadcastRecipients).where(where),
      ]);
      return {
        success: true as const,
        recipients: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          group: row.audience,
          status: row.status,
          channels: row.channels,
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        })),
        ...pageInfo({ page, limit }, counted?.total ?? 0),
      };
    },
  });
}
