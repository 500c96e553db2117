import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { contactCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, every page is its own chunk.

/** Contact Us (issue 5), open to anyone. */
const publicRoutes: RouteObject[] = [
  {
    path: '/contactus',
    lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }),
  },
];

/** The messages sent through it, for the platform's administrators. */
const memberRoutes: RouteObject[] = [
  {
    path: '/admin/contact-messages',
    lazy: async () => ({
      Component: (await import('./contact-messages-page')).ContactMessagesPage,
    }),
  },
];

export const contactArea = {
  name: 'contact',
  routes: { public: publicRoutes, member: memberRoutes },
  catalogues: { contact: catalogueType<typeof contactCatalogue>() },
} satisfies WebArea;
