import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTICE_MESSAGES,
  ORG_MESSAGES,
  businessDay,
  type Notice,
  type OwnNotice,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Notice Gym');
});
afterAll(() => t.close());

const asGym = () => ({ token: owner.token, orgId: gym });

/** A day relative to today, as YYYY-MM-DD. */
const dayFromToday = (days: number): string => {
  const [y, m, d] = businessDay().split('-').map(Number);
  return new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

async function post(
  as: { token: string; orgId: string },
  body: object,
  path = '/api/v1/gym/notices',
) {
  return t.request('POST', path, { ...as, body });
}

async function addTeam(orgId: string, role: string, permissions: string[] = []) {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    token: owner.token,
    orgId,
    body: { vedanId: person.user.profile.userId, role, permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return person;
}

describe('notices: adding, checks and every path', () => {
  it('adds a notice visible to User by default', async () => {
    const res = await post(asGym(), {
      notice: 'Closed on Sunday',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; notice: Notice }>();
    expect(body.message).toBe(NOTICE_MESSAGES.created);
    expect(body.notice).toMatchObject({ notice: 'Closed on Sunday', visibleTo: 'User' });
  });

  it('ignores a body trying to set the business', async () => {
    const other = await t.signUp();
    const otherGym = await t.createOrg(other, 'gym');
    const res = await post(asGym(), {
      notice: 'Mine',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
      orgId: otherGym,
      org_id: otherGym,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ notice: Notice }>().notice._id;
    expect((await t.request('GET', `/api/v1/gym/notices/${id}`, asGym())).statusCode).toBe(200);
    const theirs = await t.request('GET', `/api/v1/gym/notices/${id}`, {
      token: other.token,
      orgId: otherGym,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses an end date before the start date with the spec words, and allows the same day', async () => {
    const res = await post(asGym(), {
      notice: 'x',
      startDate: '2026-05-03',
      endDate: '2026-05-02',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'End date must be later than the start date.',
    });
    const sameDay = await post(asGym(), {
      notice: 'x',
      startDate: '2026-05-03',
      endDate: '2026-05-03',
    });
    expect(sameDay.statusCode).toBe(201);
  });

  it('refuses an empty notice and an unknown audience', async () => {
    const empty = await post(asGym(), {
      notice: ' ',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    });
    expect(empty.json<{ message: string }>().message).toBe(NOTICE_MESSAGES.notice);
    const audience = await post(asGym(), {
      notice: 'x',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
      visibleTo: 'Everyone',
    });
    expect(audience.json<{ message: string }>().message).toBe(NOTICE_MESSAGES.audience);
  });

  it('updates, lists and deletes on every path; an ahar uses the same module', async () => {
    const ahar = await t.createOrg(owner, 'ahar', 'Notice Ahar');
    const created = await post(
      { token: owner.token, orgId: ahar },
      {
        notice: 'SUTRIN ADMIN notice',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        visibleTo: 'Staff',
      },
    );
    const id = created.json<{ notice: Notice }>().notice._id;
    const updated = await t.request('PUT', `/api/v1/gym/notices/${id}`, {
      token: owner.token,
      orgId: ahar,
      body: {
        notice: 'Changed',
        startDate: '2026-06-01',
        endDate: '2026-06-02',
        visibleTo: 'Member',
      },
    });
    expect(updated.json<{ message: string; notice: Notice }>()).toMatchObject({
      message: NOTICE_MESSAGES.updated,
      notice: { notice: 'Changed', visibleTo: 'Member', endDate: '2026-06-02' },
    });
    const list = await t.request('GET', '/api/v1/gym/notices', { token: owner.token, orgId: ahar });
    expect(list.json<{ notices: Notice[] }>().notices.map((n) => n._id)).toEqual([id]);
    const removed = await t.request('DELETE', `/api/v1/gym/notices/${id}`, {
      token: owner.token,
      orgId: ahar,
    });
    expect(removed.json()).toEqual({ success: true, message: NOTICE_MESSAGES.removed });

    const barberOwner = await t.signUp();
    const barber = await t.createOrg(barberOwner, 'barber');
    const onBarber = await post(
      { token: barberOwner.token, orgId: barber },
      { notice: 'Festival hours', startDate: '2026-06-01', endDate: '2026-06-01' },
      '/api/v1/barber/notices',
    );
    expect(onBarber.statusCode).toBe(201);
  });
});

describe('notices: permissions and tenants', () => {
  it('needs the notice permission, and a company is not served', async () => {
    const operator = await addTeam(gym, 'operator', ['enquiry']);
    const as = { token: operator.token, orgId: gym };
    const refused = await t.request('GET', '/api/v1/gym/notices', as);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ORG_MESSAGES.forbidden);
    const withNotice = await addTeam(gym, 'operator', ['notice']);
    expect(
      (await t.request('GET', '/api/v1/gym/notices', { token: withNotice.token, orgId: gym }))
        .statusCode,
    ).toBe(200);

    const recruiter = await t.signUp({ role: 'recruiter' });
    const company = await t.createOrg(recruiter, 'company');
    const res = await t.request('GET', '/api/v1/gym/notices', {
      token: recruiter.token,
      orgId: company,
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps each business to its own notices', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/notices',
      listKey: 'notices',
      itemPath: (id) => `/api/v1/gym/notices/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/gym/notices', {
          token: who.token,
          orgId,
          body: { notice: 'n', startDate: '2026-01-01', endDate: '2026-01-02' },
        });
        return res.json<{ notice: Notice }>().notice._id;
      },
      updateBody: { notice: 'm', startDate: '2026-01-01', endDate: '2026-01-02' },
      deletable: true,
    });
  });
});

describe('notices for their audience', () => {
  it('shows a person the current notices meant for them, from their businesses only', async () => {
    const audienceOwner = await t.signUp();
    const club = await t.createOrg(audienceOwner, 'gym', 'Audience Gym');
    const as = { token: audienceOwner.token, orgId: club };
    const add = async (notice: string, visibleTo: string, start = -1, end = 1) => {
      const res = await post(as, {
        notice,
        visibleTo,
        startDate: dayFromToday(start),
        endDate: dayFromToday(end),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add('For users', 'User');
    await add('For members', 'Member');
    await add('For staff', 'Staff');
    await add('Ended yesterday', 'Staff', -3, -1);
    await add('Starts tomorrow', 'Staff', 1, 3);
    await add('Ends today', 'Staff', -2, 0);

    const join = async (role: string) => {
      const person = await t.signUp();
      await t.request('POST', '/api/v1/orgs/members', {
        ...as,
        body: { vedanId: person.user.profile.userId, role, permissions: [] },
      });
      return person;
    };
    const read = async (person: TestUser) => {
      const res = await t.request('GET', '/api/v1/me/notices', { token: person.token });
      expect(res.statusCode).toBe(200);
      return res
        .json<{ notices: OwnNotice[] }>()
        .notices.map((n) => n.notice)
        .sort();
    };

    expect(await read(await join('operator'))).toEqual(['For users']);
    expect(await read(await join('member'))).toEqual(['For members']);
    expect(await read(await join('staff'))).toEqual(['Ends today', 'For staff']);

    // A trainer record linked by Vedan ID is staff, without any membership.
    const trainer = await t.signUp();
    const { body, contentType } = multipartBody(
      {
        name: 'Linked Trainer',
        address: 'Road 1',
        dob: '1992-01-01',
        gender: 'female',
        mobile: '9876543210',
        joindate: '2024-02-02',
        email: 'linked@example.com',
        experience: '2',
        description: 'Yoga',
        vedanId: trainer.user.profile.userId,
      },
      { field: 'image', name: 't.png', type: 'image/png', data: pngBytes() },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gym/trainers',
      headers: {
        authorization: `Bearer ${audienceOwner.token}`,
        'x-org-id': club,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
      },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const trainerNotices = await t.request('GET', '/api/v1/me/notices', { token: trainer.token });
    const list = trainerNotices.json<{ notices: OwnNotice[] }>().notices;
    expect(list.map((n) => n.notice).sort()).toEqual(['Ends today', 'For staff']);
    expect(list[0]?.business).toEqual({ _id: club, name: 'Audience Gym', kind: 'gym' });

    // Someone of no business sees nothing; signed out is refused.
    expect(await read(await t.signUp())).toEqual([]);
    expect((await t.request('GET', '/api/v1/me/notices')).statusCode).toBe(401);
  });
});
