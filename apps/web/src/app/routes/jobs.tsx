import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../ui/page-title';

// Only lazy imports here: this table is in the first bundle, every screen is its own chunk.

/** The portal's pages anyone may open. */
export const jobPublicRoutes: RouteObject[] = [
  {
    path: '/jobs',
    handle: { title: (t) => t('jobs:titles.jobs') } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../../domains/jobs/jobs-page')).JobsPage }),
  },
  {
    path: '/browse',
    lazy: async () => ({ Component: (await import('../../domains/jobs/browse-page')).BrowsePage }),
  },
  {
    path: '/description/:id',
    lazy: async () => ({
      Component: (await import('../../domains/jobs/job-description-page')).JobDescriptionPage,
    }),
  },
];

/** A student's applications and the recruiter screens; signed-in accounts only. */
export const jobMemberRoutes: RouteObject[] = [
  {
    path: '/jobs/applications',
    lazy: async () => ({
      Component: (await import('../../domains/jobs/my-applications-page')).MyApplicationsPage,
    }),
  },
  {
    path: '/admin/companies',
    lazy: async () => ({
      Component: (await import('../../domains/jobs/companies-page')).CompaniesPage,
    }),
  },
  {
    path: '/admin/companies/create',
    lazy: async () => ({
      Component: (await import('../../domains/jobs/company-create-page')).CompanyCreatePage,
    }),
  },
  {
    path: '/admin/companies/:id',
    lazy: async () => ({
      Component: (await import('../../domains/jobs/company-page')).CompanyPage,
    }),
  },
  {
    path: '/admin/jobs',
    lazy: async () => ({
      Component: (await import('../../domains/jobs/admin-jobs-page')).AdminJobsPage,
    }),
  },
];
