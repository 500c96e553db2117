import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ResourceContract } from '@vedann/contracts';
import { RESOURCE_QUERY } from '../../lib/resource';

type Path = Pick<ResourceContract, 'path'>;

/**
 * Reloads the answers of endpoints (`[path]`) and the lists of resources (`[RESOURCE_QUERY,
 * path]`) at once: `useRefresh` of lib/endpoint reaches the first only.
 */
export function refreshPaths(queryClient: QueryClient, paths: readonly Path[]): Promise<unknown> {
  return Promise.all(
    paths.flatMap(({ path }) => [
      queryClient.invalidateQueries({ queryKey: [path] }),
      queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, path] }),
    ]),
  );
}

/**
 * What a change of a resource also makes stale (the old `ResourceApi.refreshes`), for a
 * resource declared in the contracts, whose hooks take no such list: while the screen is
 * mounted, each time the resource's lists are made stale by a change, `stale` reloads too.
 */
export function useStaleWith(resource: Path, stale: readonly Path[]): void {
  const queryClient = useQueryClient();
  // The effect follows the paths, not the array (a new one at each render).
  const stalePaths = stale.map(({ path }) => path).join(' ');
  useEffect(() => {
    const others = stalePaths.split(' ').map((path) => ({ path }));
    let queued = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      const key = event.query.queryKey as readonly unknown[];
      const [first, path] = key;
      if (first !== RESOURCE_QUERY || path !== resource.path || queued) return;
      // One change makes every cached page stale at once: reload the others once for them all.
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void refreshPaths(queryClient, others);
      });
    });
  }, [queryClient, resource.path, stalePaths]);
}
