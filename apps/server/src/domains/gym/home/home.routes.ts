import { gymApi, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { gymHome } from './home.service';

/** The gym's home: today's figures in one request (issue 31). */
export function registerGymHomeRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(gymApi.home, ['gym: home']),
    handler: async (request) => gymHome(db, currentOrg(request), todayInIndia()),
  });
}
