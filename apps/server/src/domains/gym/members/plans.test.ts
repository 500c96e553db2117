import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  GYM_MEMBER_MESSAGES,
  GYM_PLAN_MESSAGES,
  type DietPlan,
  type GymClient,
  type GymMember,
  type GymMyMembership,
  type Workout,
} from '@vedann/contracts';
import { readPdfText } from '../../../pdf';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { gymMembers } from './gym.table';

// Beyond the spec (issue 13): workout and diet plans assigned to members, the client table with
// the workout plan's PDF, the member's own gym page, and the members list's kept total.

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Plan Gym');
});
afterAll(() => t.close());

const asOwner = (orgId = gym) => ({ token: owner.token, orgId });

async function post<T>(path: string, body: object, as = asOwner()): Promise<T> {
  const res = await t.request('POST', path, { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}
const addMember = async (body: object, as = asOwner()) =>
  (await post<{ member: GymMember }>('/api/v1/gym/members', { mobile: '9876543210', ...body }, as))
    .member;
const addWorkout = async (workouts: string[], as = asOwner()) =>
  (await post<{ workout: Workout }>('/api/v1/workouts', { workouts }, as)).workout;
const addDietPlan = async (planName: string, as = asOwner()) =>
  (
    await post<{ dietPlan: DietPlan }>(
      '/api/v1/diet-plans',
      {
        planName,
        janta: 'Beginners',
        dietData: { Monday: { Breakfast: { image: '', description: 'Poha and curd' } } },
      },
      as,
    )
  ).dietPlan;
async function operator(permissions: string[]) {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    ...asOwner(),
    body: { vedanId: person.user.profile.userId, role: 'operator', permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: person.token, orgId: gym };
}
const clients = async (search: string) =>
  (
    await t.request('GET', `/api/v1/gym/clients?search=${encodeURIComponent(search)}`, asOwner())
  ).json<{ clients: GymClient[]; total: number }>();

describe('assigned plans', () => {
  it('assigns a workout and a diet plan; the client table and the PDF show them', async () => {
    const member = await addMember({ name: 'Kiran Plan' });
    const workout = await addWorkout(['Gym', 'Cardio', 'Yoga']);
    const diet = await addDietPlan('Lean bulk');

    let [row] = (await clients('Kiran Plan')).clients;
    expect(row).toMatchObject({ name: 'Kiran Plan', workout: null, dietPlan: null });
    const none = await t.request(
      'GET',
      `/api/v1/gym/members/${member._id}/workout-plan`,
      asOwner(),
    );
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toBe(GYM_PLAN_MESSAGES.noWorkout);

    const assigned = await t.request('PUT', `/api/v1/gym/members/${member._id}/workout`, {
      ...asOwner(),
      body: { workoutId: workout._id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<{ message: string }>().message).toBe(GYM_PLAN_MESSAGES.workoutAssigned);
    const dieted = await t.request('PUT', `/api/v1/gym/members/${member._id}/diet-plan`, {
      ...asOwner(),
      body: { dietPlanId: diet._id },
    });
    expect(dieted.json<{ message: string }>().message).toBe(GYM_PLAN_MESSAGES.dietPlanAssigned);

    [row] = (await clients('Kiran Plan')).clients;
    expect(row).toEqual({
      _id: member._id,
      name: 'Kiran Plan',
      memberId: member.memberId,
      workout: { _id: workout._id, workouts: ['Gym', 'Cardio', 'Yoga'] },
      dietPlan: { _id: diet._id, planName: 'Lean bulk' },
    });

    const pdf = await t.request('GET', `/api/v1/gym/members/${member._id}/workout-plan`, asOwner());
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain('Workout plan');
    expect(text).toContain('Kiran Plan');
    expect(text).toContain(member.memberId);
    expect(text).toContain('Cardio');

    // Taking a plan away, and deleting a plan, leave the member without it.
    await t.request('PUT', `/api/v1/gym/members/${member._id}/diet-plan`, {
      ...asOwner(),
      body: { dietPlanId: null },
    });
    await t.request('DELETE', `/api/v1/workouts/${workout._id}`, asOwner());
    [row] = (await clients('Kiran Plan')).clients;
    expect(row).toMatchObject({ workout: null, dietPlan: null });
  });

  it("refuses another gym's plan or member, and a plan id that does not exist", async () => {
    const other = await t.createOrg(owner, 'gym', 'Other Plan Gym');
    const theirWorkout = await addWorkout(['MMA'], asOwner(other));
    const theirDiet = await addDietPlan('Theirs', asOwner(other));
    const theirMember = await addMember({ name: 'Not Ours' }, asOwner(other));
    const member = await addMember({ name: 'Ours' });

    const cases: [string, object, string][] = [
      [
        `/api/v1/gym/members/${member._id}/workout`,
        { workoutId: theirWorkout._id },
        GYM_PLAN_MESSAGES.workoutNotFound,
      ],
      [
        `/api/v1/gym/members/${member._id}/diet-plan`,
        { dietPlanId: theirDiet._id },
        GYM_PLAN_MESSAGES.dietPlanNotFound,
      ],
      [
        `/api/v1/gym/members/${member._id}/workout`,
        { workoutId: '0'.repeat(24) },
        GYM_PLAN_MESSAGES.workoutNotFound,
      ],
      [
        `/api/v1/gym/members/${theirMember._id}/workout`,
        { workoutId: null },
        GYM_MEMBER_MESSAGES.notFound,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await t.request('PUT', path, { ...asOwner(), body });
      expect(res.statusCode, path).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const theirPdf = await t.request(
      'GET',
      `/api/v1/gym/members/${theirMember._id}/workout-plan`,
      asOwner(),
    );
    expect(theirPdf.statusCode).toBe(404);
    expect((await clients('Not Ours')).clients).toEqual([]);
  });

  it('needs Exercise to assign a workout, Nutrition a diet plan, Enrollment for the table', async () => {
    const member = await addMember({ name: 'Perm Member' });
    const workout = await addWorkout(['Zumba']);
    const diet = await addDietPlan('Perm diet');
    const workoutBody = { workoutId: workout._id };
    const dietBody = { dietPlanId: diet._id };
    const enrollment = await operator(['enrollment']);
    const exercise = await operator(['exercise']);
    const nutrition = await operator(['nutrition']);
    const put = (as: object, path: string, body: object) =>
      t.request('PUT', `/api/v1/gym/members/${member._id}/${path}`, { ...as, body });

    expect((await put(enrollment, 'workout', workoutBody)).statusCode).toBe(403);
    expect((await put(nutrition, 'workout', workoutBody)).statusCode).toBe(403);
    expect((await put(exercise, 'workout', workoutBody)).statusCode).toBe(200);
    expect((await put(exercise, 'diet-plan', dietBody)).statusCode).toBe(403);
    expect((await put(nutrition, 'diet-plan', dietBody)).statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/gym/clients', exercise)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/gym/clients', enrollment)).statusCode).toBe(200);
  });
});

describe("the member's own gym page", () => {
  it('shows the member their plan, batch, fees, workout plan and diet plan, and the PDF', async () => {
    const person = await t.signUp();
    const batch = await post<{ batch: { _id: string } }>('/api/v1/gym/batches', {
      batchName: 'Sunrise',
      batchLimit: 10,
      batchOpenTime: '06:00',
      batchCloseTime: '07:30',
    });
    const pack = await post<{ package: { _id: string } }>('/api/v1/gym/packages', {
      name: 'Quarterly',
      range: '3 Months',
      fees: 2700,
    });
    const member = await addMember({
      name: 'Meera Self',
      vedanId: person.user.profile.userId,
      batch: batch.batch._id,
    });
    const sold = await t.request('POST', `/api/v1/gym/members/${member._id}/membership`, {
      ...asOwner(),
      body: { packageId: pack.package._id },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const workout = await addWorkout(['HIIT', 'CORE']);
    const diet = await addDietPlan('Meera diet');
    await t.request('PUT', `/api/v1/gym/members/${member._id}/workout`, {
      ...asOwner(),
      body: { workoutId: workout._id },
    });
    await t.request('PUT', `/api/v1/gym/members/${member._id}/diet-plan`, {
      ...asOwner(),
      body: { dietPlanId: diet._id },
    });

    const res = await t.request('GET', '/api/v1/gym/my-memberships', { token: person.token });
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = res.json<{ memberships: GymMyMembership[] }>().memberships;
    expect(mine).toMatchObject({
      gym: { _id: gym, name: 'Plan Gym' },
      member: { name: 'Meera Self', plan: 'Quarterly', status: 'Active' },
      batch: { batchName: 'Sunrise', batchOpenTime: '06:00', batchCloseTime: '07:30' },
      workout: { _id: workout._id, workouts: ['HIIT', 'CORE'] },
      dietPlan: {
        planName: 'Meera diet',
        dietData: { Monday: { Breakfast: { description: 'Poha and curd' } } },
      },
    });
    expect(mine?.fees).toEqual([
      expect.objectContaining({ amount: 2700, status: 'Notpaid', currency: 'INR' }),
    ]);

    const pdf = await t.request('GET', `/api/v1/gym/my-memberships/${member._id}/workout-plan`, {
      token: person.token,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain('Meera Self');
    expect(text).toContain('Sunrise, 06:00 to 07:30');
    expect(text).toContain('HIIT');

    // Someone else's account reads neither.
    const stranger = await t.signUp();
    const theirs = await t.request('GET', '/api/v1/gym/my-memberships', { token: stranger.token });
    expect(theirs.json<{ memberships: unknown[] }>().memberships).toEqual([]);
    const refused = await t.request(
      'GET',
      `/api/v1/gym/my-memberships/${member._id}/workout-plan`,
      { token: stranger.token },
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe(GYM_PLAN_MESSAGES.membershipNotFound);
  });
});

describe("the members list's total", () => {
  it('is kept on every add and delete, by any path, and filtered lists count their rows', async () => {
    const counted = await t.createOrg(owner, 'gym', 'Counted Gym');
    const as = asOwner(counted);
    const total = async (query = '') =>
      (await t.request('GET', `/api/v1/gym/members?limit=2${query}`, as)).json<{
        total: number;
        members: GymMember[];
      }>();
    expect((await total()).total).toBe(0);
    const made: GymMember[] = [];
    for (const name of ['Total One', 'Total Two', 'Other Three'])
      made.push(await addMember({ name }, as));
    expect((await total()).total).toBe(3);
    expect((await total('&search=Total')).total).toBe(2);
    // Newest first, two a page; page 2 holds the oldest.
    const page2 = (await t.request('GET', '/api/v1/gym/members?limit=2&page=2', as)).json<{
      members: GymMember[];
    }>();
    expect(page2.members.map((m) => m.name)).toEqual(['Total One']);
    expect((await total()).members.map((m) => m.name)).toEqual(['Other Three', 'Total Two']);

    await t.request('DELETE', `/api/v1/gym/members/${made[0]?._id ?? ''}`, as);
    expect((await total()).total).toBe(2);
    // The other gym's count is its own, and equals counting its rows.
    const mine = await t.request('GET', '/api/v1/gym/members?limit=1', asOwner());
    const [counted2] = await t.database.db
      .select({ n: count() })
      .from(gymMembers)
      .where(eq(gymMembers.orgId, gym));
    expect(mine.json<{ total: number }>().total).toBe(counted2?.n);
  });
});
