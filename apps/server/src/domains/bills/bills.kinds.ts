import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  BILL_MESSAGES,
  billsApi,
  electricityBillInputSchema,
  electricityBillSchema,
  equipmentBillInputSchema,
  equipmentBillSchema,
  multiplyMoney,
  rentBillInputSchema,
  rentBillSchema,
  waterBillInputSchema,
  waterBillSchema,
  wifiBillInputSchema,
  wifiBillSchema,
  type BillKind,
  type Currency,
  type Endpoint,
  type RateTable,
  type ResourceContract,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { ActingContext, OrgTable } from '../../http/resource-routes';
import type { ResourceServer } from '../../http/serve-resource';
import { electricityBills, equipmentBills, rentBills, waterBills, wifiBills } from './bills.table';
import { readRates, rupeesOf, type StoredRates } from './rates.service';

/** The business kit's bill kinds, each declared once and served at every area's paths. */

const num = (value: string | number) => Number(value);

/** One rate table read per request, however many rows a bulk submit writes. */
const ratesOfRequest = new WeakMap<ActingContext, Promise<RateTable>>();
export function ratesFor(db: Db, acting: ActingContext): Promise<RateTable> {
  let rates = ratesOfRequest.get(acting);
  if (!rates) {
    rates = readRates(db, acting.org.id);
    ratesOfRequest.set(acting, rates);
  }
  return rates;
}

/** A bill table: a business's rows with the stored rates (bills.table.ts `priced`). */
export type BillTable = OrgTable & {
  currency: PgColumn;
  rate: PgColumn;
  inrRate: PgColumn;
  amountInr: PgColumn;
};

/** A water entry's body without its `type`, the fields of the row it writes. */
export function withoutType<B extends { type: string }>(body: B): Omit<B, 'type'> {
  const copy: Partial<B> = { ...body };
  delete copy.type;
  return copy as Omit<B, 'type'>;
}

export type Values = Record<string, unknown> & { currency: Currency };

/** A kind's rows and their conversion at one path, as the contracts declare them (billsApi). */
export interface BillMount<Input extends z.ZodType, Item extends z.ZodType> {
  bills: ResourceContract<Input, Item>;
  convert: Endpoint;
}

/** One kind of priced bill, as the kit declares it once and mounts it at every area's paths. */
export interface BillKindDef<T extends BillTable, Input extends z.ZodType, Item extends z.ZodType> {
  kind: BillKind;
  table: T;
  mounts: readonly BillMount<Input, Item>[];
  /** The bulk create's message and limits, where the contracts declare one. */
  bulk?: ResourceServer<T, ResourceContract<Input, Item>>['bulk'];
  /** The bill's own date: the date-range filter and the month totals. */
  dateColumn: PgColumn;
  /** The fields in the row's currency, which a conversion converts. */
  moneyFields: readonly string[];
  /** The row's own fields (money as decimal text) from a body. */
  fields(input: z.output<Input>): Values;
  /** What the row costs in its currency. */
  total(values: Record<string, unknown>): string;
  toItem(row: T['$inferSelect']): z.output<Item>;
}

/** The money a priced row stores, from its own fields and its rates. */
export function pricedValues<V extends Values>(
  def: { total(values: Record<string, unknown>): string },
  own: V,
  stored: StoredRates,
): V & StoredRates & { amountInr: string } {
  return { ...own, ...stored, amountInr: rupeesOf(def.total(own), stored) };
}

const priced = (row: { id: string; currency: string; rate: string; amountInr: string }) => ({
  _id: row.id,
  id: row.id,
  currency: row.currency as Currency,
  rate: num(row.rate),
  amountInr: num(row.amountInr),
});

export const waterBillKind = {
  kind: 'water',
  table: waterBills,
  mounts: [billsApi.water.bills],
  dateColumn: waterBills.billingDate,
  moneyFields: ['amount'],
  fields: (input) => ({ ...input }),
  total: (values) => String(values.amount),
  toItem: (row) => ({
    ...priced(row),
    billingDate: row.billingDate,
    amount: num(row.amount),
    fromTime: row.fromTime,
    toTime: row.toTime,
    remarks: row.remarks,
  }),
} satisfies BillKindDef<typeof waterBills, typeof waterBillInputSchema, typeof waterBillSchema>;

const bulk = {
  message: BILL_MESSAGES.bulkCreated,
  errors: { empty: BILL_MESSAGES.atLeastOne, tooMany: BILL_MESSAGES.tooMany },
};

export const wifiBillKind = {
  kind: 'wifi',
  table: wifiBills,
  // Gym `/api/wifibills`, ahar `/api/gym/wifibills`: one handler.
  mounts: [billsApi.wifi.gym, billsApi.wifi.ahar],
  bulk,
  dateColumn: wifiBills.billingDate,
  moneyFields: ['wifiPackagePrice'],
  fields: (input) => ({ ...input }),
  total: (values) => String(values.wifiPackagePrice),
  toItem: (row) => ({
    ...priced(row),
    billingFrom: row.billingFrom,
    billingTo: row.billingTo,
    wifiPackagePrice: num(row.wifiPackagePrice),
    validity: row.validity,
    remark: row.remark,
    billingDate: row.billingDate,
  }),
} satisfies BillKindDef<typeof wifiBills, typeof wifiBillInputSchema, typeof wifiBillSchema>;

export const electricityBillKind = {
  kind: 'electricity',
  table: electricityBills,
  // Gym `/gym/electricitybills`, ahar `/electricitybills` (+ `/bulk`).
  mounts: [billsApi.electricity.gym, billsApi.electricity.ahar],
  bulk,
  dateColumn: electricityBills.billDate,
  moneyFields: ['billAmount'],
  fields: (input) => ({ ...input }),
  total: (values) => String(values.billAmount),
  toItem: (row) => ({
    ...priced(row),
    billFrom: row.billFrom,
    billTo: row.billTo,
    billAmount: num(row.billAmount),
    billDate: row.billDate,
    billUnit: num(row.billUnit),
    remark: row.remark,
  }),
} satisfies BillKindDef<
  typeof electricityBills,
  typeof electricityBillInputSchema,
  typeof electricityBillSchema
>;

export const rentBillKind = {
  kind: 'rent',
  table: rentBills,
  // `POST /api/rent-bills {rentBills}` is the spec's only rent call: the list path's POST takes
  // the rows; the rest makes the table usable (list, read, update, delete).
  mounts: [billsApi.rent],
  bulk: {
    message: BILL_MESSAGES.allSubmitted,
    errors: { empty: BILL_MESSAGES.atLeastOne, tooMany: BILL_MESSAGES.tooMany },
  },
  dateColumn: rentBills.billingDate,
  moneyFields: ['rentAmount'],
  fields: (input) => ({ ...input }),
  total: (values) => String(values.rentAmount),
  toItem: (row) => ({
    ...priced(row),
    billFrom: row.billFrom,
    billTo: row.billTo,
    rentAmount: num(row.rentAmount),
    billingDate: row.billingDate,
    remark: row.remark,
  }),
} satisfies BillKindDef<typeof rentBills, typeof rentBillInputSchema, typeof rentBillSchema>;

export const equipmentBillKind = {
  kind: 'equipment',
  table: equipmentBills,
  // Gym `/api/gymequipmentbills`, ahar `/api/aharequipmentbills` (each + `/bulk`).
  mounts: [billsApi.equipment.gym, billsApi.equipment.ahar],
  bulk,
  dateColumn: equipmentBills.purchaseDate,
  moneyFields: ['price'],
  fields: (input) => ({ ...input }),
  total: (values) => multiplyMoney(String(values.price), Number(values.quantity)),
  toItem: (row) => ({
    ...priced(row),
    description: row.description,
    quantity: row.quantity,
    price: num(row.price),
    // The row's total (quantity times price) in rupees.
    convertedPrice: num(row.amountInr),
    purchaseDate: row.purchaseDate,
  }),
} satisfies BillKindDef<
  typeof equipmentBills,
  typeof equipmentBillInputSchema,
  typeof equipmentBillSchema
>;
