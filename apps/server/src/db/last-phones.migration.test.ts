import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanFields, post } from '../domains/lostfound/lostfound.test-support';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { migrationUpdates } from '../test/migration-updates';
import { queryRows } from './query-rows';

/**
 * Migration last-phones puts the Contact Us, library ticket, placement, company contact and lost
 * guardian phones stored as ten digits into E.164 (decision 0359), as their contracts now keep a
 * typed one. Rows are made through the API, written back as they were kept before, and the
 * migration's update statements run again.
 */

let t: TestApp;
let reporter: TestUser;
let library: string;

const CONVERT = migrationUpdates('last-phones');

beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.signUp();
  library = await t.createOrg(await t.signUp({ role: 'librarian' }), 'library', 'Phone Library');
});
afterAll(() => t.close());

async function writeToUs(name: string): Promise<void> {
  const res = await t.request('POST', '/api/v1/contact', {
    body: { name, email: 'someone@example.com', phoneNumber: '98111 00000', message: 'Hello' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function raiseTicket(title: string): Promise<void> {
  const res = await t.request('POST', `/api/v1/public/libraries/${library}/tickets`, {
    body: { name: 'Visitor', phone: '+91 98111 00001', title, description: 'Seats?' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function reportLost(name: string): Promise<string> {
  const res = await post(t, '/api/humans', reporter, { ...humanFields, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ humanBeing: { _id: string } }>().humanBeing._id;
}

describe('last phones', () => {
  it('the migration converts the ten-digit mobiles it can read, and leaves the rest', async () => {
    // One statement for each of the six columns.
    expect(CONVERT).toHaveLength(6);
    await writeToUs('Kept Kavya');
    await writeToUs('Odd Om');
    await raiseTicket('Kept ticket');
    await raiseTicket('Odd ticket');
    const keptReport = await reportLost('Kept Kiran');
    const oddReport = await reportLost('Odd Omkar');
    const db = t.database.db;
    await db.execute(
      sql`update contact_messages set phone_number = '9811122233' where name = 'Kept Kavya'`,
    );
    await db.execute(
      sql`update contact_messages set phone_number = '1234567890' where name = 'Odd Om'`,
    );
    await db.execute(
      sql`update library_tickets set phone = '9811144455' where title = 'Kept ticket'`,
    );
    await db.execute(
      sql`update library_tickets set phone = '0123456789' where title = 'Odd ticket'`,
    );
    await db.execute(
      sql`update lost_reports set details = details || '{"guardianPhone": "9811166677"}'
        where id = ${keptReport}`,
    );
    await db.execute(
      sql`update lost_reports set details = details || '{"guardianPhone": "441234567890"}'
        where id = ${oddReport}`,
    );
    for (const statement of CONVERT) await db.execute(sql.raw(statement));

    expect(
      await queryRows<{ name: string; phone: string }>(
        db,
        sql`select name, phone_number as phone from contact_messages order by name`,
      ),
    ).toEqual([
      { name: 'Kept Kavya', phone: '+919811122233' },
      { name: 'Odd Om', phone: '1234567890' },
    ]);
    expect(
      await queryRows<{ title: string; phone: string }>(
        db,
        sql`select title, phone from library_tickets order by title`,
      ),
    ).toEqual([
      { title: 'Kept ticket', phone: '+919811144455' },
      { title: 'Odd ticket', phone: '0123456789' },
    ]);
    const reports = await queryRows<{ name: string; phone: string; age: string }>(
      db,
      sql`select details ->> 'name' as name, details ->> 'guardianPhone' as phone,
          details ->> 'age' as age
        from lost_reports where id in (${keptReport}, ${oddReport}) order by title`,
    );
    // The report's other details stay as they were.
    expect(reports).toEqual([
      { name: 'Kept Kiran', phone: '+919811166677', age: humanFields.age },
      { name: 'Odd Omkar', phone: '441234567890', age: humanFields.age },
    ]);
  });
});
