import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnswerOf, Organization, OrgKind, orgsApi } from '@vedann/contracts';
import { apiGet, apiSend } from './api';
import { useCurrentUser } from './auth';
import { lastUsed } from './last-used';
import { signedInRead } from './render-meta';
import { getStoredOrgId, setStoredOrgId, useStoredOrgId } from './org-store';

export const ORGS_QUERY_KEY = ['orgs'] as const;
const ORGS_PATH = '/orgs';

/** One of the account's businesses, with when the account last chose it. */
export type MyOrganization = AnswerOf<typeof orgsApi.list>['organizations'][number];

/**
 * The signed-in account's businesses; nothing is fetched while signed out. The shell asks on the
 * landing page's first load, which does without zod: `apiGet`, typed by the contract's
 * `orgsApi.list`, rather than `useEndpoint`, which would bring its schemas along.
 */
const ORGS_QUERY = {
  queryKey: ORGS_QUERY_KEY,
  queryFn: async () => (await apiGet<AnswerOf<typeof orgsApi.list>>(ORGS_PATH)).organizations,
  meta: signedInRead(ORGS_PATH, 'organizations'),
  // The shell and the business pages each ask as they mount; the screens that change the list
  // (registering, leaving, the team) invalidate it, so a minute's answer is not asked again.
  staleTime: 60 * 1000,
} as const;

export function useOrganizations() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...ORGS_QUERY, enabled: Boolean(user) });
}

/** Asks for a signed-in account's businesses as soon as the account is known (app start). */
export function askOrganizationsEarly(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(ORGS_QUERY);
}

/**
 * Makes `orgId` the business every later request speaks for. Queries already in the cache were
 * answered for the previous business, so they are refetched; the account and the business list
 * do not depend on the header and are left alone. The server remembers the choice for the account
 * (any device then opens on it); the list in memory is told at once, so this session's later
 * choices follow it too. Remembering is a convenience: a failure of it is not reported.
 */
export function useSwitchOrg(): (orgId: string | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (orgId: string | null) => {
      setStoredOrgId(orgId);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'orgs',
      });
      if (!orgId) return;
      const now = new Date().toISOString();
      queryClient.setQueryData<MyOrganization[]>(ORGS_QUERY_KEY, (orgs) =>
        orgs?.map((org) => (org._id === orgId ? { ...org, lastUsedAt: now } : org)),
      );
      apiSend('PUT', '/orgs/last-used', { orgId }).catch(() => undefined);
    },
    [queryClient],
  );
}

/**
 * Each kind's home page: where its owner manages it. Areas not built yet answer with their
 * "not available yet" page until they are.
 */
export const BUSINESS_HOME: Record<OrgKind, string> = {
  library: '/mgtservice/mgtlibrary',
  gym: '/gym',
  ahar: '/ahar',
  company: '/company',
  barber: '/barber',
};

/**
 * The business a page is rendered for on the server: the one this browser remembers (its
 * cookie) when it is still one of the account's, else the one `useCurrentOrg` would choose
 * first. The list is the `/orgs` answer as the query keeps it.
 */
export function orgToRender(organizations: unknown, remembered: string | null): string | null {
  if (!Array.isArray(organizations)) return null;
  const orgs = organizations as MyOrganization[];
  if (remembered && orgs.some((org) => org._id === remembered)) return remembered;
  return lastUsed(orgs)?._id ?? null;
}

/**
 * The current business, or null when the account has none. A remembered id that is not one of
 * this account's businesses (another account used this browser, or the membership ended) is
 * dropped. With nothing remembered (a new sign-in, a new device) the business the account used
 * last is chosen, else the first, so the app always acts for a business the header names, never
 * for one the server picked unseen.
 */
export function useCurrentOrg(): { current: Organization | null; organizations: Organization[] } {
  const { data: organizations, isFetching } = useOrganizations();
  const storedId = useStoredOrgId();
  const current = organizations?.find((org) => org._id === storedId) ?? null;
  // While the list is being refreshed it may not hold a business registered a moment ago yet.
  const settled = organizations !== undefined && !isFetching;
  const stale = settled && storedId !== null && !current;
  const first = settled && storedId === null ? (lastUsed(organizations)?._id ?? null) : null;

  const switchOrg = useSwitchOrg();
  useEffect(() => {
    if (stale) setStoredOrgId(null);
    // Every component using the current business sees the same first choice in one commit: the
    // first of them makes it, once.
    else if (first && getStoredOrgId() !== first) switchOrg(first);
  }, [stale, first, switchOrg]);

  return { current, organizations: organizations ?? [] };
}
