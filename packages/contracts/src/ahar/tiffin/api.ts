import { z } from 'zod';
import { endpoint, type OrgKindAccess } from '../../common/endpoint';
import { ownMessageChoiceEndpoint } from '../../messages/api';
import {
  myTiffinSchema,
  tiffinDayParamsSchema,
  tiffinDaySchema,
  tiffinDaysQuerySchema,
  tiffinSettingsInputSchema,
  tiffinSettingsSchema,
} from './tiffin';
import { myTiffinBillsSchema, tiffinBillSchema, tiffinBillsQuerySchema } from './bills';
import { pageInfoSchema } from '../../common/api';

/** The cut-off hour is set beside the regular members: the `staff` permission. */
const PEOPLE_ACCESS: OrgKindAccess = { org: 'ahar', permission: 'staff' };
/** Tiffin bills are kept with the ahar's other bills: the `billing` permission. */
const BILLING_ACCESS: OrgKindAccess = { org: 'ahar', permission: 'billing' };
/** The meals a day needs are planned with the daily demand: the `demand` permission. */
const DEMAND_ACCESS: OrgKindAccess = { org: 'ahar', permission: 'demand' };

const tiffinAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  tiffin: myTiffinSchema,
});

/** Tiffin pauses (decision 0360): the ahar's cut-off hour and count, the member's own days. */
export const aharTiffinApi = {
  /** The ahar's cut-off hour; null before the first save (the default hour then applies). */
  settings: endpoint({
    method: 'GET',
    path: '/ahar/tiffin/settings',
    access: PEOPLE_ACCESS,
    answer: z.object({ success: z.literal(true), settings: tiffinSettingsSchema.nullable() }),
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/ahar/tiffin/settings',
    access: PEOPLE_ACCESS,
    body: tiffinSettingsInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      settings: tiffinSettingsSchema,
    }),
  }),
  /** Tiffin meals needed for each day from `from`, paused members left out. */
  days: endpoint({
    method: 'GET',
    path: '/ahar/tiffin/days',
    access: DEMAND_ACCESS,
    query: tiffinDaysQuerySchema,
    answer: z.object({ success: z.literal(true), days: z.array(tiffinDaySchema) }),
  }),
  /** The signed-in account's tiffins: the regular members naming its Vedan ID. */
  mine: endpoint({
    method: 'GET',
    path: '/ahar/my-tiffins',
    access: 'user',
    answer: z.object({ success: z.literal(true), tiffins: z.array(myTiffinSchema) }),
  }),
  /** The member chooses how this ahar's reminders, receipts and notices reach them (0359). */
  messages: ownMessageChoiceEndpoint('/ahar/my-tiffins/:id/messages'),
  pause: endpoint({
    method: 'PUT',
    path: '/ahar/my-tiffins/:id/pauses/:day',
    access: 'user',
    params: tiffinDayParamsSchema,
    answer: tiffinAnswer,
  }),
  resume: endpoint({
    method: 'DELETE',
    path: '/ahar/my-tiffins/:id/pauses/:day',
    access: 'user',
    params: tiffinDayParamsSchema,
    answer: tiffinAnswer,
  }),
  /**
   * The ahar's tiffin bills (decision 0366), paged, newest month first; `<path>/:id/pdf` is the
   * bill as a PDF (its receipt once paid).
   */
  bills: endpoint({
    method: 'GET',
    path: '/ahar/tiffin-bills',
    access: BILLING_ACCESS,
    query: tiffinBillsQuerySchema,
    answer: z
      .object({
        success: z.literal(true),
        bills: z.array(tiffinBillSchema),
        /** Rupees with two decimals owed on the business's bills, whatever the filter. */
        totalDue: z.string(),
      })
      .extend(pageInfoSchema.shape),
  }),
  /** The signed-in account's tiffin bills, by ahar; `<path>/:id/pdf` is one of them as a PDF. */
  myBills: endpoint({
    method: 'GET',
    path: '/ahar/my-tiffin-bills',
    access: 'user',
    answer: z.object({ success: z.literal(true), ahars: z.array(myTiffinBillsSchema) }),
  }),
};
