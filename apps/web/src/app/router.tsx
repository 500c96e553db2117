import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { areaRoutes } from './areas';
import { NotFoundPage } from './not-found-page';
import { FirstPageLoading } from './page-progress';
import { RouteError } from './route-error';
import { routeFinder, type RouteGroup } from './route-discovery';
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

/** The route under which each group of the areas' routes goes (`RouteGroup.id`). */
const GROUP_PARENTS = {
  guest: 'guest-pages',
  login: 'login-pages',
  public: 'pages',
  member: 'member-pages',
} as const;

/** The app's routes, with each group's area routes as `groupRoutes` gives them. */
function appRoutes(groupRoutes: (group: keyof typeof GROUP_PARENTS) => RouteObject[]) {
  return withAreaStyles([
    {
      path: '/',
      Component: Shell,
      HydrateFallback: FirstPageLoading,
      children: [
        {
          // Inside the shell so that an error keeps the header and its way back home.
          id: GROUP_PARENTS.public,
          ErrorBoundary: RouteError,
          children: [
            {
              id: GROUP_PARENTS.guest,
              lazy: async () => ({ Component: (await guards()).RedirectSignedInHome }),
              children: groupRoutes('guest'),
            },
            {
              id: GROUP_PARENTS.login,
              lazy: async () => ({ Component: (await guards()).RedirectSignedInToSelect }),
              children: groupRoutes('login'),
            },
            ...groupRoutes('public'),
            {
              id: GROUP_PARENTS.member,
              lazy: async () => ({ Component: (await guards()).RequireAuth }),
              children: groupRoutes('member'),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ]);
}

/** Every route of the app: what the server renders with, and what the tests read. */
export const routes: RouteObject[] = appRoutes(areaRoutes);

/**
 * The router asks for more routes (`patchRoutesOnNavigation`) only where what it holds matches
 * no page, or matches one by its parameters or the not-found page's `*`. At `/` the shell's own
 * path would match alone, so the index routes (the landing page, in the first bundle anyway)
 * are there from the start.
 */
const isIndex = (route: RouteObject) => route.index === true;

/**
 * What the browser's router starts from: the shell, the guards and the landing page, without
 * the areas' other pages, which `patchRoutesOnNavigation` adds as paths are visited. The router
 * reads every route it holds when it is made, and again each time routes are added: with all
 * ninety of them that was one task of 40 to 110 ms at start-up (four times that on a phone),
 * for one page.
 */
export const startingRoutes: RouteObject[] = appRoutes((group) =>
  areaRoutes(group).filter(isIndex),
);

const groups: RouteGroup[] = Object.entries(GROUP_PARENTS).map(([group, id]) => ({
  id,
  routes: withAreaStyles(
    areaRoutes(group as keyof typeof GROUP_PARENTS).filter((route) => !isIndex(route)),
  ),
}));

/**
 * A router's `patchRoutesOnNavigation`: adds the areas' routes that may serve the path being
 * opened (see `routeFinder`). Each router needs its own, which remembers what it added.
 */
export const areaRouteFinder = (): PatchRoutesOnNavigationFunction => routeFinder(groups);
