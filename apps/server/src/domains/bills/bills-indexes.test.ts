import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp();
  orgId = await t.createOrg(owner, 'gym');
  const other = await t.createOrg(await t.signUp(), 'ahar');
  // Two businesses' bills interleaved, the other one nine times larger, so the planner must pick
  // this business's rows out of others' rather than read them in id order.
  await t.database.db.execute(sql`
    INSERT INTO wifi_bills (id, org_id, wifi_package_price, billing_date, rate, inr_rate, amount_inr)
    SELECT lpad(to_hex(g), 24, '0'), CASE WHEN g % 10 = 0 THEN ${orgId} ELSE ${other} END, 10,
      date '2025-01-01' + (g % 365), 1, 82, 820
    FROM generate_series(1, 20000) AS g`);
  await t.database.db.execute(sql`ANALYZE wifi_bills`);
});
afterAll(async () => t.close());

async function planOf(query: SQL): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result: unknown = await tx.execute(sql`EXPLAIN ${query}`);
    const rows =
      typeof result === 'object' &&
      result !== null &&
      'rows' in result &&
      Array.isArray(result.rows)
        ? (result.rows as unknown[])
        : [];
    return rows
      .map((row) => (typeof row === 'object' && row !== null ? String(Object.values(row)[0]) : ''))
      .join('\n');
  });
}

describe('bill lists and totals are served by indexes led by org_id', () => {
  it('a page, oldest first, reads the (org_id, id) index', async () => {
    const plan = await planOf(
      sql`SELECT * FROM wifi_bills WHERE org_id = ${orgId} ORDER BY id LIMIT 50 OFFSET 500`,
    );
    expect(plan).toContain('wifi_bills_org_id_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('a date range and the month totals read the (org_id, date) index', async () => {
    const range = await planOf(
      sql`SELECT id FROM wifi_bills WHERE org_id = ${orgId}
          AND billing_date BETWEEN '2025-03-01' AND '2025-03-31'`,
    );
    expect(range).toContain('wifi_bills_org_date_idx');
    const totals = await planOf(
      sql`SELECT to_char(billing_date, 'YYYY-MM'), sum(amount_inr) FROM wifi_bills
          WHERE org_id = ${orgId} AND billing_date BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY 1`,
    );
    expect(totals).not.toContain('Seq Scan');
    expect(totals).toMatch(/wifi_bills_org_(date|id)_idx/);
  });
});
