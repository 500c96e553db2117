import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../ui/page-title';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { JobsTexts } from './i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.

/** The portal's pages anyone may open. */
const publicRoutes: RouteObject[] = [
  {
    path: '/jobs',
    handle: { title: (t) => t('jobs:titles.jobs') } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./jobs-page')).JobsPage }),
  },
  {
    path: '/browse',
    lazy: async () => ({ Component: (await import('./browse-page')).BrowsePage }),
  },
  {
    path: '/description/:id',
    lazy: async () => ({
      Component: (await import('./job-description-page')).JobDescriptionPage,
    }),
  },
];

/** A student's applications and the recruiter screens; signed-in accounts only. */
const memberRoutes: RouteObject[] = [
  {
    path: '/jobs/applications',
    lazy: async () => ({
      Component: (await import('./my-applications-page')).MyApplicationsPage,
    }),
  },
  {
    path: '/admin/companies',
    lazy: async () => ({ Component: (await import('./companies-page')).CompaniesPage }),
  },
  {
    path: '/admin/companies/create',
    lazy: async () => ({
      Component: (await import('./company-create-page')).CompanyCreatePage,
    }),
  },
  {
    path: '/admin/companies/:id',
    lazy: async () => ({ Component: (await import('./company-page')).CompanyPage }),
  },
  {
    path: '/admin/jobs',
    lazy: async () => ({ Component: (await import('./admin-jobs-page')).AdminJobsPage }),
  },
  // Placement's Internships item (spec 04 section 2.3) is this area's list of internships.
  {
    path: '/placement/internships',
    lazy: async () => ({ Component: (await import('./internships-page')).InternshipsPage }),
  },
];

export const jobsArea = {
  name: 'jobs',
  routes: { public: publicRoutes, member: memberRoutes },
  catalogues: { jobs: catalogueType<JobsTexts>() },
} satisfies WebArea;
