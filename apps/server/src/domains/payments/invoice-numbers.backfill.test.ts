import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GymFee, GymMember, LibraryMember } from '@vedann/contracts';
import { migrationsFolder } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { invoicePrefix } from './invoice-numbers';

/**
 * Migration 0044 numbers the fees and receipts a database already holds (decision 0349). The
 * rows are made through the API, their numbers and counters taken away as before the migration,
 * and its backfill statements run again.
 */

let t: TestApp;
let owner: TestUser;
let librarian: TestUser;
const gyms: Record<string, string> = {};
let library: string;

const BACKFILL = fs
  .readFileSync(path.join(migrationsFolder, '0044_invoice_numbers.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('INSERT INTO "invoice_counters"'));

const run = (statement: string) => t.database.db.execute(sql.raw(statement));

/** The database as it was before 0044: no numbers, no counters. */
async function forgetNumbers() {
  await run(`alter table gym_fees alter column invoice_no drop not null,
    alter column invoice_date drop not null`);
  await run('alter table fee_payments alter column invoice_no drop not null');
  await run('update gym_fees set invoice_no = null, invoice_date = null');
  await run('update fee_payments set invoice_no = null');
  await run('delete from invoice_counters');
}

async function backfill() {
  for (const statement of BACKFILL) await run(statement);
  await run(`alter table gym_fees alter column invoice_no set not null,
    alter column invoice_date set not null`);
  await run('alter table fee_payments alter column invoice_no set not null');
}

async function addFee(gym: string, member: string, feeFrom: string): Promise<GymFee> {
  const res = await t.request('POST', '/api/v1/gym/fees', {
    token: owner.token,
    orgId: gym,
    body: { member, feeFrom, feeTo: feeFrom, amount: 700 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ fee: GymFee }>().fee;
}

async function pay(member: string, paidOn: string) {
  const res = await t.request('POST', `/api/v1/joined/${member}/payments`, {
    token: librarian.token,
    orgId: library,
    body: { month: '2025-02', amount: '10', paidOn, method: 'Cash' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ payment: { _id: string; receiptNo: string } }>().payment;
}

const numbersOf = (table: 'gym_fees' | 'fee_payments', orgId: string) =>
  queryRows<{ id: string; invoice_no: string }>(
    t.database.db,
    sql`select id, invoice_no from ${sql.identifier(table)} where org_id = ${orgId}`,
  ).then((rows) => new Map(rows.map((row) => [row.id, row.invoice_no])));

const feeIds: Record<string, string[]> = {};
const paymentIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  librarian = await t.signUp({ role: 'librarian' });
  for (const name of ['Alpha Fitness', 'योग केंद्र', 'Gold’s Gym 24x7']) {
    const gym = await t.createOrg(owner, 'gym', name);
    gyms[name] = gym;
    const res = await t.request('POST', '/api/v1/gym/members', {
      token: owner.token,
      orgId: gym,
      body: { name: 'Backfill Member', mobile: '9876543210' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json<{ member: GymMember }>().member._id;
    // Recorded out of date order, two on one day, across the 31 March boundary.
    feeIds[name] = [];
    for (const day of ['2026-05-10', '2026-04-01', '2026-03-31', '2026-04-01', '2025-04-01']) {
      feeIds[name].push((await addFee(gym, member, day))._id);
    }
  }
  library = await t.createOrg(librarian, 'library', 'Pune Reading Hall');
  const joined = await t.request('POST', '/api/v1/joined', {
    token: librarian.token,
    orgId: library,
    body: {
      name: 'Backfill Reader',
      vedanId: 'VDBACKFL',
      picName: '',
      seatNo: '3',
      fees: 1000,
      time: 'Morning',
      joiningDate: '2025-01-01',
    },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  const reader = joined.json<{ member: LibraryMember }>().member._id;
  for (const day of ['2026-04-02', '2026-03-30', '2025-07-01']) {
    paymentIds.push((await pay(reader, day))._id);
  }
  await forgetNumbers();
  await backfill();
});
afterAll(() => t.close());

describe('the backfill of migration 0044', () => {
  it('has one statement for each numbered table', () => {
    expect(BACKFILL).toHaveLength(2);
  });

  it('numbers the gym fees in date order per business and financial year', async () => {
    const numbers = await numbersOf('gym_fees', gyms['Alpha Fitness']!);
    const [may, april, march, april2, april2025] = feeIds['Alpha Fitness']!.map((id) =>
      numbers.get(id),
    );
    expect([april2025, march]).toEqual(['AF/25-26/000001', 'AF/25-26/000002']);
    expect([april, april2, may]).toEqual(['AF/26-27/000001', 'AF/26-27/000002', 'AF/26-27/000003']);
  });

  it('derives each business’s prefix as the running code does', async () => {
    for (const name of ['योग केंद्र', 'Gold’s Gym 24x7']) {
      const numbers = [...(await numbersOf('gym_fees', gyms[name]!)).values()];
      const prefix = invoicePrefix(name, 'GF');
      expect(numbers.toSorted()).toEqual([
        `${prefix}/25-26/000001`,
        `${prefix}/25-26/000002`,
        `${prefix}/26-27/000001`,
        `${prefix}/26-27/000002`,
        `${prefix}/26-27/000003`,
      ]);
    }
    expect(invoicePrefix('योग केंद्र', 'GF')).toBe('GF');
  });

  it('dates each gym invoice on its fee’s first day', async () => {
    const rows = await queryRows<{ same: boolean }>(
      t.database.db,
      sql`select bool_and(invoice_date = fee_from) as same from gym_fees`,
    );
    expect(rows[0]?.same).toBe(true);
  });

  it('numbers the library’s receipts by the day they were paid', async () => {
    const numbers = await numbersOf('fee_payments', library);
    expect(paymentIds.map((id) => numbers.get(id))).toEqual([
      'PR/26-27/000001',
      'PR/25-26/000002',
      'PR/25-26/000001',
    ]);
  });

  it('sets the counters, so the next invoice of each year follows the last', async () => {
    const gym = gyms['Alpha Fitness']!;
    const member = (
      await queryRows<{ member_id: string }>(
        t.database.db,
        sql`select member_id from gym_fees where org_id = ${gym} limit 1`,
      )
    )[0]!.member_id;
    expect((await addFee(gym, member, '2026-06-01')).invoiceNo).toBe('AF/26-27/000004');
    expect((await addFee(gym, member, '2025-12-01')).invoiceNo).toBe('AF/25-26/000003');
    expect((await addFee(gym, member, '2027-04-01')).invoiceNo).toBe('AF/27-28/000001');
  });
});
