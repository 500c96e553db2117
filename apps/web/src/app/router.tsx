import type { RouteObject } from 'react-router';
import { Loading } from '../ui/loading';
import type { RouteHandle } from '../ui/page-title';
import { LandingPage } from '../domains/home/landing-page';
import { jobMemberRoutes, jobPublicRoutes } from './routes/jobs';
import {
  libraryManagementRoutes,
  libraryMemberRoutes,
  libraryPublicRoutes,
} from './routes/library';
import { studentMemberRoutes, studentPublicRoutes } from './routes/student';
import { placementRoutes } from './routes/placement';
import { dietRoutes } from './routes/diet';
import { companyPublicRoutes, companyRoutes } from './routes/company';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { Shell } from './shell';
import { CONTENT_MEMBER_ROUTES, CONTENT_PUBLIC_ROUTES } from './routes/dashboard';
import { businessDashboardRoutes, businessPublicRoutes } from './routes/business';

// The landing page and the shell are in the first bundle; every other page is fetched when its
// route is first visited, so the landing page's JavaScript stays within its budget.
// The guards show contract messages and so need zod, which the landing page does without.
const guards = () => import('./require-auth');

const accountRoutesForGuests: RouteObject[] = [
  {
    path: '/register',
    lazy: async () => ({
      Component: (await import('../domains/accounts/register-page')).RegisterPage,
    }),
  },
];

const loginRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { title: (t) => t('accounts:login.title') } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../domains/accounts/login-page')).LoginPage }),
  },
];

const accountRoutesForMembers: RouteObject[] = [
  {
    path: '/select',
    lazy: async () => ({ Component: (await import('../domains/accounts/select-page')).SelectPage }),
  },
  {
    path: '/profile',
    lazy: async () => ({
      Component: (await import('../domains/accounts/profile-page')).ProfilePage,
    }),
  },
  {
    path: '/mgtservice',
    lazy: async () => ({
      Component: (await import('../domains/orgs/mgtservice-page')).MgtservicePage,
    }),
  },
  {
    path: '/mgtservice/selects',
    lazy: async () => ({
      Component: (await import('../domains/orgs/selects-page')).SelectsPage,
    }),
  },
];

// The resume builder (spec 01 section 2.4, spec 04 section 2.3): /placement/resume is the same form.
const resumes = () => import('../domains/resumes/resume-pages');
const resumeRoutes: RouteObject[] = [
  ...['/service/student', '/placement/resume'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await resumes()).ResumeFormPage }),
  })),
  {
    path: '/service/student/preview',
    lazy: async () => ({ Component: (await resumes()).VedannPreviewPage }),
  },
  {
    path: '/service/student/previewats',
    lazy: async () => ({ Component: (await resumes()).AtsPreviewPage }),
  },
  {
    path: '/placement/resume/saved',
    lazy: async () => ({ Component: (await resumes()).SavedResumesPage }),
  },
];

const publicAccountRoutes: RouteObject[] = [
  {
    path: '/forgot-password',
    lazy: async () => ({
      Component: (await import('../domains/accounts/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    // Without a token the page itself explains the link is unusable and moves on to /login.
    path: '/reset-password/:token?',
    lazy: async () => ({
      Component: (await import('../domains/accounts/reset-password-page')).ResetPasswordPage,
    }),
  },
];

/** Mantine's CSS beyond the first page's (first-paint.css), fetched once with any lazy page. */
const areaStyles = () => import('./area-styles.css');

/**
 * Every lazily loaded route also brings the rest of the component CSS, so the landing page's
 * first load carries only what it shows, and no page renders before its styles are there.
 */
function withAreaStyles(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    const children = route.children ? withAreaStyles(route.children) : undefined;
    const { lazy } = route;
    if (typeof lazy !== 'function') return { ...route, children } as RouteObject;
    return {
      ...route,
      children,
      lazy: async () => (await Promise.all([lazy(), areaStyles()]))[0],
    } as RouteObject;
  });
}

export const routes: RouteObject[] = withAreaStyles([
  {
    path: '/',
    Component: Shell,
    HydrateFallback: Loading,
    children: [
      {
        // Inside the shell so that an error keeps the header and its way back home.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            Component: LandingPage,
            handle: { title: (t) => t('home:title') } satisfies RouteHandle,
          },
          {
            lazy: async () => ({ Component: (await guards()).RedirectSignedInHome }),
            children: accountRoutesForGuests,
          },
          {
            lazy: async () => ({ Component: (await guards()).RedirectSignedInToSelect }),
            children: loginRoutes,
          },
          ...publicAccountRoutes,
          ...jobPublicRoutes,
          ...libraryPublicRoutes,
          ...studentPublicRoutes,
          ...CONTENT_PUBLIC_ROUTES,
          ...businessPublicRoutes,
          ...companyPublicRoutes,
          {
            lazy: async () => ({ Component: (await guards()).RequireAuth }),
            children: [
              ...accountRoutesForMembers,
              ...resumeRoutes,
              ...jobMemberRoutes,
              ...libraryMemberRoutes,
              ...libraryManagementRoutes,
              ...studentMemberRoutes,
              ...placementRoutes,
              ...dietRoutes,
              ...companyRoutes,
              ...CONTENT_MEMBER_ROUTES,
              ...businessDashboardRoutes,
              {
                path: '/lostnfound',
                lazy: async () => ({
                  Component: (await import('../domains/lostfound/lostfound-page')).LostFoundPage,
                }),
              },
              {
                path: '/lostnfound/report/:id',
                lazy: async () => ({
                  Component: (await import('../domains/lostfound/report-page')).ReportPage,
                }),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
