import { COMPANY_AREA_MESSAGES, productInputSchema, productSchema } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { registerOrgResource } from '../../http/resource-routes';
import { COMPANY_TAGS as tags, READ, WRITE } from './company.access';
import { companyProducts } from './company.table';
import { toProduct } from './company-products.service';

/** The company's products. */
export function registerCompanyProductRoutes(ctx: AppContext): void {
  registerOrgResource(ctx, {
    table: companyProducts,
    paths: ['/api/v1/company/products'],
    access: { read: READ, write: WRITE },
    keys: { list: 'products', item: 'product' },
    input: productInputSchema,
    item: productSchema,
    toRow: (input) => input,
    toItem: toProduct,
    messages: {
      created: COMPANY_AREA_MESSAGES.productSaved,
      updated: COMPANY_AREA_MESSAGES.productUpdated,
      removed: COMPANY_AREA_MESSAGES.productRemoved,
      notFound: COMPANY_AREA_MESSAGES.productNotFound,
    },
    search: [companyProducts.name, companyProducts.code],
    order: 'oldest',
    tags,
  });
}
