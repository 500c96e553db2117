import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../../common/api';
import { endpoint, resource, type OrgKindAccess } from '../../common/endpoint';
import { importEndpoints } from '../../common/spreadsheet';
import {
  aharCategoriesResponseSchema,
  aharCategoryInputSchema,
  aharCategorySchema,
} from './categories';
import {
  MAX_REUSE_ROWS,
  reuseRowInputSchema,
  stockAlertsSchema,
  stockItemSchema,
  stockJournalEntrySchema,
  stockMoveSchema,
  stockRowInputSchema,
  stockSettingsSchema,
  stockUseSchema,
  type StockLocation,
} from './stock';

/** The ahar's stock and its categories: the `inventory` permission. */
const STOCK_ACCESS: OrgKindAccess = { org: 'ahar', permission: 'inventory' };
const STOCK_ACCESSES = { read: STOCK_ACCESS, write: STOCK_ACCESS };

const itemParams = z.object({ id: idSchema });
const changedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  item: stockItemSchema,
});
const journalAnswer = z
  .object({ success: z.literal(true), entries: z.array(stockJournalEntrySchema) })
  .extend(pageInfoSchema.shape);
const settingsAnswer = z.object({ success: z.literal(true), expiryDays: z.number() });

/** What the API docs say of a row's add and update: the body may be multipart. */
const UPLOAD_NOTE =
  'JSON, or multipart/form-data with the same fields, a picture (PNG, JPEG, WebP or GIF) in `pic` and a PDF in `description`.';
/** What the API docs say of the reuse table's Submit: its rows at once. */
const REUSE_NOTE = `JSON {inventory: [...]}, or multipart inventory[i][name, category, expireDate, price, manufacturing, quantityNumber, quantityKgL, offer, unit] with files inventory[i][pic] and inventory[i][description]; at most ${MAX_REUSE_ROWS} rows.`;

/**
 * One location's table at the spec's path (spec 04 section 7): the list (a bare list, the page
 * in headers), one item, adding (JSON or multipart with the picture and the PDF), updating the
 * whole item the same way, and deleting.
 */
function stockLocation<Input extends z.ZodType, Added extends z.ZodType>(
  path: string,
  input: Input,
  added: Added,
  addNote: string = UPLOAD_NOTE,
) {
  const one = `${path}/:id`;
  return {
    items: resource({
      path,
      access: STOCK_ACCESSES,
      keys: { list: 'items', item: 'item' },
      bareList: true,
      input,
      item: stockItemSchema,
    }),
    item: endpoint({
      method: 'GET',
      path: one,
      access: STOCK_ACCESS,
      params: itemParams,
      answer: z.object({ success: z.literal(true), item: stockItemSchema }),
    }),
    add: endpoint({
      method: 'POST',
      path,
      access: STOCK_ACCESS,
      description: addNote,
      answer: added,
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      access: STOCK_ACCESS,
      params: itemParams,
      description: UPLOAD_NOTE,
      answer: changedAnswer,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: one,
      access: STOCK_ACCESS,
      params: itemParams,
      answer: messageResponseSchema,
    }),
  };
}

/** The ahar's stock (issue 14 part one): categories, the three locations, moves, journal, expiry. */
export const aharStockApi = {
  /** The picker's catalogue: the built-in categories, then the business's own. */
  categories: endpoint({
    method: 'GET',
    path: '/ahar/categories',
    access: STOCK_ACCESS,
    answer: aharCategoriesResponseSchema,
  }),
  /** The business's own categories. */
  ownCategories: resource({
    path: '/ahar/own-categories',
    access: STOCK_ACCESSES,
    keys: { list: 'categories', item: 'category' },
    input: aharCategoryInputSchema,
    item: aharCategorySchema,
  }),
  locations: {
    showroom: {
      ...stockLocation('/aharshowroom', stockRowInputSchema, changedAnswer),
      /** Rows from a spreadsheet, after a preview (issue 32 item 5). */
      import: importEndpoints('/aharshowroom', STOCK_ACCESS),
    },
    warehouse: {
      ...stockLocation('/suchigodown', stockRowInputSchema, changedAnswer),
      import: importEndpoints('/suchigodown', STOCK_ACCESS),
    },
    /** The reuse table's Submit adds its rows at once (`inventory[i][...]`). */
    reuse: {
      ...stockLocation(
        '/reuse',
        reuseRowInputSchema,
        z.object({
          success: z.literal(true),
          message: z.string(),
          items: z.array(stockItemSchema),
        }),
        REUSE_NOTE,
      ),
      import: importEndpoints('/reuse', STOCK_ACCESS),
    },
  } satisfies Record<StockLocation, unknown>,
  /** Some or all of an item to another location. */
  move: endpoint({
    method: 'POST',
    path: '/ahar/stock/:id/move',
    access: STOCK_ACCESS,
    params: itemParams,
    body: stockMoveSchema,
    answer: changedAnswer,
  }),
  /** Sold or used, earliest expiry first. */
  use: endpoint({
    method: 'POST',
    path: '/ahar/stock/use',
    access: STOCK_ACCESS,
    body: stockUseSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      taken: z.array(
        z.object({ itemId: z.string(), expireDate: z.string().nullable(), quantity: z.number() }),
      ),
    }),
  }),
  /** The journal of changes: who, when, what, how much. */
  journal: endpoint({
    method: 'GET',
    path: '/ahar/stock/journal',
    access: STOCK_ACCESS,
    query: pageQuerySchema,
    answer: journalAnswer,
  }),
  /** One item's history, across the locations it moved through. */
  history: endpoint({
    method: 'GET',
    path: '/ahar/stock/:id/history',
    access: STOCK_ACCESS,
    params: itemParams,
    query: pageQuerySchema,
    answer: journalAnswer,
  }),
  undo: endpoint({
    method: 'POST',
    path: '/ahar/stock/journal/undo',
    access: STOCK_ACCESS,
    answer: messageResponseSchema,
  }),
  /** Expired items and items expiring within the business's days. */
  alerts: endpoint({
    method: 'GET',
    path: '/ahar/stock/alerts',
    access: STOCK_ACCESS,
    answer: stockAlertsSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/ahar/stock/settings',
    access: STOCK_ACCESS,
    answer: settingsAnswer,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/ahar/stock/settings',
    access: STOCK_ACCESS,
    body: stockSettingsSchema,
    answer: settingsAnswer.extend({ message: z.string() }),
  }),
};
