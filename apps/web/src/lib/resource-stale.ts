import { useQueryClient } from '@tanstack/react-query';
import type { ResourceContract } from '@vedann/contracts';
import type { Stale } from './endpoint';
import { RESOURCE_QUERY, type ResourceApi } from './resource';

/** The query keys of `stale`'s answers: an endpoint's by its path, a resource's lists too. */
export const staleKeys = (stale: Stale): unknown[][] =>
  stale.map((each) => ('keys' in each ? [RESOURCE_QUERY, each.path] : [each.path]));

/**
 * A contract's resource whose changes also reload the answers of `stale` (a page's totals, its
 * summary). `useResourceMutations` reloads only a contract's own lists, so the table is handed
 * the older shape, whose `refreshes` does it; this goes when the resource hooks take `stale`.
 * An endpoint's answers are keyed by its declared path (`useEndpoint`), a resource's lists by
 * `RESOURCE_QUERY` and its path (`useResourceList`).
 */
export function withStale(contract: ResourceContract, stale: Stale): ResourceApi {
  const { bulk } = contract;
  return {
    path: contract.path,
    listKey: contract.keys.list,
    ...(contract.bareList ? { bare: true } : {}),
    ...(contract.writePath ? { writePath: contract.writePath } : {}),
    ...(bulk
      ? { bulk: { path: bulk.atList ? contract.path : `${contract.path}/bulk`, key: bulk.key } }
      : {}),
    refreshes: staleKeys(stale),
  };
}

/**
 * Reloads the answers of `stale`, resources' lists included (`useRefresh` of lib/endpoint keys
 * by the path alone, which a resource's lists do not start with).
 */
export function useRefreshStale(stale: Stale) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(staleKeys(stale).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
