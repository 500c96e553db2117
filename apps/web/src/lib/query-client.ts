import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { ME_QUERY_KEY } from './auth';
import { readRetryDelay, retryRead } from './retry';

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
      queries: { retry: retryRead, retryDelay: readRetryDelay },
      mutations: { retry: false },
    },
  });
  return client;
}
