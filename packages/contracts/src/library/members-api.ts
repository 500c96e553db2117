import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint, type OrgKindAccess } from '../common/endpoint';
import { importEndpoints } from '../common/spreadsheet';
import {
  feeMonthSchema,
  feePaymentInputSchema,
  feePaymentSchema,
  feePlanInputSchema,
  feePlanRowSchema,
  feesDueQuerySchema,
  feesDueRowSchema,
  memberFeeMonthSchema,
  updateFeesInputSchema,
} from './fees';
import { libraryMemberInputSchema, libraryMemberSchema } from './members';

const MEMBERS: OrgKindAccess = { org: 'library', permission: 'members' };
const FEES: OrgKindAccess = { org: 'library', permission: 'fees' };

const idParams = z.object({ id: idSchema });
const memberChanged = z.object({
  success: z.literal(true),
  message: z.string(),
  member: libraryMemberSchema,
});
const feePlanAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  rows: z.array(feePlanRowSchema),
});

/** The library's joined members (spec 02 section 7: `/api/joined`). */
export const libraryMembersApi = {
  /** The joined-member and student joining forms. */
  join: endpoint({
    method: 'POST',
    path: '/joined',
    access: MEMBERS,
    body: libraryMemberInputSchema,
    answer: memberChanged,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/joined',
    access: MEMBERS,
    query: pageQuerySchema,
    answer: z
      .object({ success: z.literal(true), members: z.array(libraryMemberSchema) })
      .extend(pageInfoSchema.shape),
  }),
  get: endpoint({
    method: 'GET',
    path: '/joined/:id',
    access: MEMBERS,
    params: idParams,
    answer: z.object({ success: z.literal(true), member: libraryMemberSchema }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/joined/:id',
    access: MEMBERS,
    params: idParams,
    body: libraryMemberInputSchema,
    answer: memberChanged,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/joined/:id',
    access: MEMBERS,
    params: idParams,
    answer: messageResponseSchema,
  }),
  /** Members from a spreadsheet, after a preview (issue 32 item 5). */
  import: importEndpoints('/joined', MEMBERS),
};

/** The Fee Card, the fee plan table, members' payments and the fees due. */
export const libraryFeesApi = {
  /** Spec 02 section 7: POST /api/update-fees {month, data}; one row of the Fee Card. */
  updateCard: endpoint({
    method: 'POST',
    path: '/update-fees',
    access: FEES,
    body: updateFeesInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      year: z.number(),
      fee: feeMonthSchema,
    }),
  }),
  /** The Fee Card of a year: always its 12 months, empty ones as zeros. */
  card: endpoint({
    method: 'GET',
    path: '/fees',
    access: FEES,
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
    answer: z.object({ success: z.literal(true), year: z.number(), fees: z.array(feeMonthSchema) }),
  }),
  plans: endpoint({
    method: 'GET',
    path: '/fee-plans',
    access: FEES,
    answer: feePlanAnswer,
  }),
  savePlans: endpoint({
    method: 'PUT',
    path: '/fee-plans',
    access: FEES,
    body: feePlanInputSchema,
    answer: feePlanAnswer,
  }),
  /** A member's months (the last twelve), each Paid, Partly paid or Due, with its payments. */
  memberFees: endpoint({
    method: 'GET',
    path: '/joined/:id/fees',
    access: FEES,
    params: idParams,
    answer: z.object({
      success: z.literal(true),
      months: z.array(memberFeeMonthSchema),
      totalDue: z.number(),
    }),
  }),
  pay: endpoint({
    method: 'POST',
    path: '/joined/:id/payments',
    access: FEES,
    params: idParams,
    body: feePaymentInputSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), payment: feePaymentSchema }),
    status: 201,
  }),
  removePayment: endpoint({
    method: 'DELETE',
    path: '/fee-payments/:id',
    access: FEES,
    params: idParams,
    answer: messageResponseSchema,
  }),
  /** Every member-month from joining to this month not fully paid, oldest month first. */
  due: endpoint({
    method: 'GET',
    path: '/fees/due',
    access: FEES,
    query: feesDueQuerySchema,
    answer: z
      .object({ success: z.literal(true), dues: z.array(feesDueRowSchema), totalDue: z.number() })
      .extend(pageInfoSchema.shape),
  }),
};
