import { z } from 'zod';
import { pageQuerySchema } from '../common/api';
import {
  endpoint,
  resource,
  type OrgKindsAccess,
  type ResourceContract,
  type ResourceVerb,
} from '../common/endpoint';
import {
  BILL_MESSAGES,
  BILL_PERMISSIONS,
  billDateRangeSchema,
  convertBillInputSchema,
  electricityBillInputSchema,
  electricityBillSchema,
  equipmentBillInputSchema,
  equipmentBillSchema,
  expensesAnswerSchema,
  expensesQuerySchema,
  monthTotalsAnswerSchema,
  monthTotalsQuerySchema,
  rentBillInputSchema,
  rentBillSchema,
  waterBillInputSchema,
  waterBillSchema,
  waterBottleInputSchema,
  waterBottleSchema,
  waterEntriesAnswerSchema,
  waterEntryInputSchema,
  wifiBillInputSchema,
  wifiBillSchema,
} from './bill';
import { rateTableAnswerSchema, rateTableInputSchema } from './currency';

/** Reading and writing bills needs the bills permission of the business's kind. */
const BILLS_ACCESS: OrgKindsAccess = { orgs: BILL_PERMISSIONS };
const BILLS_RW = { read: BILLS_ACCESS, write: BILLS_ACCESS };

/** A saved row's id; anything else is a row not saved yet (the spec's "save it first"). */
const savedId = (message: string) => z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, message) });

/**
 * A kind of priced bill at one of its paths: the rows (a bare list, paged in headers, filtered
 * by the bill's date) and the conversion of a saved row to another currency.
 */
function pricedBillsAt<Input extends z.ZodType, Item extends z.ZodType>(declared: {
  path: string;
  input: Input;
  item: Item;
  verbs?: readonly ResourceVerb[];
  bulk?: ResourceContract['bulk'];
}) {
  return {
    bills: resource({
      path: declared.path,
      ...(declared.verbs ? { verbs: declared.verbs } : {}),
      access: BILLS_RW,
      keys: { list: 'bills', item: 'bill' },
      bareList: true,
      input: declared.input,
      item: declared.item,
      ...(declared.bulk ? { bulk: declared.bulk } : {}),
    }),
    /**
     * Its money fields move to the new currency, to two decimals, at the rate stored on the row
     * and the table's rate of the new currency (bills keep their rupees).
     */
    convert: endpoint({
      method: 'POST',
      path: `${declared.path}/:id/convert`,
      access: BILLS_ACCESS,
      params: savedId(BILL_MESSAGES.saveFirst),
      body: convertBillInputSchema,
      answer: z.object({ success: z.literal(true), message: z.string(), bill: declared.item }),
    }),
  };
}

/** A kind's rows and conversion at one path. */
export type PricedBillsApi = ReturnType<typeof pricedBillsAt>;

const entryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  type: z.enum(['bottle', 'bill']),
  bottle: waterBottleSchema.optional(),
  bill: waterBillSchema.optional(),
});

/** The spec's water calls at one path: both lists at once, and one entry of either type. */
const waterEntriesAt = (path: string) => ({
  /** The spec's `{bottles, bills}`: the same page of each, oldest first. */
  list: endpoint({
    method: 'GET',
    path,
    access: BILLS_ACCESS,
    query: pageQuerySchema.extend(billDateRangeSchema.shape),
    answer: waterEntriesAnswerSchema,
  }),
  /** One entry: `type` bottle (date, quantity) or bill (billingDate, amount, ...). */
  add: endpoint({
    method: 'POST',
    path,
    access: BILLS_ACCESS,
    body: waterEntryInputSchema,
    answer: entryAnswer,
    status: 201,
  }),
  /** A bottle or a bill, by the body's type; a missing id is the spec's message. */
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    access: BILLS_ACCESS,
    params: savedId(BILL_MESSAGES.noWaterId),
    body: waterEntryInputSchema,
    answer: entryAnswer,
  }),
});

/** The water entries' calls at one path. */
export type WaterEntriesApi = ReturnType<typeof waterEntriesAt>;

const bulk = { key: 'bills' };

/**
 * The business kit's bills, each kind at every area's paths (spec 03 section 7 for the gym,
 * spec 04 section 7 for the ahar; the barber and the company use the gym's), each path once.
 */
export const billsApi = {
  water: {
    bottles: resource({
      path: '/water/bottles',
      access: BILLS_RW,
      keys: { list: 'bottles', item: 'bottle' },
      bareList: true,
      input: waterBottleInputSchema,
      item: waterBottleSchema,
    }),
    bills: pricedBillsAt({
      path: '/water/bills',
      input: waterBillInputSchema,
      item: waterBillSchema,
    }),
    /** Gym `/api/gym/water/entries`, ahar `/api/water/entries`: one handler. */
    gymEntries: waterEntriesAt('/gym/water/entries'),
    aharEntries: waterEntriesAt('/water/entries'),
  },
  /** Gym `/api/wifibills`, ahar `/api/gym/wifibills`: one handler. */
  wifi: {
    gym: pricedBillsAt({
      path: '/wifibills',
      input: wifiBillInputSchema,
      item: wifiBillSchema,
      bulk,
    }),
    ahar: pricedBillsAt({
      path: '/gym/wifibills',
      input: wifiBillInputSchema,
      item: wifiBillSchema,
      bulk,
    }),
  },
  /** Gym `/gym/electricitybills`, ahar `/electricitybills` (+ `/bulk`). */
  electricity: {
    gym: pricedBillsAt({
      path: '/gym/electricitybills',
      input: electricityBillInputSchema,
      item: electricityBillSchema,
      bulk,
    }),
    ahar: pricedBillsAt({
      path: '/electricitybills',
      input: electricityBillInputSchema,
      item: electricityBillSchema,
      bulk,
    }),
  },
  /**
   * `POST /api/rent-bills {rentBills}` is the spec's only rent call: the list path's POST takes
   * the rows; the rest makes the table usable (list, read, update, delete). Every area's.
   */
  rent: pricedBillsAt({
    path: '/rent-bills',
    verbs: ['list', 'get', 'update', 'delete', 'bulk'],
    input: rentBillInputSchema,
    item: rentBillSchema,
    bulk: { key: 'rentBills', atList: true },
  }),
  /** Gym `/api/gymequipmentbills`, ahar `/api/aharequipmentbills` (each + `/bulk`). */
  equipment: {
    gym: pricedBillsAt({
      path: '/gymequipmentbills',
      input: equipmentBillInputSchema,
      item: equipmentBillSchema,
      bulk,
    }),
    ahar: pricedBillsAt({
      path: '/aharequipmentbills',
      input: equipmentBillInputSchema,
      item: equipmentBillSchema,
      bulk,
    }),
  },
  /** The business's rate table: read with the bills permission... */
  rates: endpoint({
    method: 'GET',
    path: '/bills/rates',
    access: BILLS_ACCESS,
    answer: rateTableAnswerSchema,
  }),
  /** ...changed by its owner or an admin. */
  setRates: endpoint({
    method: 'PUT',
    path: '/bills/rates',
    access: 'org-admin',
    body: rateTableInputSchema,
    answer: rateTableAnswerSchema,
  }),
  /** Beyond the spec: a month's total per kind, in rupees. */
  monthlyTotals: endpoint({
    method: 'GET',
    path: '/bills/monthly-totals',
    access: BILLS_ACCESS,
    query: monthTotalsQuerySchema,
    answer: monthTotalsAnswerSchema,
  }),
  /** Beyond the spec: the expenses by month and kind, in rupees. */
  expenses: endpoint({
    method: 'GET',
    path: '/bills/expenses',
    access: BILLS_ACCESS,
    query: expensesQuerySchema,
    answer: expensesAnswerSchema,
  }),
};
