import { companyApi, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { companyHome } from './company-home.service';

/** The company's home: open jobs, applicants by status and the week's interviews (issue 31). */
export function registerCompanyHomeRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(companyApi.home, ['company: home']),
    handler: async (request) => companyHome(db, currentOrg(request), todayInIndia()),
  });
}
