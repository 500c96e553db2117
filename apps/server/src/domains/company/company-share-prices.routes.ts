import { z } from 'zod';
import { COMPANY_AREA_MESSAGES, sharePriceInputSchema, sharePriceSchema } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { conflict } from '../../http/errors';
import { registerOrgResource } from '../../http/resource-routes';
import { COMPANY_TAGS as tags, READ, WRITE } from './company.access';
import { companySharePrices } from './company.table';
import {
  sharePriceChart,
  sharePriceMonthTaken,
  toSharePrice,
} from './company-share-prices.service';

/** Share prices: one per month, entered by the company; nothing is fetched or invented. */
export function registerSharePriceRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  registerOrgResource(ctx, {
    table: companySharePrices,
    paths: ['/api/v1/company/share-prices'],
    access: { read: READ, write: WRITE },
    keys: { list: 'sharePrices', item: 'sharePrice' },
    input: sharePriceInputSchema,
    item: sharePriceSchema,
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

  app.get(
    '/api/v1/company/share-prices/chart',
    {
      config: { access: READ },
      schema: {
        tags,
        response: {
          200: z.object({ success: z.literal(true), sharePrices: z.array(sharePriceSchema) }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      sharePrices: await sharePriceChart(db, currentOrg(request).id),
    }),
  );
}
