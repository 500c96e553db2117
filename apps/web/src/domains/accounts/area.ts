import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../ui/page-title';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { accountsCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.
const profile = async () => ({ Component: (await import('./profile-page')).ProfilePage });

const guestRoutes: RouteObject[] = [
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('./register-page')).RegisterPage }),
  },
];

const loginRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { title: (t) => t('accounts:login.title') } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
  },
];

const publicRoutes: RouteObject[] = [
  {
    path: '/forgot-password',
    lazy: async () => ({
      Component: (await import('./forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    // Without a token the page itself explains the link is unusable and moves on to /login.
    path: '/reset-password/:token?',
    lazy: async () => ({
      Component: (await import('./reset-password-page')).ResetPasswordPage,
    }),
  },
];

const memberRoutes: RouteObject[] = [
  {
    path: '/select',
    lazy: async () => ({ Component: (await import('./select-page')).SelectPage }),
  },
  { path: '/profile', lazy: profile },
  // The student's Profiles edit screen is the account's one edit screen, so the data has one home.
  { path: '/profiles/edit', lazy: profile },
];

export const accountsArea = {
  name: 'accounts',
  routes: { guest: guestRoutes, login: loginRoutes, public: publicRoutes, member: memberRoutes },
  catalogues: { accounts: catalogueType<typeof accountsCatalogue>() },
} satisfies WebArea;
