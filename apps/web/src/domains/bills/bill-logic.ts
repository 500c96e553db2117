import { billsApi, convertMoney, todayInIndia, type Currency, CURRENCIES } from '@vedann/contracts';

/** The areas that mount the bills, each with the spec's own paths (aliases of one handler). */
export type BillArea = 'gym' | 'ahar' | 'barber' | 'company';

const GYM_BILLS = {
  waterEntries: billsApi.water.gymEntries,
  wifi: billsApi.wifi.gym,
  electricity: billsApi.electricity.gym,
  rent: billsApi.rent,
  equipment: billsApi.equipment.gym,
};

/** An area's bills: each kind at that area's paths, as the contracts declare them. */
export type BillMounts = typeof GYM_BILLS;

/** Spec 03 section 7 (gym) and spec 04 section 7 (ahar); the barber and company use the gym's. */
export const AREA_BILLS: Record<BillArea, BillMounts> = {
  gym: GYM_BILLS,
  ahar: {
    waterEntries: billsApi.water.aharEntries,
    wifi: billsApi.wifi.ahar,
    electricity: billsApi.electricity.ahar,
    rent: billsApi.rent,
    equipment: billsApi.equipment.ahar,
  },
  barber: GYM_BILLS,
  company: GYM_BILLS,
};

export type Rates = Record<Currency, number>;

const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/**
 * A draft whose currency just changed gets its money fields converted at the business's rates,
 * to two decimals (the server keeps what it is sent, already in the new currency). An amount
 * that is not a number yet is left as typed; the contract then says what is wrong.
 */
export function convertDraft<D extends Record<string, string | boolean>>(
  previous: D,
  next: D,
  moneyFields: readonly string[],
  rates: Rates | undefined,
): D {
  const from = previous.currency;
  const to = next.currency;
  if (!rates || from === to || !isCurrency(from) || !isCurrency(to)) return next;
  const converted: Record<string, string | boolean> = { ...next };
  for (const field of moneyFields) {
    const amount = next[field];
    if (typeof amount !== 'string' || amount.trim() === '') continue;
    try {
      converted[field] = convertMoney(amount, rates[from], rates[to]);
    } catch {
      // Not a decimal yet: left for the form's own message.
    }
  }
  return converted as D;
}

/** The month (YYYY-MM) it is in India at `now`: bills keep India's calendar, as the server does. */
export const monthOf = (now: Date): string => todayInIndia(now).slice(0, 7);

/** The `count` months ending with `month` (YYYY-MM), as the expenses call's from and to. */
export function monthsEnding(month: string, count: number): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = year * 12 + (m - 1) - (count - 1);
  const from = `${Math.floor(start / 12)}-${String((start % 12) + 1).padStart(2, '0')}`;
  return { from, to: month };
}
