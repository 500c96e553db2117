import { aharApi, builtinAharCategories, type AharCategory } from '@vedann/contracts';
import { useEndpoint } from '../../../lib/endpoint';

/**
 * The picker's categories: the built-in catalogue, then the current business's own
 * (`GET /api/v1/ahar/categories`). Until the answer arrives, and if it fails, the built-in
 * catalogue alone, so the picker always has something to offer.
 */
export function useAharCategories(): { categories: AharCategory[]; isFetching: boolean } {
  const query = useEndpoint(aharApi.stock.categories, {}, { staleTime: 60_000 });
  return {
    categories: query.data?.categories ?? builtinAharCategories(),
    isFetching: query.isFetching,
  };
}

/** The items are edited one a line; blank lines are dropped. */
export const itemLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
