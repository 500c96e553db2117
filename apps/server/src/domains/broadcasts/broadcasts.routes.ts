import { and, count, desc, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BROADCAST_GROUPS,
  BROADCAST_MESSAGES,
  BROADCAST_RECIPIENT_STATUSES,
  broadcastInputSchema,
  broadcastPersonSchema,
  broadcastRecipientSchema,
  broadcastSchema,
  idSchema,
  pageInfo,
  pageQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser, type OrgKindsAccess } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
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

/**
 * Multiple (SUTRIN ADMIN): the gym's `sms` permission (spec 03 section 6 names it for the item)
 * and the ahar's `notice` (its SUTRIN ADMIN has no `sms`). A kind left out is not served.
 */
export const BROADCAST_ACCESS: OrgKindsAccess = { orgs: { gym: 'sms', ahar: 'notice' } };

const tags = ['broadcasts'];
const BASE = '/api/v1/broadcasts';

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

const peopleQuery = pageQuerySchema.extend({
  group: z.enum(BROADCAST_GROUPS, { error: BROADCAST_MESSAGES.group }).default('everyone'),
});
const recipientsQuery = pageQuerySchema.extend({
  status: z.enum(BROADCAST_RECIPIENT_STATUSES).optional(),
});
const idParams = z.object({ id: idSchema });

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
  const services: BroadcastServices = { db, mailer: ctx.mailer, people, log: app.log };
  const access = { access: BROADCAST_ACCESS };

  // A message a stopped server left half sent goes on once the server is up again.
  app.addHook('onReady', (done) => {
    ctx.background(() => resumeBroadcasts(services));
    done();
  });

  // The pick list: the business's people of every directory, paged and searched on the server.
  app.get(
    `${BASE}/people`,
    {
      config: access,
      schema: {
        tags,
        querystring: peopleQuery,
        response: { 200: pagedAnswer('people', broadcastPersonSchema) },
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
          reachable: person.email !== null,
        })),
        ...pageInfo({ page, limit }, listed.total),
      };
    },
  );

  app.post(
    BASE,
    {
      config: access,
      schema: {
        tags,
        body: broadcastInputSchema,
        response: {
          202: z.object({
            success: z.literal(true),
            message: z.string(),
            broadcast: broadcastSchema,
          }),
        },
      },
    },
    async (request, reply) => {
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
  );

  // The history: newest first, from the (org_id, id) index.
  app.get(
    BASE,
    {
      config: access,
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pagedAnswer('broadcasts', broadcastSchema) },
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

  app.get(
    `${BASE}/:id`,
    {
      config: access,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), broadcast: broadcastSchema }) },
      },
    },
    async (request) => {
      const row = await findBroadcast(db, currentOrg(request).id, request.params.id);
      return { success: true as const, broadcast: toBroadcast(row) };
    },
  );

  // A message's recipients in the order they were added, with what became of each e-mail.
  app.get(
    `${BASE}/:id/recipients`,
    {
      config: access,
      schema: {
        tags,
        params: idParams,
        querystring: recipientsQuery,
        response: { 200: pagedAnswer('recipients', broadcastRecipientSchema) },
      },
    },
    async (request) => {
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
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        })),
        ...pageInfo({ page, limit }, counted?.total ?? 0),
      };
    },
  );
}
