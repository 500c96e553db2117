import { COMPANY_AREA_MESSAGES, companyApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { conflict } from '../../http/errors';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { COMPANY_TAGS as tags } from './company.access';
import { companySharePrices } from './company.table';
import {
  sharePriceChart,
  sharePriceMonthTaken,
  toSharePrice,
} from './company-share-prices.service';

/** Share prices: one per month, entered by the company; nothing is fetched or invented. */
export function registerSharePriceRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  serveResource(ctx, companyApi.sharePrices, {
    table: companySharePrices,
    updateReadsRow: true,
    toRow: async (input, acting, previous) => {
      if (await sharePriceMonthTaken(db, acting.org.id, input.month, previous?.id))
        throw conflict(COMPANY_AREA_MESSAGES.sharePriceDuplicate);
      return input;
    },
    toItem: toSharePrice,
    messages: {
      created: COMPANY_AREA_MESSAGES.sharePriceSaved,
      updated: COMPANY_AREA_MESSAGES.sharePriceUpdated,
      removed: COMPANY_AREA_MESSAGES.sharePriceRemoved,
      notFound: COMPANY_AREA_MESSAGES.sharePriceNotFound,
    },
    tags,
  });

  app.route({
    ...routeOf(companyApi.shareChart, tags),
    handler: async (request) => ({
      success: true as const,
      sharePrices: await sharePriceChart(db, currentOrg(request).id),
    }),
  });
}
