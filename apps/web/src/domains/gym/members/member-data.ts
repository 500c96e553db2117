import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { RESOURCE_QUERY } from '../../../lib/resource';

/** The gym's members, listed and written by the resource hooks. */
export const RESOURCE = { path: '/gym/members', listKey: 'members' };

/** What a member can be sold or put in: the gym's packages and batches. */
export interface Choices {
  packages: { _id: string; name: string; range: string; fees: number }[];
  batches: { _id: string; batchName: string; free: number }[];
}

export function useChoices() {
  return useQuery({
    queryKey: [RESOURCE_QUERY, '/gym/members', 'choices'],
    queryFn: async (): Promise<Choices> => {
      const [packages, batches] = await Promise.all([
        apiGet<Pick<Choices, 'packages'>>('/gym/members-packages'),
        apiGet<Pick<Choices, 'batches'>>('/gym/members-batches'),
      ]);
      return { packages: packages.packages, batches: batches.batches };
    },
  });
}

/** Every resource list again, after a member changes. */
export function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY] });
}
