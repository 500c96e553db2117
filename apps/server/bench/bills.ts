// The business kit's bills: a wifi bill list of 10,000 rows read as the spec's bare list, and the
// expenses chart (month x kind totals in rupees) over a year of those rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { LIST_PAGE, REPORT, load, reportRun } from './support';

/** 10,000 wifi bills over 2025 in the bench business; pages, a date range and the chart. */
export async function benchBills(options: {
  base: string;
  headers: Record<string, string>;
  db: Db;
  orgId: string;
}): Promise<void> {
  const { base, headers, db, orgId } = options;
  await db.execute(sql`
    insert into wifi_bills (id, org_id, billing_from, billing_to, wifi_package_price, validity,
                            remark, billing_date, currency, rate, inr_rate, amount_inr)
    select lpad(to_hex(g + 500000), 24, '0'), ${orgId}, date '2025-01-01' + (g % 365),
           date '2025-01-01' + (g % 365) + 30, 12.50, '30 days', 'Bench', date '2025-01-01' + (g % 365),
           'USD', 1, 82, 1025.00
    from generate_series(1, 10000) g`);
  await db.execute(sql`vacuum (analyze) wifi_bills`);

  for (const page of [1, 150]) {
    const run = await load({ url: `${base}/api/v1/wifibills?page=${page}&limit=50`, headers });
    reportRun(
      `GET /wifibills page ${page} of 10,000 (bare list, total in headers)`,
      run,
      LIST_PAGE,
    );
  }
  const range = await load({
    url: `${base}/api/v1/wifibills?from=2025-03-01&to=2025-03-31&limit=50`,
    headers,
  });
  reportRun('GET /wifibills, one month of 10,000', range, LIST_PAGE);
  const chart = await load({
    url: `${base}/api/v1/bills/expenses?from=2025-01&to=2025-12`,
    headers,
  });
  reportRun('expenses by month and kind, 12 months over 10,000 bills', chart, REPORT);
}
