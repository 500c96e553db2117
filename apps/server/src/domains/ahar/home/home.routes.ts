import { aharApi, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { ownForecastReader } from '../demand/demand-forecast.service';
import { aharHome } from './home.service';

/** The ahar's home: stock alerts, today's forecast and the months' sales (issue 31). */
export function registerAharHomeRoutes({ app, db }: AppContext): void {
  // The forecast kept for the business's current records is read, not computed again.
  const ownForecast = ownForecastReader(db);
  app.route({
    ...routeOf(aharApi.home, ['ahar: home']),
    handler: async (request) => aharHome(db, currentOrg(request), todayInIndia(), ownForecast),
  });
}
