import { barberApi, businessDay } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { barberHome } from './home.service';

/** The barber's home: the queue now, today and the week in one request (issue 31). */
export function registerBarberHomeRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(barberApi.home, ['barber: home']),
    handler: async (request) => barberHome(db, currentOrg(request), businessDay()),
  });
}
