import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ENQUIRY_MESSAGES,
  businessDay,
  enquiryInputSchema,
  enquiryQuerySchema,
  enquirySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, type OrgKindsAccess } from '../../http/access';
import { registerOrgResource } from '../../http/resource-routes';
import { enquiries } from './enquiries.table';

/** The gym's and ahar's `enquiry` permission. */
export const ENQUIRY_ACCESS: OrgKindsAccess = { orgs: { gym: 'enquiry', ahar: 'enquiry' } };

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
  app.get(
    '/api/v1/enquiries/due-today',
    {
      config: { access: ENQUIRY_ACCESS },
      schema: {
        tags: ['enquiries'],
        response: {
          200: z.object({
            success: z.literal(true),
            date: z.string(),
            enquiries: z.array(enquirySchema),
          }),
        },
      },
    },
    async (request) => {
      const today = businessDay();
      const rows = await db
        .select()
        .from(enquiries)
        .where(and(eq(enquiries.orgId, currentOrg(request).id), eq(enquiries.followUpDate, today)))
        .orderBy(asc(enquiries.followUpTime), asc(enquiries.id))
        .limit(DUE_TODAY_LIMIT);
      return { success: true as const, date: today, enquiries: rows.map(toEnquiry) };
    },
  );

  registerOrgResource(
    { app, db },
    {
      table: enquiries,
      paths: ['/api/v1/enquiries'],
      access: { read: ENQUIRY_ACCESS, write: ENQUIRY_ACCESS },
      keys: { list: 'enquiries', item: 'enquiry' },
      input: enquiryInputSchema,
      item: enquirySchema,
      toRow: (input) => input,
      toItem: toEnquiry,
      messages: ENQUIRY_MESSAGES,
      filters: {
        query: enquiryQuerySchema,
        where: (q) => [q.followUpDate ? eq(enquiries.followUpDate, q.followUpDate) : undefined],
      },
      search: [enquiries.name, enquiries.mobile],
      tags: ['enquiries'],
    },
  );
}
