import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GymMember } from '@vedann/contracts';
import { migrationsFolder } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Migration 0048 puts the phones stored as ten digits into E.164 (decision 0359). The rows are
 * made through the API, their phones written back as they were kept before, and its update
 * statements run again.
 */

let t: TestApp;

const NORMALISE = fs
  .readFileSync(path.join(migrationsFolder, '0048_whatsapp_and_sms.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => statement.trim().startsWith('UPDATE'));

const run = (statement: string) => t.database.db.execute(sql.raw(statement));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0047', () => {
  it('converts the ten-digit mobiles it can read, and leaves the rest as they were', async () => {
    expect(NORMALISE).toHaveLength(2);
    const before = ['9876543210', '6000000001', '0123456789', '5123456789'];
    const accounts = await Promise.all(before.map(() => t.signUp()));
    for (const [i, account] of accounts.entries()) {
      await run(`update users set phone_number = '${before[i]}' where id = '${account.user._id}'`);
    }
    const owner = accounts[0]!;
    const gym = await t.createOrg(owner, 'gym');
    const mobiles = ['9811122233', '1234567890'];
    const members: GymMember[] = [];
    for (const mobile of mobiles) {
      const res = await t.request('POST', '/api/v1/gym/members', {
        token: owner.token,
        orgId: gym,
        body: { name: 'Ravi Kumar', mobile: '9811100000' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const member = res.json<{ member: GymMember }>().member;
      members.push(member);
      await run(`update gym_members set mobile = '${mobile}' where id = '${member._id}'`);
    }

    for (const statement of NORMALISE) await run(statement);

    const ids = accounts.map((a) => `'${a.user._id}'`).join(', ');
    const phones = await queryRows<{ phone_number: string }>(
      t.database.db,
      sql.raw(`select phone_number from users where id in (${ids}) order by phone_number`),
    );
    const stored = phones.map((row) => row.phone_number);
    // Two of four are Indian mobiles (first digit 6 to 9); two are not and stay.
    expect(stored.filter((phone) => phone.startsWith('+91')).sort()).toEqual([
      '+916000000001',
      '+919876543210',
    ]);
    expect(stored.filter((phone) => !phone.startsWith('+')).sort()).toEqual([
      '0123456789',
      '5123456789',
    ]);
    const memberIds = members.map((m) => `'${m._id}'`).join(', ');
    const gymMobiles = await queryRows<{ mobile: string }>(
      t.database.db,
      sql.raw(`select mobile from gym_members where id in (${memberIds}) order by mobile`),
    );
    // One of two converted, one left.
    expect(gymMobiles.map((row) => row.mobile)).toEqual(['+919811122233', '1234567890']);
  });
});
