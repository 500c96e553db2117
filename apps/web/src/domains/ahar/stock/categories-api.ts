import { useQuery } from '@tanstack/react-query';
import { builtinAharCategories, type AharCategory } from '@vedann/contracts';
import { apiGet } from '../../../lib/api';
import { useStoredOrgId } from '../../../lib/org-store';

export const AHAR_CATEGORIES_PATH = '/ahar/categories';
export const AHAR_CATEGORIES_QUERY = 'ahar-categories';

/**
 * The picker's categories: the built-in catalogue, then the current business's own
 * (`GET /api/v1/ahar/categories`). Until the answer arrives, and if it fails, the built-in
 * catalogue alone, so the picker always has something to offer.
 */
export function useAharCategories(): { categories: AharCategory[]; isFetching: boolean } {
  const orgId = useStoredOrgId();
  const query = useQuery({
    queryKey: [AHAR_CATEGORIES_QUERY, orgId],
    queryFn: async () =>
      (await apiGet<{ categories: AharCategory[] }>(AHAR_CATEGORIES_PATH)).categories,
    staleTime: 60_000,
  });
  return { categories: query.data ?? builtinAharCategories(), isFetching: query.isFetching };
}

/** The items are edited one a line; blank lines are dropped. */
export const itemLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
