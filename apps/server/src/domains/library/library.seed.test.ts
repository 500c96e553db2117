import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIFTS,
  type LibraryMember,
  type LibrarySearchResult,
  type MemberDashboard,
  type SeatBooking,
  type Ticket,
} from '@vedann/contracts';
import { DEMO_SEEDS } from '../../demo-seeds';
import { PEOPLE_DIRECTORIES } from '../../areas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { runDemoSeeds } from '../../db/seed/steps';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD } from '../orgs/demo-accounts.seed';
import { financialYearLabel, financialYearOf } from '../payments';
import { librarySeed } from './library.seed';
import { libraryAttendanceSeed } from './library-attendance.seed';
import { libraryToday } from './seats.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(email: string): Promise<string> {
  const res = await t.request('POST', '/api/v1/user/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  return res.json<{ token: string }>().token;
}

describe('the demo library', () => {
  it('has 30 members with the demo student, bookings in every shift, fees, tickets, and is found by search', async () => {
    const ran = await runDemoSeeds(t.database.db, DEMO_SEEDS, {
      people: PEOPLE_DIRECTORIES,
      storage: t.deps.storage,
    });
    expect(ran).toContain(librarySeed.key);
    const token = await login('librarian@vedann.demo');

    const members = await t.request('GET', '/api/v1/joined?limit=100', { token });
    const list = members.json<{ members: LibraryMember[]; total: number }>();
    expect(list.total).toBe(30);
    const asha = list.members.find((m) => m.name === 'Asha Rao');
    expect(asha?.account).toEqual({ fullname: 'Asha Rao' });

    const bookings = await t.request('GET', `/api/v1/book-seat?date=${libraryToday()}&limit=100`, {
      token,
    });
    const held = bookings.json<{ bookings: SeatBooking[] }>().bookings;
    expect(held).toHaveLength(30);
    expect(new Set(held.map((b) => b.shift))).toEqual(new Set(SHIFTS));
    expect(new Set(held.map((b) => b.layout))).toEqual(new Set(['grid', 'tables']));

    const dues = await t.request('GET', '/api/v1/fees/due?limit=100', { token });
    expect(dues.json<{ total: number }>().total).toBeGreaterThan(0);
    const tickets = await t.request('GET', '/api/v1/tickets', { token });
    expect(tickets.json<{ tickets: Ticket[] }>().tickets).toHaveLength(3);

    const student = await login('student@vedann.demo');
    const dash = await t.request('GET', '/api/v1/library/dashboard', { token: student });
    const libraries = dash.json<MemberDashboard>().libraries;
    expect(libraries.map((l) => l.library.name)).toEqual(['Vijnan Study Centre']);
    expect(libraries[0]?.seats).toHaveLength(1);
    expect(libraries[0]?.fees.length).toBeGreaterThanOrEqual(3);
    // A month of the check-in sheet, her overdue loan among her loans.
    expect(ran).toContain(libraryAttendanceSeed.key);
    expect(libraries[0]?.attendance.days).toHaveLength(30);
    expect(libraries[0]?.attendance.present).toBeGreaterThan(15);
    expect(libraries[0]?.attendance.present).toBeLessThan(30);
    expect(libraries[0]?.loans.some((loan) => loan.overdue)).toBe(true);
    const sheet = await t.request('GET', `/api/v1/attendance?date=${libraryToday()}&limit=100`, {
      token,
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json<unknown[]>()).toHaveLength(30);

    const search = await t.request('POST', '/api/v1/search', {
      body: { pincode: '411030', timeSlot: 'Morning', dateJoining: libraryToday(), fee: 1000 },
    });
    const found = search.json<{ libraries: LibrarySearchResult[] }>().libraries;
    expect(found.map((l) => l.name)).toContain('Vijnan Study Centre');
  });

  it('numbers the demo fee receipts in the order they were paid, from 1 in each year', async () => {
    const rows = await queryRows<{ invoice_no: string; paid_on: string }>(
      t.database.db,
      sql`select p.invoice_no, p.paid_on::text from fee_payments p
          join organizations o on o.id = p.org_id where o.name = 'Vijnan Study Centre'
          order by p.invoice_no`,
    );
    expect(rows.length).toBeGreaterThan(30);
    const byYear = new Map<string, typeof rows>();
    for (const row of rows) {
      expect(row.invoice_no).toMatch(/^VS\/\d\d-\d\d\/\d{6}$/);
      const year = row.invoice_no.slice(3, 8);
      expect(financialYearLabel(financialYearOf(row.paid_on))).toBe(year);
      byYear.set(year, [...(byYear.get(year) ?? []), row]);
    }
    for (const list of byYear.values()) {
      expect(list.map((row) => Number(row.invoice_no.slice(9)))).toEqual(list.map((_, i) => i + 1));
      const dates = list.map((row) => row.paid_on);
      expect(dates).toEqual(dates.toSorted());
    }
  });
});
