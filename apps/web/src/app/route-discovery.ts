import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { nextTask } from '../lib/next-task';

/** Some of the app's routes and the id of the route they go under. */
export interface RouteGroup {
  id: string;
  routes: RouteObject[];
}

/**
 * The first segment of a path, as the router compares it (not case-sensitive): `jobs` for
 * `/jobs/applications` and for `/Jobs`, the empty text for `/` and for an index route.
 */
export function firstSegment(path: string): string {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** Matches any first segment: a route whose first segment is a parameter, a splat or absent. */
const ANY_SEGMENT = '*';

/** The key under which a route is found: its path's first segment, for the areas' flat routes. */
function segmentOf(route: RouteObject): string {
  if (route.index) return '';
  if (route.path === undefined || route.children) return ANY_SEGMENT;
  const segment = firstSegment(route.path);
  return segment.startsWith(':') || segment.startsWith('*') ? ANY_SEGMENT : segment;
}

/**
 * The router's `patchRoutesOnNavigation`: for the path being opened, each group's routes that
 * share its first segment, added under the group's route once. The router then matches the path
 * among them as among all routes: it ranks the routes it holds, and a route of another first
 * segment can never match. A path no route serves still ends at the not-found page (`*`).
 */
export function routeFinder(groups: readonly RouteGroup[]): PatchRoutesOnNavigationFunction {
  const bySegment = groups.map(({ id, routes }) => {
    const found = new Map<string, RouteObject[]>();
    for (const route of routes) {
      const segment = segmentOf(route);
      found.set(segment, [...(found.get(segment) ?? []), route]);
    }
    return { id, found };
  });
  const added = new Set<string>();
  return async ({ path, patch, signal }) => {
    // The router has just matched the path among the routes it held; it ranks them all again
    // once this resolves. Each in a task of its own: together they were one of 30 ms at start.
    await nextTask();
    // A navigation that gave way to another meanwhile (a redirect, a second click) has its patches
    // dropped by the router: they are not counted as added, and the next navigation adds them.
    if (signal.aborted) return;
    for (const segment of new Set([firstSegment(path), ANY_SEGMENT])) {
      for (const { id, found } of bySegment) {
        const key = `${id} ${segment}`;
        const routes = found.get(segment);
        if (added.has(key) || !routes) continue;
        added.add(key);
        patch(id, routes);
      }
    }
    await nextTask();
  };
}
