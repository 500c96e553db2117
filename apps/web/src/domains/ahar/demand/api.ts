import { useMemo } from 'react';
import { MONTH_NAMES, todayInIndia } from '@vedann/contracts';
import { useStoredOrgId } from '../../../lib/org-store';

/** The query keys of the demand screens; every key holds the current business. */
export const DEMAND_QUERY = 'ahar-demand';

export function useDemandKey(...parts: unknown[]): unknown[] {
  const orgId = useStoredOrgId();
  return [DEMAND_QUERY, orgId, ...parts];
}

/** The year pickers list this year and the 9 before (spec 04 section 9). */
export function useYearsAndMonths() {
  return useMemo(() => {
    const today = todayInIndia();
    const year = Number(today.slice(0, 4));
    return {
      years: Array.from({ length: 10 }, (_, i) => String(year - i)),
      months: MONTH_NAMES.map((name, i) => ({ value: String(i + 1), name })),
      year: String(year),
      month: String(Number(today.slice(5, 7))),
    };
  }, []);
}
