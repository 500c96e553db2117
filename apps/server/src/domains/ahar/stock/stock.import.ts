import {
  REUSE_IMPORT_FIELDS,
  STOCK_IMPORT_FIELDS,
  reuseRowInputSchema,
  stockRowInputSchema,
  type StockLocation,
} from '@vedann/contracts';
import type { ActingContext } from '../../../http/resource-routes';
import type { ImportTarget } from '../../../http/spreadsheet-import';
import { reuseValues } from './stock-request';
import { addStock } from './stock.service';

// A location's rows from a spreadsheet are added as its form adds them, each with its journal
// entry, so the journal's undo and each item's history cover them too.

const actorOf = ({ org, user }: ActingContext) => ({
  orgId: org.id,
  userId: user.id,
  name: user.fullname,
});

/** A showroom's or warehouse's rows: one quantity and its unit. */
export const stockImport = (
  location: Exclude<StockLocation, 'reuse'>,
): ImportTarget<typeof stockRowInputSchema> => ({
  fields: STOCK_IMPORT_FIELDS,
  schema: stockRowInputSchema,
  async save(tx, acting, rows) {
    await addStock(
      tx,
      actorOf(acting),
      location,
      rows.map((row) => ({
        name: row.name,
        category: row.category,
        expireDate: row.expireDate,
        manufacturing: row.manufacturing,
        price: row.price,
        quantity: row.quantity,
        unit: row.unit,
        quantityNumber: null,
        quantityKgL: null,
        offer: row.offer,
      })),
    );
  },
});

/** The reuse table's rows: Number and Kg/L, stored as its Submit stores them. */
export const reuseImport: ImportTarget<typeof reuseRowInputSchema> = {
  fields: REUSE_IMPORT_FIELDS,
  schema: reuseRowInputSchema,
  async save(tx, acting, rows) {
    await addStock(
      tx,
      actorOf(acting),
      'reuse',
      rows.map((row) => reuseValues(row)),
    );
  },
};
