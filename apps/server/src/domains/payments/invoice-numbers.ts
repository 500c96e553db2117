import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../orgs/orgs.table';
import { invoiceCounters } from './invoice-numbers.table';

/**
 * A kind of tax invoice (decision 0349), numbered per business, series and Indian financial year
 * (April to March), consecutive from 1, at most 16 characters: `SF/26-27/000123`. `name` keys its
 * counters; `fallbackPrefix` is the prefix of a business whose name has no Latin letter or digit.
 */
export interface InvoiceSeries {
  name: string;
  fallbackPrefix: string;
}

export const INVOICE_NUMBER_MAX_LENGTH = 16;
const SEQUENCE_DIGITS = 6;

/** The year a date's financial year starts in: 2026-03-31 is in 2025's, 2026-04-01 in 2026's. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

/** 2026 as `26-27`. */
export const financialYearLabel = (fy: number) => `${twoDigits(fy)}-${twoDigits(fy + 1)}`;

/**
 * A business's prefix, from its name: the initials of its first two words, or the first two
 * characters of a one-word name, in capital Latin letters and digits ("Sutrin Fitness" → SF).
 * The backfill migration (0044) derives it the same way in SQL.
 */
export function invoicePrefix(businessName: string, fallback: string): string {
  const words = businessName
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const [first, second] = words;
  if (first && second) return `${first[0]}${second[0]}`;
  return first ? first.slice(0, 2) : fallback;
}

/**
 * The printed number. The sequence is padded to six digits and may grow past them as long as the
 * whole stays within 16 characters (ten million a year for a two-letter prefix).
 */
export function formatInvoiceNumber(prefix: string, fy: number, sequence: number): string {
  const number = `${prefix}/${financialYearLabel(fy)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`Invoice number ${number} is longer than 16 characters.`);
  }
  return number;
}

/**
 * Issues the next numbers of a series, one for each date (the invoices' dates), in the order
 * given. Each financial year's counter is moved on by one upsert (`INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING`), which holds its row until the transaction ends: call it with the
 * transaction that records the invoices, so a concurrent invoice waits for this one, and a
 * rolled back one gives its numbers back.
 */
export async function issueInvoiceNumbers(
  tx: Db,
  orgId: string,
  series: InvoiceSeries,
  dates: readonly string[],
): Promise<string[]> {
  if (dates.length === 0) return [];
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  const prefix = invoicePrefix(org?.name ?? '', series.fallbackPrefix);
  const years = dates.map(financialYearOf);
  const taken = new Map<number, { prefix: string; next: number }>();
  for (const fy of years) {
    if (taken.has(fy)) continue;
    const count = years.filter((year) => year === fy).length;
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ orgId, series: series.name, fy, prefix, last: count })
      .onConflictDoUpdate({
        target: [invoiceCounters.orgId, invoiceCounters.series, invoiceCounters.fy],
        set: { last: sql`${invoiceCounters.last} + ${count}`, updatedAt: new Date() },
      })
      .returning({ prefix: invoiceCounters.prefix, last: invoiceCounters.last });
    if (!row) throw new Error('The invoice counter was not moved on.');
    taken.set(fy, { prefix: row.prefix, next: row.last - count + 1 });
  }
  return years.map((fy) => {
    const block = taken.get(fy)!;
    return formatInvoiceNumber(block.prefix, fy, block.next++);
  });
}

/** The next number of a series for one invoice dated `date`; see `issueInvoiceNumbers`. */
export async function issueInvoiceNumber(
  tx: Db,
  orgId: string,
  series: InvoiceSeries,
  date: string,
): Promise<string> {
  const [number] = await issueInvoiceNumbers(tx, orgId, series, [date]);
  return number!;
}
