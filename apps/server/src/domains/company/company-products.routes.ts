import { COMPANY_AREA_MESSAGES, companyApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { serveResource } from '../../http/serve-resource';
import { COMPANY_TAGS as tags } from './company.access';
import { companyProducts } from './company.table';
import { toProduct } from './company-products.service';

/** The company's products. */
export function registerCompanyProductRoutes(ctx: AppContext): void {
  serveResource(ctx, companyApi.products, {
    table: companyProducts,
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
