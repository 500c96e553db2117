import type { RouteObject } from 'react-router';
import { areaRoutes } from './areas';
import { NotFoundPage } from './not-found-page';
import { FirstPageLoading } from './page-progress';
import { RouteError } from './route-error';
import { Shell } from './shell';

// The landing page and the shell are in the first bundle; every other page is fetched when its
// route is first visited, so the landing page's JavaScript stays within its budget.
// The guards show contract messages and so need zod, which the landing page does without.
const guards = () => import('./require-auth');

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
    HydrateFallback: FirstPageLoading,
    children: [
      {
        // Inside the shell so that an error keeps the header and its way back home.
        ErrorBoundary: RouteError,
        children: [
          {
            lazy: async () => ({ Component: (await guards()).RedirectSignedInHome }),
            children: areaRoutes('guest'),
          },
          {
            lazy: async () => ({ Component: (await guards()).RedirectSignedInToSelect }),
            children: areaRoutes('login'),
          },
          ...areaRoutes('public'),
          {
            lazy: async () => ({ Component: (await guards()).RequireAuth }),
            children: areaRoutes('member'),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
