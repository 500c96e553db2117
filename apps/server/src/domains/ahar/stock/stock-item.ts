import { QUANTITY_SCALE, fromUnits, stockTotal, toUnits, type StockItem } from '@vedann/contracts';
import { aharStockItems, type StockSnapshot } from './stock.table';

export type StockRow = typeof aharStockItems.$inferSelect;

export interface Actor {
  orgId: string;
  userId: string;
  name: string;
}

export type NewStockValues = Omit<
  typeof aharStockItems.$inferInsert,
  'id' | 'orgId' | 'location' | 'lineageId' | 'createdAt' | 'updatedAt'
>;

const num = (value: string | null): number | null => (value === null ? null : Number(value));

export function toStockItem(row: StockRow): StockItem {
  return {
    _id: row.id,
    location: row.location,
    name: row.name,
    category: row.category,
    expireDate: row.expireDate,
    manufacturing: row.manufacturing,
    price: Number(row.price),
    quantity: Number(row.quantity),
    unit: row.unit,
    quantityNumber: num(row.quantityNumber),
    quantityKgL: num(row.quantityKgL),
    offer: Number(row.offer),
    total: stockTotal(row.price, row.quantity),
    pic: row.pic,
    picName: row.picName,
    description: row.description,
    descriptionName: row.descriptionName,
    lineageId: row.lineageId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A copy of `value` without `keys`. */
export function without<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

export const snapshot = (row: StockRow): StockSnapshot => without(row, 'createdAt', 'updatedAt');

export const qty = (value: string) => toUnits(value, QUANTITY_SCALE);
export const qtyText = (units: bigint) => fromUnits(units, QUANTITY_SCALE);
/** "2.500" → "2.5", "3.000" → "3": quantities as people write them. */
export const shortQuantity = (value: string) => value.replace(/\.?0+$/, '') || '0';
