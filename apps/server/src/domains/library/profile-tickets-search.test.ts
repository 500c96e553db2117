import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIBRARY_PROFILE_MESSAGES,
  LIBRARY_SEARCH_MESSAGES,
  TAX_ID_MESSAGES,
  TICKET_MESSAGES,
  type LibraryProfile,
  type LibrarySearchResult,
  type Ticket,
} from '@vedann/contracts';
import { libraryToday } from './seats.service';
import { addMonthlyPlan, contactSection } from './search.test-support';
import { DEFAULT_RATE_LIMITS } from '../../app-context';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import {
  RELAXED_RATE_LIMITS,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../../test/harness';

let t: TestApp;
let librarian: TestUser;
let library: string;
const as = () => ({ token: librarian.token, orgId: library });
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Profile Library');
});
afterAll(() => t.close());

const saveProfile = (body: object, who = as()) =>
  t.request('PUT', '/api/v1/library/profile', { ...who, body });

describe('library profile', () => {
  it('saves each section with Profile updated successfully!', async () => {
    // The mobile as people type it; kept in E.164 (decision 0359).
    const res = await saveProfile(contactSection({ mobile: '98765 43210' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(message(res)).toBe(LIBRARY_PROFILE_MESSAGES.updated);
    await saveProfile({
      section: 'verification',
      GST: '27aapfu0939f1zv',
      PAN: 'abcpe1234f',
      OTHERID: 'UDYAM-MH-26-0012345',
    });
    await saveProfile({ section: 'founder', Name: 'Meera', VedanId: 'VDABCDEF' });
    const read = await t.request('GET', '/api/v1/library/profile', as());
    expect(read.json<{ profile: LibraryProfile }>().profile).toMatchObject({
      name: 'Profile Library',
      mobile: '+919876543210',
      pincode: '411004',
      zone: 'Deccan',
      GST: '27AAPFU0939F1ZV',
      PAN: 'ABCPE1234F',
      OTHERID: 'UDYAM-MH-26-0012345',
      Name: 'Meera',
      VedanId: 'VDABCDEF',
    });
  });

  it("gives each section's missing field its message", async () => {
    const cases: [object, string][] = [
      [contactSection({ mobile: '' }), LIBRARY_PROFILE_MESSAGES.mobile],
      [contactSection({ mobile: '12345' }), LIBRARY_PROFILE_MESSAGES.validMobile],
      [contactSection({ mobile: '+91 12345 67890' }), LIBRARY_PROFILE_MESSAGES.validMobile],
      [contactSection({ email: '' }), LIBRARY_PROFILE_MESSAGES.email],
      [contactSection({ email: 'not-an-email' }), LIBRARY_PROFILE_MESSAGES.validEmail],
      [contactSection({ address: ' ' }), LIBRARY_PROFILE_MESSAGES.address],
      [contactSection({ pincode: '' }), LIBRARY_PROFILE_MESSAGES.pincode],
      [contactSection({ pincode: '41100' }), LIBRARY_PROFILE_MESSAGES.validPincode],
      [
        { section: 'verification', GST: '', PAN: 'ABCPE1234F', OTHERID: 'x' },
        LIBRARY_PROFILE_MESSAGES.gst,
      ],
      [
        { section: 'verification', GST: '27AAPFU0939F1ZA', PAN: 'ABCPE1234F', OTHERID: 'x' },
        TAX_ID_MESSAGES.gstin,
      ],
      [
        { section: 'verification', GST: '27AAPFU0939F1ZV', PAN: '', OTHERID: 'x' },
        LIBRARY_PROFILE_MESSAGES.pan,
      ],
      [
        { section: 'verification', GST: '27AAPFU0939F1ZV', PAN: 'ABCDE1234F', OTHERID: 'x' },
        TAX_ID_MESSAGES.pan,
      ],
      [
        { section: 'verification', GST: '27AAPFU0939F1ZV', PAN: 'ABCPE1234F', OTHERID: '' },
        LIBRARY_PROFILE_MESSAGES.otherId,
      ],
      [{ section: 'founder', Name: '', VedanId: 'VD1' }, LIBRARY_PROFILE_MESSAGES.name],
      [{ section: 'founder', Name: 'A', VedanId: '' }, LIBRARY_PROFILE_MESSAGES.vedanId],
    ];
    for (const [body, expected] of cases) {
      const res = await saveProfile(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res), JSON.stringify(body)).toBe(expected);
    }
  });

  it('takes an image of at most 2 MB as the photo', async () => {
    const upload = (data: Buffer, type = 'image/png') => {
      const { body, contentType } = multipartBody(
        {},
        { field: 'profilePhoto', name: 'p.png', type, data },
      );
      return t.request('POST', '/api/v1/library/profile/photo', {
        ...as(),
        body,
        headers: { 'content-type': contentType },
      });
    };
    const ok = await upload(pngBytes());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ profile: LibraryProfile }>().profile.profilePhoto).toMatch(
      /^\/api\/v1\/files\//,
    );
    const text = await upload(Buffer.from('not an image at all'), 'image/png');
    expect(message(text)).toBe(LIBRARY_PROFILE_MESSAGES.photo);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(message(tooBig)).toBe(LIBRARY_PROFILE_MESSAGES.photo);
  });

  it('needs the profile permission to change, membership to read', async () => {
    const staff = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...as(),
      body: { vedanId: staff.user.profile.userId, role: 'staff', permissions: ['seats'] },
    });
    const who = { token: staff.token, orgId: library };
    expect((await t.request('GET', '/api/v1/library/profile', who)).statusCode).toBe(200);
    expect((await saveProfile(contactSection(), who)).statusCode).toBe(403);
  });
});

describe('enquiry tickets', () => {
  const raise = (orgId: string, body: object = {}) =>
    t.request('POST', `/api/v1/public/libraries/${orgId}/tickets`, {
      body: {
        name: 'Visitor',
        email: 'visitor@example.com',
        title: 'Seats in May?',
        description: 'Is there a morning seat free from May?',
        ...body,
      },
    });

  it('a visitor raises one; the library resolves and deletes it', async () => {
    const res = await raise(library);
    expect(res.statusCode, res.body).toBe(201);
    expect(message(res)).toBe(TICKET_MESSAGES.raised);
    const list = await t.request('GET', '/api/v1/tickets', as());
    const ticket = list.json<{ tickets: Ticket[] }>().tickets[0];
    expect(ticket).toMatchObject({ title: 'Seats in May?', status: 'Open', priority: 'Normal' });
    const id = ticket?.id ?? '';
    const resolved = await t.request('PATCH', `/api/v1/tickets/${id}/resolve`, as());
    expect(resolved.json<{ ticket: Ticket }>().ticket.status).toBe('Closed');
    const open = await t.request('GET', '/api/v1/tickets?status=Open', as());
    expect(open.json<{ tickets: Ticket[] }>().tickets.map((x) => x.id)).not.toContain(id);
    expect((await t.request('DELETE', `/api/v1/tickets/${id}`, as())).statusCode).toBe(200);
    expect((await t.request('GET', `/api/v1/tickets/${id}`, as())).statusCode).toBe(404);
  });

  it('checks what a visitor writes, and only libraries take tickets', async () => {
    expect(message(await raise(library, { title: '' }))).toBe(TICKET_MESSAGES.title);
    expect(message(await raise(library, { description: '' }))).toBe(TICKET_MESSAGES.description);
    expect(message(await raise(library, { name: '' }))).toBe(TICKET_MESSAGES.name);
    expect(message(await raise(library, { email: '' }))).toBe(TICKET_MESSAGES.contact);
    expect(message(await raise(library, { email: '', phone: '12' }))).toBe(TICKET_MESSAGES.phone);
    expect(message(await raise(library, { email: '', phone: '1234567890' }))).toBe(
      TICKET_MESSAGES.phone,
    );
    const typed = await raise(library, { email: '', phone: '+91 98765 43210', title: 'By phone' });
    expect(typed.statusCode, typed.body).toBe(201);
    const tickets = (await t.request('GET', '/api/v1/tickets', as())).json<{ tickets: Ticket[] }>();
    expect(tickets.tickets.find((x) => x.title === 'By phone')?.phone).toBe('+919876543210');
    const gymOwner = await t.signUp();
    const gym = await t.createOrg(gymOwner, 'gym');
    const res = await raise(gym);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(TICKET_MESSAGES.libraryNotFound);
  });

  it("keeps each library's tickets to itself", async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/tickets',
      listKey: 'tickets',
      itemPath: (id) => `/api/v1/tickets/${id}`,
      deletable: true,
      async create(app, owner, orgId) {
        expect((await raise(orgId)).statusCode).toBe(201);
        const list = await app.request('GET', '/api/v1/tickets', { token: owner.token, orgId });
        return list.json<{ tickets: Ticket[] }>().tickets[0]?.id ?? '';
      },
    });
    // Resolving another library's ticket is 404 too.
    const other = await t.signUp({ role: 'librarian' });
    const otherLibrary = await t.createOrg(other, 'library');
    await raise(otherLibrary);
    const theirs = await t.request('GET', '/api/v1/tickets', {
      token: other.token,
      orgId: otherLibrary,
    });
    const id = theirs.json<{ tickets: Ticket[] }>().tickets[0]?.id ?? '';
    expect((await t.request('PATCH', `/api/v1/tickets/${id}/resolve`, as())).statusCode).toBe(404);
  });

  it('limits how many tickets one address raises', async () => {
    const limited = await createTestApp({
      rateLimits: { ...RELAXED_RATE_LIMITS, tickets: DEFAULT_RATE_LIMITS.tickets },
    });
    try {
      const owner = await limited.signUp({ role: 'librarian' });
      const orgId = await limited.createOrg(owner, 'library');
      const body = { name: 'V', email: 'v@example.com', title: 'T', description: 'D' };
      const codes: number[] = [];
      for (let i = 0; i < DEFAULT_RATE_LIMITS.tickets.max + 1; i += 1) {
        codes.push(
          (await limited.request('POST', `/api/v1/public/libraries/${orgId}/tickets`, { body }))
            .statusCode,
        );
      }
      expect(codes.slice(0, -1).every((code) => code === 201)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

/** A library with a profile at `pincode`, a plan at `fee` and, optionally, a smaller grid. */
async function libraryAt(
  name: string,
  pincode: string,
  fee: number,
  grid?: { rows: number; cols: number },
) {
  const owner = await t.signUp({ role: 'librarian' });
  const orgId = await t.createOrg(owner, 'library', name);
  const who = { token: owner.token, orgId };
  expect(
    (await saveProfile(contactSection({ pincode, zone: `${name} zone` }), who)).statusCode,
  ).toBe(200);
  await addMonthlyPlan(t, who, fee);
  if (grid) {
    for (const shift of ['Morning', 'Full day']) {
      await t.request('PUT', `/api/v1/seat-layouts/${encodeURIComponent(shift)}/grid`, {
        ...who,
        body: grid,
      });
      await t.request('PUT', `/api/v1/seat-layouts/${encodeURIComponent(shift)}/tables`, {
        ...who,
        body: { tables: [1] },
      });
    }
  }
  return { orgId, who };
}

const search = (body: object, path = '/api/v1/library/search') => t.request('POST', path, { body });
const names = (res: { json: <T>() => T }) =>
  res.json<{ libraries: LibrarySearchResult[] }>().libraries.map((l) => l.name);
describe('library search', () => {
  let full: { orgId: string; who: { token: string; orgId: string } };

  beforeAll(async () => {
    await libraryAt('Deccan Reading Room', '411004', 600);
    await libraryAt('Kothrud Study Hub', '411038', 900);
    await libraryAt('Aundh Costly Library', '411007', 2500);
    await libraryAt('Thane Quiet Desk', '400601', 500);
    await libraryAt('Delhi Library', '110001', 500);
    full = await libraryAt('Pune Full House', '411004', 400, { rows: 1, cols: 1 });
    // Its one grid seat and one table seat are taken for the Morning.
    for (const body of [
      { seatNumber: 1, memberId: 'VJAA00001', shift: 'Morning' },
      { seatNumber: 1, memberId: 'VJAA00002', shift: 'Morning', layout: 'tables', tableNo: 1 },
    ]) {
      const res = await t.request('POST', '/api/v1/book-seat', { ...full.who, body });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  // The bookings above start on the library's day (India), which the search must use too.
  const today = () => libraryToday();

  it('finds libraries near the pincode with a free seat and a plan within the fee, nearest first', async () => {
    const res = await search({
      pincode: '411004',
      timeSlot: 'Morning',
      dateJoining: today(),
      fee: 1000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['Deccan Reading Room', 'Kothrud Study Hub', 'Thane Quiet Desk']);
    const first = res.json<{ libraries: LibrarySearchResult[] }>().libraries[0];
    expect(first).toMatchObject({
      pincode: '411004',
      distanceKm: 0,
      freeSeats: 31,
      plans: [{ name: 'Monthly', fee: 600 }],
    });
    expect(first?.publicPage).toBe(`/business/${first?._id}`);
  });

  it('a full shift is not offered, but another shift of the same library is', async () => {
    const evening = await search({
      pincode: '411004',
      timeSlot: 'Evening',
      dateJoining: today(),
      fee: 450,
    });
    expect(names(evening)).toEqual(['Pune Full House']);
    const morning = await search({
      pincode: '411004',
      timeSlot: 'morning',
      dateJoining: today(),
      fee: 450,
    });
    expect(names(morning)).toEqual([]);
    expect(message(morning)).toBe(LIBRARY_SEARCH_MESSAGES.empty);
    // Full day needs a seat free in every shift.
    const fullDay = await search({
      pincode: '411004',
      timeSlot: 'Full day',
      dateJoining: today(),
      fee: 450,
    });
    expect(names(fullDay)).toEqual([]);
  });

  it('filters by zone, pages, and answers at /api/search too', async () => {
    const zone = await search({
      pincode: '411004',
      timeSlot: 'Night',
      dateJoining: today(),
      fee: 1000,
      libraryZone: 'kothrud',
    });
    expect(names(zone)).toEqual(['Kothrud Study Hub']);
    const page2 = await search(
      { pincode: '411004', timeSlot: 'Night', dateJoining: today(), fee: 1000, page: 2, limit: 2 },
      '/api/v1/search',
    );
    expect(page2.statusCode).toBe(200);
    // Page 1 is the two at 411004 itself (by name); then Kothrud (4110..), then Thane.
    expect(names(page2)).toEqual(['Kothrud Study Hub', 'Thane Quiet Desk']);
    expect(page2.json<{ total: number; totalPages: number }>()).toMatchObject({
      total: 4,
      totalPages: 2,
    });
    // Past the last page: no library, and still the total (counted alone, with no row to carry it).
    const beyond = await search({
      pincode: '411004',
      timeSlot: 'Night',
      dateJoining: today(),
      fee: 1000,
      page: 5,
      limit: 2,
    });
    expect(names(beyond)).toEqual([]);
    expect(beyond.json<{ total: number }>().total).toBe(4);
  });

  it('checks the fields with the spec messages', async () => {
    const base = { pincode: '411004', timeSlot: 'Morning', dateJoining: today(), fee: 500 };
    for (const missing of ['pincode', 'timeSlot', 'dateJoining', 'fee']) {
      const res = await search({ ...base, [missing]: '' });
      expect(res.statusCode, missing).toBe(400);
      expect(message(res), missing).toBe(LIBRARY_SEARCH_MESSAGES.required);
    }
    expect(message(await search({ ...base, fee: 'abc' }))).toBe(LIBRARY_SEARCH_MESSAGES.fee);
    expect(message(await search({ ...base, pincode: '4110' }))).toBe(
      LIBRARY_SEARCH_MESSAGES.pincode,
    );
    expect(message(await search({ ...base, timeSlot: 'Lunch' }))).toBe(
      LIBRARY_SEARCH_MESSAGES.timeSlot,
    );
    expect(message(await search({ ...base, dateJoining: '2030-02-31' }))).toBe(
      LIBRARY_SEARCH_MESSAGES.date,
    );
  });
});
