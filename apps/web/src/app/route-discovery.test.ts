import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { firstSegment, routeFinder } from './route-discovery';
import { areaRouteFinder, routes, startingRoutes } from './router';

/** What the router does with `patch`: the routes added under the route of that id. */
function addUnder(tree: RouteObject[], id: string, children: RouteObject[]): boolean {
  for (const route of tree) {
    if (route.id === id) {
      route.children = [...(route.children ?? []), ...children];
      return true;
    }
    if (route.children && addUnder(route.children, id, children)) return true;
  }
  return false;
}

function copy(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject =>
    route.children ? { ...route, children: copy(route.children) } : { ...route },
  );
}

/**
 * The routes the browser's router holds once it has opened `paths`, in order. As the router
 * does, it asks for more only where what it holds matches no page, or matches by parameters
 * (a page's `:id`, the not-found page's `*`).
 */
async function treeAfterOpening(...paths: string[]): Promise<RouteObject[]> {
  const tree = copy(startingRoutes);
  const patchRoutesOnNavigation = areaRouteFinder();
  for (const path of paths) {
    const held = matchRoutes(tree, path);
    if (held && Object.keys(held[0]?.params ?? {}).length === 0) continue;
    await patchRoutesOnNavigation({
      path,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
      patch: (id, children) => {
        if (id === null || !addUnder(tree, id, children)) throw new Error(`no route ${id}`);
      },
    });
  }
  return tree;
}

/** A match as the page sees it: each route's path (or its group's id) and what it matched. */
const matched = (tree: RouteObject[], path: string) =>
  (matchRoutes(tree, path) ?? []).map(
    ({ route, pathname }) =>
      `${route.path ?? route.id ?? (route.index ? 'index' : '')} ${pathname}`,
  );

/** Every path a page of the app is at, with each `:name` filled in. */
function pagePaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path?.startsWith('/') && route.path !== '/' ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe('the routes the browser finds as it goes', () => {
  const paths = pagePaths(routes).map((path) =>
    path.replace(/:[A-Za-z]+/g, '6a1b2c3d4e5f6a7b8c9d0e1f'),
  );

  it('matches every page as the whole route table does, opened first or after others', async () => {
    expect(paths.length).toBeGreaterThan(80);
    for (const path of ['/', ...paths]) {
      expect(matched(await treeAfterOpening(path), path), path).toEqual(matched(routes, path));
    }
    const afterAll = await treeAfterOpening(...paths, '/');
    for (const path of ['/', ...paths]) {
      expect(matched(afterAll, path), path).toEqual(matched(routes, path));
    }
  });

  it('leaves a path no page serves to the not-found page, and reads a path as the router does', async () => {
    expect(matched(await treeAfterOpening('/no-such-page'), '/no-such-page')).toEqual(
      matched(routes, '/no-such-page'),
    );
    expect(matched(routes, '/no-such-page').at(-1)).toBe('* /no-such-page');
    expect(matched(await treeAfterOpening('/JOBS'), '/JOBS')).toEqual(matched(routes, '/JOBS'));
    expect(firstSegment('/%6Aobs/x')).toBe('jobs');
    expect(firstSegment('/%E0%A4')).toBe('%e0%a4');
  });

  it('starts with the landing page alone, and adds each group of routes once', async () => {
    expect(pagePaths(startingRoutes)).toEqual([]);
    expect(matched(startingRoutes, '/')).toEqual(matched(routes, '/'));
    const added: string[] = [];
    const find = routeFinder([
      { id: 'a', routes: [{ path: '/jobs' }, { path: '/jobs/mine' }, { path: '/gym' }] },
      { id: 'b', routes: [{ index: true }, { path: '/:slug' }] },
    ]);
    const open = (path: string) =>
      find({
        path,
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
        patch: (id, children) =>
          added.push(`${id}: ${children.map((r) => r.path ?? 'index').join(',')}`),
      });
    // In a later task than the router's own matching: the two were one long task at start.
    const opening = open('/jobs/mine');
    await Promise.resolve();
    expect(added).toEqual([]);
    await opening;
    await open('/Jobs');
    await open('/');
    expect(added).toEqual(['a: /jobs,/jobs/mine', 'b: /:slug', 'b: index']);

    // A navigation aborted before its turn adds nothing, which the next one to /gym then adds.
    const aborted = new AbortController();
    const openingGym = find({
      path: '/gym',
      matches: [],
      signal: aborted.signal,
      fetcherKey: undefined,
      patch: (id) => added.push(`${id}: dropped`),
    });
    aborted.abort();
    await openingGym;
    await open('/gym');
    expect(added.slice(3)).toEqual(['a: /gym']);
  });
});
