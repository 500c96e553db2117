import { z } from 'zod';

/**
 * The pieces every business home is made of (issue 31, decision 0344): a count with the money it
 * stands for, and a month's or a day's point of a chart.
 */
export const homeCountSchema = z.object({ count: z.number().int(), amount: z.number() });
export type HomeCount = z.infer<typeof homeCountSchema>;

/** One point of a home's chart: a month (YYYY-MM) or a day (YYYY-MM-DD) and its value. */
export const homePointSchema = z.object({ at: z.string(), value: z.number() });
export type HomePoint = z.infer<typeof homePointSchema>;

/** The `count` months up to the one of `today` (YYYY-MM-DD), oldest first, as YYYY-MM. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = year * 12 + month - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = last - count + 1 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
