import { QueryCache, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';
import { ME_QUERY_KEY } from './auth';
import { readRetryDelay, retryRead } from './retry';

/**
 * How long at most an answer a page arrived with is taken as fresh. A page rendered at request
 * time carries the answers it was rendered from, read again by the server at most a second
 * before (apps/server/src/http/page-render.ts), or, for a signed-in visitor's page, read for this
 * visit: the app takes them over without asking again (reads and renders less while the phone is
 * busiest). Once the screen that read one is gone, or after this, the answer is read anew as any
 * other: an owner who adds a member and comes back to the home sees it counted.
 */
export const SEEDED_FRESH_MS = 30_000;

/** The answers a page arrived with and still shows, each by the moment it was put in the cache. */
const seededAt = new WeakMap<object, number>();

/** Puts an answer the page arrived with in `client`'s cache, fresh for `SEEDED_FRESH_MS`. */
export function seedAnswer(client: QueryClient, key: QueryKey, data: unknown): void {
  client.setQueryData(key, data);
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (query) seededAt.set(query, query.state.dataUpdatedAt);
}

/** Fresh while it still holds the answer the page arrived with; any other answer is stale at once. */
const staleTime = (query: Query): number =>
  seededAt.get(query) === query.state.dataUpdatedAt ? SEEDED_FRESH_MS : 0;

/**
 * The app's cache. Reads that meet a busy server or a lost connection are tried again by
 * themselves (lib/retry.ts); writes never are. A 401 on any read means the session is gone, so
 * the account is forgotten and the members-only pages send the person to log in; no other
 * failure signs anyone out.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          client.setQueryData(ME_QUERY_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: { retry: retryRead, retryDelay: readRetryDelay, staleTime },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'observerRemoved' && event.query.getObserversCount() === 0)
      seededAt.delete(event.query);
  });
  return client;
}
