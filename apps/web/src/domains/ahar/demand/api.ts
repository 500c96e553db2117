import { useMemo } from 'react';
import { aharApi, todayInIndia } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useRefresh } from '../../../lib/endpoint';

const { demand } = aharApi;

/** The demand views a record or an event changes: the lists, the sales and the forecasts. */
export const DEMAND_VIEWS = [
  demand.records,
  demand.lines,
  demand.ownSales,
  demand.ownForecast,
  demand.marketSales,
  demand.marketForecast,
];

/** Reloads every demand view after a change. */
export function useRefreshDemand(): () => Promise<unknown> {
  return useRefresh(DEMAND_VIEWS);
}

/** The year pickers list this year and the 9 before (spec 04 section 9). */
export function useYearsAndMonths() {
  const { monthName } = useFormat();
  return useMemo(() => {
    const today = todayInIndia();
    const year = Number(today.slice(0, 4));
    return {
      years: Array.from({ length: 10 }, (_, i) => String(year - i)),
      // Named in the page's language (नवंबर), the value the month's number.
      months: Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        name: monthName(i + 1),
      })),
      year: String(year),
      month: String(Number(today.slice(5, 7))),
    };
  }, [monthName]);
}
