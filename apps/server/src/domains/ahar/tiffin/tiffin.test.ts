import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REGULAR_MEMBER_MESSAGES,
  TIFFIN_MESSAGES,
  addDays,
  todayInIndia,
  type AharHome,
  type MyTiffin,
  type RegularMember,
  type TiffinDay,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { expectSettingsIsolation } from '../../../test/cross-tenant';

// Issue 32 item 4 (decision 0360): a tiffin member pauses a day before the ahar's cut-off hour.

let t: TestApp;
let owner: TestUser;
let ahar: string;
const today = todayInIndia();
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Tiffin Ahar');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const asOwner = () => ({ token: owner.token, orgId: ahar });
const pausePath = (id: string, day: string) => `/api/v1/ahar/my-tiffins/${id}/pauses/${day}`;
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

/** India's clock on `day` at `hour`:`minute` (only Date is faked: timers and the database run). */
function clockAt(day: string, hour: number, minute = 0) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  vi.setSystemTime(new Date(`${day}T${time}:00+05:30`));
}

async function addMember(
  member: TestUser | null,
  fields: Partial<Record<string, unknown>> = {},
  as = asOwner(),
) {
  const res = await t.request('POST', '/api/v1/ahar/regular-members', {
    ...as,
    body: {
      name: 'Meera Iyer',
      phone: '9876543210',
      mealKind: 'Veg',
      mealsPerDay: 2,
      startDate: addDays(today, -10),
      monthlyAmount: 3000,
      vedanId: member?.user.profile.userId ?? '',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: RegularMember }>().member;
}

async function days(from: string, count: number, as = asOwner()) {
  const res = await t.request('GET', `/api/v1/ahar/tiffin/days?from=${from}&days=${count}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ days: TiffinDay[] }>().days;
}

describe("a tiffin member's pause", () => {
  it('pauses a day before the cut-off and resumes it; the day is paused once', async () => {
    const person = await t.signUp();
    const member = await addMember(person);
    clockAt(today, 19, 59);
    const mine = await t.request('GET', '/api/v1/ahar/my-tiffins', { token: person.token });
    const [tiffin] = mine.json<{ tiffins: MyTiffin[] }>().tiffins;
    expect(tiffin).toMatchObject({
      _id: member._id,
      ahar: { _id: ahar, name: 'Tiffin Ahar' },
      cutoffHour: 20,
      firstOpenDay: tomorrow,
      pauses: [],
    });

    const paused = await t.request('PUT', pausePath(member._id, tomorrow), { token: person.token });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(message(paused)).toBe(TIFFIN_MESSAGES.paused);
    expect(paused.json<{ tiffin: MyTiffin }>().tiffin.pauses).toEqual([tomorrow]);
    const again = await t.request('PUT', pausePath(member._id, tomorrow), { token: person.token });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(TIFFIN_MESSAGES.alreadyPaused);

    const resumed = await t.request('DELETE', pausePath(member._id, tomorrow), {
      token: person.token,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(message(resumed)).toBe(TIFFIN_MESSAGES.resumed);
    expect(resumed.json<{ tiffin: MyTiffin }>().tiffin.pauses).toEqual([]);
    const notPaused = await t.request('DELETE', pausePath(member._id, tomorrow), {
      token: person.token,
    });
    expect(notPaused.statusCode).toBe(404);
    expect(message(notPaused)).toBe(TIFFIN_MESSAGES.notPaused);
  });

  it("refuses a day past its cut-off, and follows the ahar's own hour", async () => {
    const person = await t.signUp();
    const member = await addMember(person);
    const put = (day: string) =>
      t.request('PUT', pausePath(member._id, day), { token: person.token });
    clockAt(today, 20, 0);
    const late = await put(tomorrow);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(TIFFIN_MESSAGES.pastCutoff);
    expect((await put(today)).statusCode).toBe(409);
    const mine = await t.request('GET', '/api/v1/ahar/my-tiffins', { token: person.token });
    expect(mine.json<{ tiffins: MyTiffin[] }>().tiffins[0]?.firstOpenDay).toBe(addDays(today, 2));
    expect((await put(addDays(today, 2))).statusCode).toBe(200);
    // A day still open is taken back as freely.
    const back = await t.request('DELETE', pausePath(member._id, addDays(today, 2)), {
      token: person.token,
    });
    expect(back.statusCode).toBe(200);

    const saved = await t.request('PUT', '/api/v1/ahar/tiffin/settings', {
      ...asOwner(),
      body: { cutoffHour: 22 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(message(saved)).toBe(TIFFIN_MESSAGES.settingsSaved);
    expect((await put(tomorrow)).statusCode).toBe(200);
    clockAt(today, 22, 0);
    const resume = await t.request('DELETE', pausePath(member._id, tomorrow), {
      token: person.token,
    });
    expect(resume.statusCode).toBe(409);
    expect(message(resume)).toBe(TIFFIN_MESSAGES.pastCutoff);

    const wrong = await t.request('PUT', '/api/v1/ahar/tiffin/settings', {
      ...asOwner(),
      body: { cutoffHour: 24 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(TIFFIN_MESSAGES.cutoffHour);
    await t.request('PUT', '/api/v1/ahar/tiffin/settings', {
      ...asOwner(),
      body: { cutoffHour: 20 },
    });
  });

  it('keeps to the subscription: its days, an active one, 60 days ahead at most', async () => {
    const person = await t.signUp();
    const ending = await addMember(person, { endDate: addDays(today, 3) });
    const later = await addMember(person, { startDate: addDays(today, 5) });
    const stopped = await addMember(person, { active: false });
    clockAt(today, 8);
    const put = (id: string, day: string) =>
      t.request('PUT', pausePath(id, day), { token: person.token });
    const after = await put(ending._id, addDays(today, 4));
    expect(after.statusCode).toBe(409);
    expect(message(after)).toBe(TIFFIN_MESSAGES.outsideSubscription);
    expect(message(await put(later._id, addDays(today, 4)))).toBe(
      TIFFIN_MESSAGES.outsideSubscription,
    );
    expect(message(await put(later._id, addDays(today, 61)))).toBe(TIFFIN_MESSAGES.tooFar);
    expect((await put(later._id, addDays(today, 60))).statusCode).toBe(200);
    expect(message(await put(stopped._id, tomorrow))).toBe(TIFFIN_MESSAGES.inactive);
    const bad = await put(ending._id, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(TIFFIN_MESSAGES.day);
  });

  it("answers 404 for another person's tiffin and lists none of it", async () => {
    const person = await t.signUp();
    const member = await addMember(person);
    const stranger = await t.signUp();
    clockAt(today, 8);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.request(method, pausePath(member._id, tomorrow), {
        token: stranger.token,
      });
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe(REGULAR_MEMBER_MESSAGES.notFound);
    }
    const theirs = await t.request('GET', '/api/v1/ahar/my-tiffins', { token: stranger.token });
    expect(theirs.json<{ tiffins: MyTiffin[] }>().tiffins).toEqual([]);
    const unsigned = await t.request('PUT', pausePath(member._id, tomorrow));
    expect(unsigned.statusCode).toBe(401);
  });
});

describe("the day's tiffin count", () => {
  it('leaves a paused member out of the day, on the count and the home', async () => {
    const ownerB = await t.signUp();
    const aharB = await t.createOrg(ownerB, 'ahar', 'Count Ahar');
    const asB = { token: ownerB.token, orgId: aharB };
    const asha = await t.signUp();
    const ravi = await t.signUp();
    const ashaRow = await addMember(asha, { mealsPerDay: 2 }, asB);
    await addMember(ravi, { mealsPerDay: 3 }, asB);
    await addMember(null, { mealsPerDay: 1, active: false }, asB);
    await addMember(null, { mealsPerDay: 1, endDate: today }, asB);
    clockAt(today, 9);

    const othersBefore = await days(today, 3);
    const before = await days(today, 3, asB);
    expect(before.map((d) => [d.date, d.members, d.meals, d.pausedMeals])).toEqual([
      [today, 3, 6, 0],
      [tomorrow, 2, 5, 0],
      [addDays(today, 2), 2, 5, 0],
    ]);
    const paused = await t.request('PUT', pausePath(ashaRow._id, tomorrow), { token: asha.token });
    expect(paused.statusCode, paused.body).toBe(200);
    const after = await days(today, 3, asB);
    expect(after[1]).toEqual({
      date: tomorrow,
      members: 1,
      meals: 3,
      pausedMembers: 1,
      pausedMeals: 2,
    });
    expect(after[2]?.meals).toBe(5);

    const home = await t.request('GET', '/api/v1/ahar/home', asB);
    expect(home.json<AharHome>().tiffin).toEqual({
      mealsToday: 6,
      mealsTomorrow: 3,
      pausedTomorrow: 2,
    });
    // Another ahar counts only its own members.
    expect(await days(today, 3)).toEqual(othersBefore);
    const across = await t.request('GET', `/api/v1/ahar/tiffin/days?from=${today}`, {
      token: owner.token,
      orgId: aharB,
    });
    expect(across.statusCode).toBe(404);
  });

  it('needs the demand permission to count, and staff to set the hour', async () => {
    const person = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: person.user.profile.userId, role: 'staff', permissions: ['inventory'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const as = { token: person.token, orgId: ahar };
    expect((await t.request('GET', `/api/v1/ahar/tiffin/days?from=${today}`, as)).statusCode).toBe(
      403,
    );
    expect((await t.request('GET', '/api/v1/ahar/tiffin/settings', as)).statusCode).toBe(403);
    const home = await t.request('GET', '/api/v1/ahar/home', as);
    expect(home.json<AharHome>().tiffin).toBeNull();
  });

  it("keeps each ahar's cut-off hour its own", async () => {
    await expectSettingsIsolation(t, {
      kind: 'ahar',
      path: '/api/v1/ahar/tiffin/settings',
      key: 'settings',
      bodies: [{ cutoffHour: 18 }, { cutoffHour: 21 }],
    });
  });
});

describe("the regular members list's next pause", () => {
  it("shows each member's first paused day from today, read with the page", async () => {
    const person = await t.signUp();
    const member = await addMember(person, { name: 'Pausing Pallavi' });
    const other = await addMember(null, { name: 'Pausing Prakash' });
    const listed = async () => {
      const res = await t.request('GET', '/api/v1/ahar/regular-members?search=pausing', asOwner());
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json<{ members: RegularMember[] }>().members;
      return Object.fromEntries(rows.map((row) => [row.name, row.nextPause]));
    };
    expect(member.nextPause).toBeNull();
    clockAt(today, 9);
    const put = (day: string) =>
      t.request('PUT', pausePath(member._id, day), { token: person.token });
    expect((await put(addDays(today, 3))).statusCode).toBe(200);
    expect((await put(tomorrow)).statusCode).toBe(200);
    expect(await listed()).toEqual({ 'Pausing Pallavi': tomorrow, 'Pausing Prakash': null });
    const read = await t.request('GET', `/api/v1/ahar/regular-members/${member._id}`, asOwner());
    expect(read.json<{ member: RegularMember }>().member.nextPause).toBe(tomorrow);

    const resumed = await t.request('DELETE', pausePath(member._id, tomorrow), {
      token: person.token,
    });
    expect(resumed.statusCode).toBe(200);
    expect((await listed())['Pausing Pallavi']).toBe(addDays(today, 3));
    // A save answers with it too; once the day has passed, nothing is ahead.
    const saved = await t.request('PUT', `/api/v1/ahar/regular-members/${other._id}`, {
      ...asOwner(),
      body: { ...other, nextPause: undefined, _id: undefined, remark: 'Less salt' },
    });
    expect(saved.json<{ member: RegularMember }>().member.nextPause).toBeNull();
    const updated = await t.request('PUT', `/api/v1/ahar/regular-members/${member._id}`, {
      ...asOwner(),
      body: { ...member, nextPause: undefined, _id: undefined, remark: 'Less salt' },
    });
    expect(updated.json<{ member: RegularMember }>().member.nextPause).toBe(addDays(today, 3));
    clockAt(addDays(today, 4), 9);
    expect((await listed())['Pausing Pallavi']).toBeNull();
  });
});
