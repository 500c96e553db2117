import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { NOTICE_MESSAGES, businessDay, noticesApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { organizations } from '../orgs/orgs.table';
import { placesOf } from '../people/directory';
import { notices } from './notices.table';

const toNotice = (row: typeof notices.$inferSelect) => ({
  _id: row.id,
  notice: row.notice,
  startDate: row.startDate,
  endDate: row.endDate,
  visibleTo: row.visibleTo,
});

/** At most this many current notices on a person's dashboard, those ending soonest first. */
const OWN_NOTICES_LIMIT = 50;

export function registerNoticeRoutes({ app, db, people }: AppContext): void {
  for (const board of [noticesApi.gym, noticesApi.barber]) {
    serveResource({ app, db }, board, {
      table: notices,
      toRow: (input) => input,
      toItem: toNotice,
      messages: NOTICE_MESSAGES,
      search: [notices.notice],
      tags: ['notices'],
    });
  }

  // A person's own dashboard: the notices running today that are meant for them, from every
  // business they belong to (as a team member, a staff member, a member...), through the
  // people directories. Read by the account, never through a business's routes.
  app.route({
    ...routeOf(noticesApi.mine, ['notices']),
    handler: async (request) => {
      const user = currentUser(request);
      const places = await placesOf(people, db, user.id);
      if (places.length === 0) return { success: true as const, notices: [] };
      const byAudience = new Map<string, string[]>();
      for (const place of places) {
        byAudience.set(place.audience, [...(byAudience.get(place.audience) ?? []), place.orgId]);
      }
      const today = businessDay();
      const rows = await db
        .select({
          notice: notices,
          org: { _id: organizations.id, name: organizations.name, kind: organizations.kind },
        })
        .from(notices)
        .innerJoin(organizations, eq(organizations.id, notices.orgId))
        .where(
          and(
            or(
              ...[...byAudience].map(([audience, orgIds]) =>
                and(
                  eq(notices.visibleTo, audience as (typeof notices.$inferSelect)['visibleTo']),
                  inArray(notices.orgId, orgIds),
                ),
              ),
            ),
            lte(notices.startDate, today),
            gte(notices.endDate, today),
          ),
        )
        .orderBy(asc(notices.endDate), asc(notices.id))
        .limit(OWN_NOTICES_LIMIT);
      return {
        success: true as const,
        notices: rows.map((r) => ({ ...toNotice(r.notice), business: r.org })),
      };
    },
  });
}
