import { STOCK_IMPORT_FIELDS, stockRowInputSchema, type StockLocation } from '@vedann/contracts';
import type { ImportTarget } from '../../../http/spreadsheet-import';
import { addStock } from './stock.service';

/**
 * A showroom's or warehouse's rows from a spreadsheet: added as the list's form adds them, each
 * with its journal entry, so the journal's undo and each item's history cover them too.
 */
export const stockImport = (
  location: Exclude<StockLocation, 'reuse'>,
): ImportTarget<typeof stockRowInputSchema> => ({
  fields: STOCK_IMPORT_FIELDS,
  schema: stockRowInputSchema,
  async save(tx, { org, user }, rows) {
    await addStock(
      tx,
      { orgId: org.id, userId: user.id, name: user.fullname },
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
