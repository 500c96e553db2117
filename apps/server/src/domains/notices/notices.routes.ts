import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  NOTICE_MESSAGES,
  businessDay,
  noticeInputSchema,
  noticeSchema,
  ownNoticeSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { OrgKindsAccess } from '../../http/access';
import { currentUser } from '../../http/access';
import { registerOrgResource } from '../../http/resource-routes';
import { organizations } from '../orgs/orgs.table';
import { placesOf } from '../people/directory';
import { notices } from './notices.table';

/** The gym's, ahar's and barber's `notice` permission (the ahar's SUTRIN ADMIN Notice). */
export const NOTICE_ACCESS: OrgKindsAccess = {
  orgs: { gym: 'notice', ahar: 'notice', barber: 'notice' },
};

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
  registerOrgResource(
    { app, db },
    {
      table: notices,
      paths: ['/api/v1/gym/notices', '/api/v1/barber/notices'],
      access: { read: NOTICE_ACCESS, write: NOTICE_ACCESS },
      keys: { list: 'notices', item: 'notice' },
      input: noticeInputSchema,
      item: noticeSchema,
      toRow: (input) => input,
      toItem: toNotice,
      messages: NOTICE_MESSAGES,
      search: [notices.notice],
      tags: ['notices'],
    },
  );

  // A person's own dashboard: the notices running today that are meant for them, from every
  // business they belong to (as a team member, a staff member, a member...), through the
  // people directories. Read by the account, never through a business's routes.
  app.get(
    '/api/v1/me/notices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notices'],
        response: {
          200: z.object({ success: z.literal(true), notices: z.array(ownNoticeSchema) }),
        },
      },
    },
    async (request) => {
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
  );
}
