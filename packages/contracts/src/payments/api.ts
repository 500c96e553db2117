import { z } from 'zod';
import { endpoint, type OrgKindsAccess } from '../common/endpoint';
import { upiSettingsInputSchema, upiSettingsSchema } from './upi';

/**
 * Any member of a business of any kind reads its UPI details: they are printed on every pay link
 * the business sends, and the staff who bill will build those links. Only the owner or an admin
 * changes them, since they decide where members' money goes (docs/areas/payments.md).
 */
const UPI_READ: OrgKindsAccess = {
  orgs: { library: null, gym: null, ahar: null, company: null, barber: null },
};

/** A business that never saved its UPI details reads `upi: null`. */
const upiAnswer = z.object({ success: z.literal(true), upi: upiSettingsSchema.nullable() });

/** The current business's UPI details (issue 32, item 1). */
export const paymentsApi = {
  upi: endpoint({
    method: 'GET',
    path: '/payments/upi',
    access: UPI_READ,
    answer: upiAnswer,
  }),
  saveUpi: endpoint({
    method: 'PUT',
    path: '/payments/upi',
    access: 'org-admin',
    body: upiSettingsInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      upi: upiSettingsSchema,
    }),
  }),
};
