/** The company area's pages; other areas use nothing of it. */
export { registerCompanyAreaRoutes } from './company.routes';
