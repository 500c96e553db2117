import { useQuery } from '@tanstack/react-query';
import { gymApi } from '@vedann/contracts';
import { callEndpoint, endpointKey, useRefresh, type Stale } from '../../../lib/endpoint';
import { useStoredOrgId } from '../../../lib/org-store';

const api = gymApi.members;

/** What a member can be sold or put in: the gym's packages and batches. */
export interface Choices {
  packages: { _id: string; name: string; range: string; fees: number }[];
  batches: { _id: string; batchName: string; free: number }[];
}

/** Both lookups at once: the add form and the cards wait for the two. */
export function useChoices() {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [...endpointKey(api.saleablePackages, orgId), api.batchPlaces.path],
    queryFn: async (): Promise<Choices> => {
      const [packages, batches] = await Promise.all([
        callEndpoint(api.saleablePackages, {}),
        callEndpoint(api.batchPlaces, {}),
      ]);
      return { packages: packages.packages, batches: batches.batches };
    },
  });
}

/**
 * What a member's change makes stale: the register and its lookups, the dashboard, the batches'
 * places, the fees and the client table.
 */
const MEMBER_STALE: Stale = [
  api.register,
  api.dashboard,
  api.attendance,
  api.saleablePackages,
  api.batchPlaces,
  api.batches,
  api.fees,
  api.clients,
];

/** Every list a member's change shows in, again. */
export function useRefreshMemberLists() {
  return useRefresh(MEMBER_STALE);
}
