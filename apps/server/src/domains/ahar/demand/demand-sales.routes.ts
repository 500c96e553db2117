import { z } from 'zod';
import {
  MARKET_MIN_BUSINESSES,
  demandMonthQuerySchema,
  forecastAnswerSchema,
  marketSalesSchema,
  pastSalesSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { DEMAND, DEMAND_TAGS as tags } from './demand.access';
import { marketForecast, ownForecastReader } from './demand-forecast.service';
import { cityOf, monthSales } from './demand-sales.service';

/** Demand Own and Market: past sales of a month, and the forecast. */
export function registerDemandSalesRoutes({ app, db }: AppContext): void {
  const ownForecast = ownForecastReader(db);

  app.get(
    '/api/v1/ahar/demand/own',
    {
      config: { access: DEMAND },
      schema: {
        tags,
        querystring: demandMonthQuerySchema,
        response: { 200: pastSalesSchema.extend({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const { year, month } = request.query;
      const sales = await monthSales(db, [currentOrg(request).id], year, month, 1);
      return {
        success: true as const,
        year: sales.year,
        month: sales.month,
        byCategory: sales.byCategory,
        byDay: sales.byDay,
        totals: sales.totals,
      };
    },
  );

  app.get(
    '/api/v1/ahar/demand/forecast',
    {
      config: { access: DEMAND },
      schema: { tags, response: { 200: forecastAnswerSchema } },
    },
    async (request) => ownForecast(currentOrg(request).id),
  );

  app.get(
    '/api/v1/ahar/demand/market',
    {
      config: { access: DEMAND },
      schema: {
        tags,
        querystring: demandMonthQuerySchema,
        response: { 200: marketSalesSchema.extend({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const { year, month } = request.query;
      const { city, orgIds } = await cityOf(db, currentOrg(request).id);
      const sales = await monthSales(db, orgIds, year, month, MARKET_MIN_BUSINESSES);
      return { success: true as const, city, ...sales };
    },
  );

  app.get(
    '/api/v1/ahar/demand/market/forecast',
    {
      config: { access: DEMAND },
      schema: { tags, response: { 200: forecastAnswerSchema } },
    },
    async (request) => marketForecast(db, currentOrg(request).id),
  );
}
