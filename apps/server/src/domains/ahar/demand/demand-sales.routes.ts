import { MARKET_MIN_BUSINESSES, aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { DEMAND_TAGS as tags } from './demand.access';
import { marketForecast, ownForecastReader } from './demand-forecast.service';
import { cityOf, monthSales } from './demand-sales.service';

/** Demand Own and Market: past sales of a month, and the forecast. */
export function registerDemandSalesRoutes({ app, db }: AppContext): void {
  const ownForecast = ownForecastReader(db);

  app.route({
    ...routeOf(aharApi.demand.ownSales, tags),
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(aharApi.demand.ownForecast, tags),
    handler: async (request) => ownForecast(currentOrg(request).id),
  });

  app.route({
    ...routeOf(aharApi.demand.marketSales, tags),
    handler: async (request) => {
      const { year, month } = request.query;
      const { city, orgIds } = await cityOf(db, currentOrg(request).id);
      const sales = await monthSales(db, orgIds, year, month, MARKET_MIN_BUSINESSES);
      return { success: true as const, city, ...sales };
    },
  });

  app.route({
    ...routeOf(aharApi.demand.marketForecast, tags),
    handler: async (request) => marketForecast(db, currentOrg(request).id),
  });
}
