// Membership plans: a business's plan table read as the spec's bare list, paged by headers.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { LIST_PAGE, fetchReady, load, reportRun, tenantRead } from './support';

/** 10,000 plans in the bench business; a deep page and one plan by id. */
export async function benchPlans(options: {
  base: string;
  headers: Record<string, string>;
  db: Db;
  orgId: string;
  /** The bare baseline's req/s, which a tenant-scoped read must reach 0.8 of. */
  baselineRps: number;
}): Promise<void> {
  const { base, headers, db, orgId, baselineRps } = options;
  await db.execute(sql`
    insert into plans (id, org_id, name, fee, free, affordable, standard, premium, details)
    select lpad(to_hex(g + 300000), 24, '0'), ${orgId}, 'Plan ' || g, 999.50, false, true, g % 2 = 0,
           false, '{Locker,Wi-Fi}'
    from generate_series(1, 10000) g`);
  await db.execute(sql`vacuum (analyze) plans`);

  const first = await fetchReady(`${base}/api/v1/plans?limit=1`, { headers });
  const [plan] = (await first.json()) as { _id: string }[];
  if (!plan) throw new Error('no plan to read');
  const one = await load({ url: `${base}/api/v1/plans/${plan._id}`, headers });
  reportRun('tenant-scoped read (one plan by id)', one, tenantRead(baselineRps));
  for (const page of [1, 150]) {
    const run = await load({ url: `${base}/api/v1/plans?page=${page}&limit=50`, headers });
    reportRun(`GET /plans page ${page} of 10,000 (bare list, total in headers)`, run, LIST_PAGE);
  }
}
