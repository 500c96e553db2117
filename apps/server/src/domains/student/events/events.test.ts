import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  addDays,
  type EventItem,
  type PublicEvent,
  todayInIndia,
} from '@vedann/contracts';
import { multipartBody, pngBytes } from '../../../test/files';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { users } from '../../accounts/users.table';

let t: TestApp;
let librarian: TestUser;
let library: string;
let student: TestUser;

const inDays = (days: number) => addDays(todayInIndia(), days);
const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quiz night',
  date: inDays(10),
  location: 'Vijnan Study Centre, Pune',
  mapLink: 'https://maps.example.org/vijnan',
  description: 'A general knowledge quiz for members.',
  kind: 'competition',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Vijnan Study Centre');
  student = await t.signUp();
});
afterAll(() => t.close());

async function publish(body: Record<string, unknown>, owner = librarian, orgId = library) {
  const res = await t.request('POST', '/api/v1/events', { token: owner.token, orgId, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ event: EventItem }>().event;
}

describe('events: publishing, listing and interest', () => {
  it("a business publishes an event and everyone sees it with the business's name", async () => {
    const created = await publish(event({ title: 'Library quiz' }));
    const list = await t.request('GET', '/api/v1/events');
    const shown = list.json<{ events: PublicEvent[] }>().events.find((e) => e._id === created._id);
    expect(shown).toMatchObject({
      title: 'Library quiz',
      organiser: 'Vijnan Study Centre',
      orgId: library,
      interestCount: 0,
      interested: false,
    });
  });

  it('shows Coming Soon without a date, hides past events, and filters by kind', async () => {
    await publish(event({ title: 'Undated chess meet', date: '', kind: 'sports' }));
    await publish(event({ title: 'Yesterday match', date: inDays(-1), kind: 'sports' }));
    await publish(event({ title: 'Cricket on Sunday', date: inDays(2), kind: 'sports' }));
    const sports = await t.request('GET', '/api/v1/events?kind=sports');
    const rows = sports.json<{ events: PublicEvent[] }>().events;
    expect(rows.map((e) => [e.title, e.date])).toEqual([
      ['Cricket on Sunday', inDays(2)],
      ['Undated chess meet', EVENT_MESSAGES.comingSoon],
    ]);
    const bad = await t.request('POST', '/api/v1/events', {
      token: librarian.token,
      orgId: library,
      body: event({ date: '2026-02-30' }),
    });
    expect(bad.json<{ message: string }>().message).toBe(EVENT_MESSAGES.dateInvalid);
  });

  it('a student registers interest once, the organiser sees the count, and can take it back', async () => {
    const created = await publish(event({ title: 'Interest test' }));
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request('POST', `/api/v1/events/${created._id}/interest`, {
        token: student.token,
      });
      expect(res.json()).toMatchObject({ interestCount: 1, interested: true });
    }
    const other = await t.signUp();
    await t.request('POST', `/api/v1/events/${created._id}/interest`, { token: other.token });
    const own = await t.request('GET', `/api/v1/events/own/${created._id}`, {
      token: librarian.token,
      orgId: library,
    });
    expect(own.json<{ event: EventItem }>().event.interestCount).toBe(2);
    const seen = await t.request('GET', `/api/v1/events/${created._id}`, { token: student.token });
    expect(seen.json<{ event: PublicEvent }>().event.interested).toBe(true);
    const back = await t.request('DELETE', `/api/v1/events/${created._id}/interest`, {
      token: student.token,
    });
    expect(back.json()).toMatchObject({ interestCount: 1, interested: false });
    expect((await t.request('POST', `/api/v1/events/${created._id}/interest`)).statusCode).toBe(
      401,
    );
  });

  it('a student cannot publish; a gym publishes with its notice permission', async () => {
    expect(
      (await t.request('POST', '/api/v1/events', { token: student.token, body: event() }))
        .statusCode,
    ).toBe(404);
    const gymOwner = await t.signUp();
    const gym = await t.createOrg(gymOwner, 'gym', 'Sutrin Fitness');
    const created = await publish(event({ title: 'Open gym day', kind: 'sports' }), gymOwner, gym);
    expect(created.orgId).toBe(gym);
  });
});

describe("events: the platform's own, tenants and pictures", () => {
  it('the platform keeps its own events; administrators only', async () => {
    const admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
    const body = event({ title: 'Vedann esports cup', kind: 'esports' });
    expect(
      (await t.request('POST', '/api/v1/platform/events', { token: student.token, body }))
        .statusCode,
    ).toBe(403);
    const res = await t.request('POST', '/api/v1/platform/events', { token: admin.token, body });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ event: EventItem }>().event._id;
    const list = await t.request('GET', '/api/v1/events?kind=esports');
    expect(
      list.json<{ events: PublicEvent[] }>().events.find((e) => e._id === id)?.organiser,
    ).toBeNull();
    // The administrators' table lists the platform's events, past ones too, and only theirs.
    await t.request('POST', '/api/v1/platform/events', {
      token: admin.token,
      body: event({ title: 'Past platform meet', date: inDays(-3) }),
    });
    const own = await t.request('GET', '/api/v1/platform/events?limit=50', { token: admin.token });
    expect(own.statusCode).toBe(200);
    const titles = own.json<{ events: EventItem[] }>().events.map((e) => e.title);
    expect(titles).toEqual(['Past platform meet', 'Vedann esports cup']);
    expect(
      (await t.request('GET', '/api/v1/platform/events', { token: student.token })).statusCode,
    ).toBe(403);
    // A business cannot touch the platform's event through its routes.
    expect(
      (
        await t.request('DELETE', `/api/v1/events/${id}`, {
          token: librarian.token,
          orgId: library,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps each business's events to itself", async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/events/own',
      listKey: 'events',
      itemPath: (id) => `/api/v1/events/own/${id}`,
      async create(app, owner, orgId) {
        const res = await app.request('POST', '/api/v1/events', {
          token: owner.token,
          orgId,
          body: event(),
        });
        return res.json<{ event: EventItem }>().event._id;
      },
      updateBody: event({ title: 'Taken over' }),
      deletable: true,
    });
    // The spec's own paths are scoped the same way.
    const other = await t.signUp({ role: 'librarian' });
    const otherLibrary = await t.createOrg(other, 'library');
    const theirs = await publish(event({ title: 'Theirs' }), other, otherLibrary);
    const asUs = { token: librarian.token, orgId: library };
    expect(
      (await t.request('PUT', `/api/v1/events/${theirs._id}`, { ...asUs, body: event() }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/v1/events/${theirs._id}`, asUs)).statusCode).toBe(404);
  });

  it('a signed-in organiser uploads a picture; a text file or a visitor is refused', async () => {
    const upload = (token: string | undefined, data: Buffer) => {
      const { body, contentType } = multipartBody(
        {},
        { field: 'image', name: 'quiz.png', type: 'image/png', data },
      );
      return t.request('POST', '/api/v1/events/images', {
        token,
        body,
        headers: { 'content-type': contentType },
      });
    };
    const res = await upload(librarian.token, pngBytes());
    expect(res.statusCode).toBe(201);
    const { url, message } = res.json<{ url: string; message: string }>();
    expect(message).toBe(EVENT_MESSAGES.imageUploaded);
    const created = await publish(event({ title: 'Pictured quiz', image: url }));
    expect(created.image).toBe(url);
    const text = await upload(librarian.token, Buffer.from('not a picture'));
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toBe(EVENT_MESSAGES.imageFile);
    expect((await upload(undefined, pngBytes())).statusCode).toBe(401);
  });
});
