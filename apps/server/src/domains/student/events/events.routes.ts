import { and, asc, count, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EVENT_MESSAGES,
  eventInputSchema,
  pageInfo,
  studentApi,
  todayInIndia,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../http/access';
import { apiPath, routeOf } from '../../../http/endpoint-routes';
import { notFound } from '../../../http/errors';
import { registerImageUploadRoute } from '../../../http/image-upload-route';
import { servePlatformResource } from '../../../http/platform-resource-routes';
import { serveResource } from '../../../http/serve-resource';
import { organizations } from '../../orgs/orgs.table';
import { eventInterests, events } from './events.table';

const tags = ['events'];
const api = studentApi.events;
type EventRow = typeof events.$inferSelect;

const toEvent = (row: EventRow) => ({
  _id: row.id,
  id: row.id,
  title: row.title,
  date: row.date ?? EVENT_MESSAGES.comingSoon,
  location: row.location,
  mapLink: row.mapLink,
  description: row.description,
  image: row.image,
  kind: row.kind,
  orgId: row.orgId,
  interestCount: row.interestCount,
});

const eventValues = (input: z.output<typeof eventInputSchema>) => ({
  title: input.title,
  date: input.date,
  location: input.location,
  mapLink: input.mapLink,
  description: input.description,
  image: input.image,
  kind: input.kind,
});

const messages = {
  created: EVENT_MESSAGES.created,
  updated: EVENT_MESSAGES.updated,
  removed: EVENT_MESSAGES.removed,
  notFound: EVENT_MESSAGES.notFound,
};

const publicRow = {
  event: events,
  organiser: organizations.name,
};
const interestedSql = (userId: string | undefined) =>
  userId
    ? sql<boolean>`exists (select 1 from ${eventInterests} where ${eventInterests.eventId} = ${events.id} and ${eventInterests.userId} = ${userId})`
    : sql<boolean>`false`;

export function registerEventRoutes(ctx: AppContext): void {
  // A business manages its own events at /events/own; the spec's POST /api/events and
  // PUT/DELETE /api/events/{id} are the same handlers, scoped to the current business.
  serveResource(ctx, api.own, {
    table: events,
    toRow: eventValues,
    toItem: toEvent,
    messages,
    tags,
  });

  registerPublicEventRoutes(ctx);
  registerInterestRoutes(ctx);

  // A picture for an event, checked by its bytes and size, public like the event.
  registerImageUploadRoute(ctx, {
    path: apiPath(api.uploadImage.path),
    access: api.uploadImage.access,
    tags,
    invalidMessage: EVENT_MESSAGES.imageFile,
    uploadedMessage: EVENT_MESSAGES.imageUploaded,
  });

  // The platform's own events (no business), kept by its administrators: every one, past ones
  // too, newest first, in their table.
  servePlatformResource(ctx, api.platform, {
    table: events,
    scope: isNull(events.orgId),
    toRow: (input) => ({ ...eventValues(input), orgId: null }),
    toItem: toEvent,
    messages,
    tags,
  });
}

/** The events anyone may read, with whether the viewer (if signed in) is interested. */
function registerPublicEventRoutes({ app, db }: AppContext): void {
  // Every business's and the platform's upcoming events (and those without a date yet).
  app.route({
    ...routeOf(api.upcoming, tags),
    handler: async (request) => {
      const { page, limit, kind } = request.query;
      const conditions: (SQL | undefined)[] = [
        or(gte(events.date, todayInIndia()), isNull(events.date)),
        kind ? eq(events.kind, kind) : undefined,
      ];
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...publicRow, interested: interestedSql(request.user?.id) })
          .from(events)
          .leftJoin(organizations, eq(organizations.id, events.orgId))
          .where(where)
          .orderBy(sql`${events.date} asc nulls last`, asc(events.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(events).where(where),
      ]);
      return {
        success: true as const,
        events: rows.map((row) => ({
          ...toEvent(row.event),
          organiser: row.organiser,
          interested: Boolean(row.interested),
        })),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  });

  app.route({
    ...routeOf(api.one, tags),
    handler: async (request) => {
      const [row] = await db
        .select({ ...publicRow, interested: interestedSql(request.user?.id) })
        .from(events)
        .leftJoin(organizations, eq(organizations.id, events.orgId))
        .where(eq(events.id, request.params.id));
      if (!row) throw notFound(EVENT_MESSAGES.notFound);
      return {
        success: true as const,
        event: {
          ...toEvent(row.event),
          organiser: row.organiser,
          interested: Boolean(row.interested),
        },
      };
    },
  });
}

/** A signed-in person's interest in an event, on and off. */
function registerInterestRoutes({ app, db }: AppContext): void {
  // Interest is one row per person; the count moves with it in the same transaction.
  app.route({
    ...routeOf(api.interest, tags),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const total = await db.transaction(async (tx) => {
        const [event] = await tx
          .select({ id: events.id, interestCount: events.interestCount })
          .from(events)
          .where(eq(events.id, request.params.id))
          .for('update');
        if (!event) throw notFound(EVENT_MESSAGES.notFound);
        const added = await tx
          .insert(eventInterests)
          .values({ eventId: event.id, userId })
          .onConflictDoNothing()
          .returning({ eventId: eventInterests.eventId });
        if (added.length === 0) return event.interestCount;
        const [updated] = await tx
          .update(events)
          .set({ interestCount: sql`${events.interestCount} + 1` })
          .where(eq(events.id, event.id))
          .returning({ interestCount: events.interestCount });
        return updated?.interestCount ?? event.interestCount + 1;
      });
      return {
        success: true as const,
        message: EVENT_MESSAGES.interested,
        interestCount: total,
        interested: true,
      };
    },
  });

  app.route({
    ...routeOf(api.notInterested, tags),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const total = await db.transaction(async (tx) => {
        const [event] = await tx
          .select({ id: events.id, interestCount: events.interestCount })
          .from(events)
          .where(eq(events.id, request.params.id))
          .for('update');
        if (!event) throw notFound(EVENT_MESSAGES.notFound);
        const removed = await tx
          .delete(eventInterests)
          .where(and(eq(eventInterests.eventId, event.id), eq(eventInterests.userId, userId)))
          .returning({ eventId: eventInterests.eventId });
        if (removed.length === 0) return event.interestCount;
        const [updated] = await tx
          .update(events)
          .set({ interestCount: sql`greatest(${events.interestCount} - 1, 0)` })
          .where(eq(events.id, event.id))
          .returning({ interestCount: events.interestCount });
        return updated?.interestCount ?? 0;
      });
      return {
        success: true as const,
        message: EVENT_MESSAGES.notInterested,
        interestCount: total,
        interested: false,
      };
    },
  });
}
