import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '@vedann/contracts';
import { apiGet } from './api';
import { useCurrentUser } from './auth';
import { setStoredOrgId, useStoredOrgId } from './org-store';

export const ORGS_QUERY_KEY = ['orgs'] as const;

interface OrganizationsResponse {
  success: true;
  organizations: Organization[];
}

/** The signed-in account's businesses; nothing is fetched while signed out. */
export function useOrganizations() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: ORGS_QUERY_KEY,
    queryFn: async () => (await apiGet<OrganizationsResponse>('/orgs')).organizations,
    enabled: Boolean(user),
  });
}

/**
 * Makes `orgId` the business every later request speaks for. Queries already in the cache were
 * answered for the previous business, so they are refetched; the account and the business list
 * do not depend on the header and are left alone.
 */
export function useSwitchOrg(): (orgId: string | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (orgId: string | null) => {
      setStoredOrgId(orgId);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'orgs',
      });
    },
    [queryClient],
  );
}

/**
 * The current business, or null when none is chosen. A remembered id that is not one of this
 * account's businesses (another account used this browser, or the membership ended) is dropped,
 * so the server falls back to its default instead of answering 404 for a stranger's business.
 */
export function useCurrentOrg(): { current: Organization | null; organizations: Organization[] } {
  const { data: organizations, isFetching } = useOrganizations();
  const storedId = useStoredOrgId();
  const current = organizations?.find((org) => org._id === storedId) ?? null;
  // While the list is being refreshed it may not hold a business registered a moment ago yet.
  const stale = organizations !== undefined && !isFetching && storedId !== null && !current;

  useEffect(() => {
    if (stale) setStoredOrgId(null);
  }, [stale]);

  return { current, organizations: organizations ?? [] };
}
