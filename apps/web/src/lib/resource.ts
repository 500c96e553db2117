import {
  keepPreviousData,
  useMutation,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { Access, InputOf, ItemOf, PageInfo, ResourceContract } from '@vedann/contracts';
import { translateMessage } from '../i18n';
import { apiGet, apiGetPage, apiSend } from './api';
import { useRefresh, type Stale } from './endpoint';
import { useStoredOrgId } from './org-store';

/**
 * What a table needs of a list declared in the contracts: a business's resource
 * (`ResourceContract`) or a platform list (`platformList`), which everyone reads.
 */
export type ListedRows = Pick<ResourceContract, 'path' | 'keys'> & {
  access: Access | ResourceContract['access'];
} & Partial<Pick<ResourceContract, 'bareList' | 'writePath' | 'bulk'>>;

/** A resource a screen lists and changes, as the contracts declare it. */
export type ResourceRef = ListedRows;

/** Where a resource's rows are read and written, and under which answer keys. */
function shapeOf(resource: ResourceRef) {
  return {
    path: resource.path,
    listKey: resource.keys.list,
    bare: resource.bareList,
    writePath: resource.writePath,
    bulk: resource.bulk
      ? {
          path: resource.bulk.atList ? resource.path : `${resource.path}/bulk`,
          key: resource.bulk.key,
        }
      : undefined,
  };
}

export type ListParams = Record<string, string | number | undefined>;

export interface ResourcePage<Row> {
  rows: Row[];
  page: PageInfo;
}

interface Changed {
  success: true;
  message: string;
}

function withQuery(path: string, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

interface ListOptions {
  /** False while the list cannot be asked yet (a filter not chosen). */
  enabled?: boolean;
}

/**
 * One page of a resource's rows, typed by its contract. Its key starts with the resource's path,
 * as an endpoint's does (lib/endpoint), so `useRefresh` and `stale` reach both. The current
 * business is part of the key, so switching business never shows the previous one's rows, not
 * even for a moment.
 */
export function useResourceList<R extends ResourceContract>(
  resource: R,
  params?: ListParams,
  options?: ListOptions,
): UseQueryResult<ResourcePage<ItemOf<R>>>;
export function useResourceList<Row>(
  resource: ResourceRef,
  params?: ListParams,
  options?: ListOptions,
): UseQueryResult<ResourcePage<Row>>;
export function useResourceList(
  resource: ResourceRef,
  params: ListParams = {},
  options: ListOptions = {},
) {
  const orgId = useStoredOrgId();
  const shape = shapeOf(resource);
  return useQuery({
    queryKey: [shape.path, orgId, 'list', params],
    queryFn: async (): Promise<ResourcePage<unknown>> => {
      if (shape.bare) return apiGetPage<unknown>(withQuery(shape.path, params));
      const answer = await apiGet<Record<string, unknown> & PageInfo>(
        withQuery(shape.path, params),
      );
      const { page, limit, total, totalPages } = answer;
      return { rows: answer[shape.listKey] as unknown[], page: { page, limit, total, totalPages } };
    },
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
  });
}

interface MutationOptions {
  /** What a change also makes stale: a page's totals, its summary, another list. */
  stale?: Stale;
  /** The screen says what was saved itself (a message naming the person), not the server. */
  silent?: boolean;
}

/**
 * Create, update and remove. Each shows the server's message and reloads the resource's lists
 * and what `stale` names; a failure stays on the mutation for the screen to show next to what
 * failed.
 */
export function useResourceMutations<R extends ResourceContract>(
  resource: R,
  options?: MutationOptions,
): ResourceMutations<InputOf<R>>;
export function useResourceMutations<Input>(
  resource: ResourceRef,
  options?: MutationOptions,
): ResourceMutations<Input>;
export function useResourceMutations(
  resource: ResourceRef,
  options: MutationOptions = {},
): ResourceMutations<unknown> {
  return useMutationsOf<unknown>(shapeOf(resource), options.stale ?? [], options.silent ?? false);
}

function useMutationsOf<Input>(
  resource: ReturnType<typeof shapeOf>,
  stale: Stale,
  silent: boolean,
) {
  const refresh = useRefresh([resource, ...stale]);
  const settle = async (answer: Changed) => {
    if (!silent) notifications.show({ color: 'green', message: translateMessage(answer.message) });
    await refresh();
  };
  const writePath = resource.writePath ?? resource.path;
  const create = useMutation({
    mutationFn: (input: Input) => apiSend<Changed>('POST', writePath, input),
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) =>
      apiSend<Changed>('PUT', `${writePath}/${id}`, input),
    onSuccess: settle,
  });
  const bulk = useMutation({
    mutationFn: (inputs: Input[]) => {
      if (!resource.bulk) throw new Error('This resource has no bulk path.');
      return apiSend<Changed>('POST', resource.bulk.path, { [resource.bulk.key]: inputs });
    },
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiSend<Changed>('DELETE', `${resource.path}/${id}`),
    onSuccess: settle,
  });
  return { create, update, remove, bulk };
}

type ResourceMutations<Input> = ReturnType<typeof useMutationsOf<Input>>;
