import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProducts } from './company.table';

type ProductRow = typeof companyProducts.$inferSelect;

export const toProduct = (row: ProductRow) => ({
  _id: row.id,
  code: row.code,
  name: row.name,
  use: row.use,
  hsn: row.hsn,
  pricePerUnit: row.pricePerUnit,
  image: row.image,
  description: row.description,
});

/** The products a company's public page shows: the first 50, oldest first. */
export function productsShown(db: Db, orgId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(companyProducts)
    .where(eq(companyProducts.orgId, orgId))
    .orderBy(asc(companyProducts.id))
    .limit(50);
}
