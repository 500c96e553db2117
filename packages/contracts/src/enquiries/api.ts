import { z } from 'zod';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import { enquiryInputSchema, enquirySchema } from './enquiry';

/** The gym's and ahar's `enquiry` permission. */
const ENQUIRY_ACCESS: OrgKindsAccess = { orgs: { gym: 'enquiry', ahar: 'enquiry' } };

/** The enquiry register (the gym's Demo and Online List, the ahar's Enquiry). */
export const enquiriesApi = {
  enquiries: resource({
    path: '/enquiries',
    access: { read: ENQUIRY_ACCESS, write: ENQUIRY_ACCESS },
    keys: { list: 'enquiries', item: 'enquiry' },
    input: enquiryInputSchema,
    item: enquirySchema,
  }),
  /** Beyond the spec: today's follow-ups, earliest time first. */
  dueToday: endpoint({
    method: 'GET',
    path: '/enquiries/due-today',
    access: ENQUIRY_ACCESS,
    answer: z.object({
      success: z.literal(true),
      date: z.string(),
      enquiries: z.array(enquirySchema),
    }),
  }),
};
