import { and, asc, eq } from 'drizzle-orm';
import { ENQUIRY_MESSAGES, businessDay, enquiriesApi, enquiryQuerySchema } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { enquiries } from './enquiries.table';

/** At most this many follow-ups in the due-today list, earliest time first. */
const DUE_TODAY_LIMIT = 100;

const toEnquiry = (row: typeof enquiries.$inferSelect) => ({
  _id: row.id,
  date: row.date,
  name: row.name,
  mobile: row.mobile,
  address: row.address,
  plan: row.plan,
  amount: Number(row.amount),
  followUpDate: row.followUpDate,
  followUpTime: row.followUpTime,
  description: row.description,
});

export function registerEnquiryRoutes({ app, db }: AppContext): void {
  // Registered before the resource, so the static path is not read as an id.
  app.route({
    ...routeOf(enquiriesApi.dueToday, ['enquiries']),
    handler: async (request) => {
      const today = businessDay();
      const rows = await db
        .select()
        .from(enquiries)
        .where(and(eq(enquiries.orgId, currentOrg(request).id), eq(enquiries.followUpDate, today)))
        .orderBy(asc(enquiries.followUpTime), asc(enquiries.id))
        .limit(DUE_TODAY_LIMIT);
      return { success: true as const, date: today, enquiries: rows.map(toEnquiry) };
    },
  });

  serveResource({ app, db }, enquiriesApi.enquiries, {
    table: enquiries,
    toRow: (input) => input,
    toItem: toEnquiry,
    messages: ENQUIRY_MESSAGES,
    filters: {
      query: enquiryQuerySchema,
      where: (q) => [q.followUpDate ? eq(enquiries.followUpDate, q.followUpDate) : undefined],
    },
    search: [enquiries.name, enquiries.mobile],
    tags: ['enquiries'],
  });
}
