import { useCallback } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  AnswerOf,
  BodyOf,
  Endpoint,
  PageInfo,
  ParamsOf,
  QueryOf,
  ResourceContract,
} from '@vedann/contracts';
import { apiGet, apiGetPage, apiSend } from './api';
import { useStoredOrgId } from './org-store';
import { queryString } from './query-string';
import { signedInRead, type RenderMeta } from './render-meta';

// The contracts' declarations (`Endpoint`, `ResourceContract`) are taken as types here, and the
// `:name` segments are filled by this module's own few lines: this module is on the landing
// page's first load, which does without zod.

/** A path with its `:name` segments filled in, each value encoded. */
function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs its ${name}.`);
    return encodeURIComponent(value);
  });
}

/** What a call of `E` names: its path's parameters, its query and its body, where it has them. */
export type CallOf<E extends Endpoint> = ([ParamsOf<E>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: FormData } : { body: BodyOf<E> | FormData });

type QueryValues = Record<string, string | number | undefined>;

/** The address of a call: its filled path and its query. */
export function endpointUrl(
  declared: Pick<Endpoint, 'path'>,
  call: { params?: unknown; query?: unknown } = {},
) {
  const path = fillPath(declared.path, (call.params ?? {}) as Record<string, string>);
  return `${path}${queryString((call.query ?? {}) as QueryValues)}`;
}

/**
 * The query key of an endpoint's answers: its declared path first, so that every answer of a
 * path (any parameters, any query, any business) is made stale at once by `[path]`.
 */
export function endpointKey(
  declared: Pick<Endpoint, 'path'>,
  orgId: string | null,
  call: { params?: unknown; query?: unknown } = {},
): QueryKey {
  return [declared.path, orgId, call.params ?? {}, call.query ?? {}];
}

/** Calls an endpoint and gives its answer, typed by its contract. */
export function callEndpoint<E extends Endpoint>(
  declared: E,
  ...[call]: keyof CallOf<E> extends never ? [CallOf<E>?] : [CallOf<E>]
): Promise<AnswerOf<E>> {
  const url = endpointUrl(declared, call ?? {});
  if (declared.method === 'GET') return apiGet<AnswerOf<E>>(url);
  return apiSend<AnswerOf<E>>(declared.method, url, call?.body);
}

/** One page of an answer that is a bare list, with the page from the headers. */
export function callEndpointPage<E extends Endpoint>(
  declared: E,
  call: CallOf<E>,
): Promise<{ rows: RowOf<AnswerOf<E>>[]; page: PageInfo }> {
  return apiGetPage<RowOf<AnswerOf<E>>>(endpointUrl(declared, call));
}

type RowOf<Answer> = Answer extends (infer Row)[] ? Row : never;

interface ReadOptions<Answer, Selected> {
  enabled?: boolean;
  /** Keep the answer on screen while the next one loads (paging, filters). */
  keepPrevious?: boolean;
  /**
   * The server may fill this read while rendering the page (`RenderMeta`): a public read
   * (`true`), or a business's read on a page rendered for its signed-in visitor.
   */
  rendered?: boolean | 'signedIn';
  select?: (answer: Answer) => Selected;
  staleTime?: number;
  /** Ask again every so many ms; given the last answer, `false` stops (work that finished). */
  refetchInterval?: number | ((answer: Answer | undefined) => number | false);
}

/**
 * A GET endpoint's answer. The current business is part of the key, so switching business never
 * shows the previous one's data, not even for a moment.
 */
export function useEndpoint<E extends Endpoint, Selected = AnswerOf<E>>(
  declared: E,
  call: CallOf<E>,
  options: ReadOptions<AnswerOf<E>, Selected> = {},
) {
  const orgId = useStoredOrgId();
  const url = endpointUrl(declared, call);
  const { keepPrevious, rendered, refetchInterval, ...rest } = options;
  return useQuery({
    queryKey: endpointKey(declared, orgId, call),
    queryFn: () => apiGet<AnswerOf<E>>(url),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(rendered === 'signedIn'
      ? { meta: signedInRead(url) }
      : rendered
        ? { meta: { renderUrl: url } satisfies RenderMeta }
        : {}),
    ...(typeof refetchInterval === 'function'
      ? {
          refetchInterval: (query: { state: { data?: AnswerOf<E> } }) =>
            refetchInterval(query.state.data),
        }
      : refetchInterval === undefined
        ? {}
        : { refetchInterval }),
    ...rest,
  });
}

/** What a change makes stale: endpoints and resources, by their paths. */
export type Stale = readonly (Pick<Endpoint, 'path'> | Pick<ResourceContract, 'path'>)[];

/**
 * Reloads the answers of every endpoint and resource in `stale`. The function stays the same
 * while the paths do, so an effect may depend on it.
 */
export function useRefresh(stale: Stale) {
  const queryClient = useQueryClient();
  const paths = stale.map(({ path }) => path).join(' ');
  return useCallback(
    () =>
      Promise.all(
        paths
          .split(' ')
          .filter((path) => path !== '')
          .map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      ),
    [queryClient, paths],
  );
}

/**
 * A change by an endpoint: on success the answers of `stale` are reloaded before `onSuccess`
 * runs; a failure stays on the mutation for the screen to show next to what failed.
 */
export function useEndpointMutation<E extends Endpoint, Variables = CallOf<E> | void>(
  declared: E,
  options: {
    /** A call from the mutation's variables, when they are not the call itself. */
    toCall?: (variables: Variables) => CallOf<E>;
    stale?: Stale;
    onSuccess?: (answer: AnswerOf<E>, variables: Variables) => unknown;
    onError?: (error: Error, variables: Variables) => unknown;
  } = {},
) {
  const refresh = useRefresh(options.stale ?? []);
  return useMutation({
    mutationFn: (variables: Variables) => {
      const call = options.toCall ? options.toCall(variables) : ((variables ?? {}) as CallOf<E>);
      const url = endpointUrl(declared, call);
      return declared.method === 'GET'
        ? apiGet<AnswerOf<E>>(url)
        : apiSend<AnswerOf<E>>(declared.method, url, call.body);
    },
    onSuccess: async (answer, variables) => {
      await refresh();
      await options.onSuccess?.(answer, variables);
    },
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
