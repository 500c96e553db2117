import { libraryApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { libraryHome } from './home.service';
import { libraryToday } from './seats.service';

/** The library's management home: today's figures in one request (issue 31). */
export function registerLibraryHomeRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(libraryApi.home, ['library: home']),
    handler: async (request) => libraryHome(db, currentOrg(request), libraryToday()),
  });
}
