import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES, jobsApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { conflict, forbidden, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { jobSearches } from './jobs.table';

const tags = ['jobs'];
type SearchRow = typeof jobSearches.$inferSelect;

const toSavedSearch = (row: SearchRow) => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  alerts: row.alerts,
  alertChannels: row.alertChannels,
  createdAt: row.createdAt.toISOString(),
});

function savedMessage(row: SearchRow) {
  if (!row.alerts) return SAVED_SEARCH_MESSAGES.savedQuiet;
  const emailOnly = row.alertChannels.length === 1 && row.alertChannels[0] === 'email';
  return emailOnly ? SAVED_SEARCH_MESSAGES.saved : SAVED_SEARCH_MESSAGES.savedChannels;
}

/**
 * A student's saved searches: scoped by the account. At most MAX_SAVED_SEARCHES each, so the
 * list is one short answer rather than pages.
 */
export function registerSavedSearchRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(jobsApi.savedSearches.list, tags),
    handler: async (request) => {
      const rows = await db
        .select()
        .from(jobSearches)
        .where(eq(jobSearches.userId, currentUser(request).id))
        .orderBy(asc(jobSearches.id));
      return { success: true as const, searches: rows.map(toSavedSearch) };
    },
  });

  app.route({
    ...routeOf(jobsApi.savedSearches.save, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'student') throw forbidden(SAVED_SEARCH_MESSAGES.studentsOnly);
      const [kept] = await db
        .select({ total: count() })
        .from(jobSearches)
        .where(eq(jobSearches.userId, user.id));
      if ((kept?.total ?? 0) >= MAX_SAVED_SEARCHES) throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
      let row: SearchRow | undefined;
      try {
        [row] = await db
          .insert(jobSearches)
          .values({ userId: user.id, ...request.body })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error, 'job_searches_user_query_key'))
          throw conflict(SAVED_SEARCH_MESSAGES.duplicate);
        throw error;
      }
      if (!row) throw new Error('The saved search was not inserted.');
      return reply.status(201).send({
        success: true as const,
        message: savedMessage(row),
        search: toSavedSearch(row),
      });
    },
  });

  app.route({
    ...routeOf(jobsApi.savedSearches.setAlerts, tags),
    handler: async (request) => {
      const [row] = await db
        .update(jobSearches)
        .set({ alerts: request.body.alerts })
        .where(
          and(
            eq(jobSearches.id, request.params.id),
            eq(jobSearches.userId, currentUser(request).id),
          ),
        )
        .returning();
      if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      return {
        success: true as const,
        message: SAVED_SEARCH_MESSAGES.updated,
        search: toSavedSearch(row),
      };
    },
  });

  app.route({
    ...routeOf(jobsApi.savedSearches.remove, tags),
    handler: async (request) => {
      const [row] = await db
        .delete(jobSearches)
        .where(
          and(
            eq(jobSearches.id, request.params.id),
            eq(jobSearches.userId, currentUser(request).id),
          ),
        )
        .returning({ id: jobSearches.id });
      if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      return { success: true as const, message: SAVED_SEARCH_MESSAGES.removed };
    },
  });
}
