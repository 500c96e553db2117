import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia, type GymMember } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { gymMembers } from './gym.table';
import { MEMBER, membersRequests } from './gym.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Status Gym');
});
afterAll(() => t.close());

const { asOwner, addMember } = membersRequests(() => ({ t, owner, gym }));

describe('a membership that starts after today', () => {
  it('is Upcoming, not Active, in the list, its filters, the home and the member’s own page', async () => {
    const today = todayInIndia();
    const person = await t.signUp();
    const running = await addMember({ ...MEMBER, name: 'Runs Now' });
    const ahead = await addMember({
      ...MEMBER,
      name: 'Starts Later',
      vedanId: person.user.profile.userId,
    });
    // A membership sold ahead, as the demo had one: the start is 33 days away, the end 400.
    await t.database.db
      .update(gymMembers)
      .set({ startDate: addDays(today, 33), expiredDate: addDays(today, 400) })
      .where(eq(gymMembers.id, ahead._id));
    await t.database.db
      .update(gymMembers)
      .set({ startDate: addDays(today, -10), expiredDate: addDays(today, 300) })
      .where(eq(gymMembers.id, running._id));

    const card = await t.request('GET', `/api/v1/gym/members/${ahead._id}`, asOwner());
    expect(card.json<{ member: GymMember }>().member).toMatchObject({
      status: 'Upcoming',
      startDate: addDays(today, 33),
    });

    const names = async (status: string) => {
      const res = await t.request('GET', `/api/v1/gym/members?status=${status}`, asOwner());
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ members: GymMember[] }>().members.map((member) => member.name);
    };
    expect(await names('Upcoming')).toEqual(['Starts Later']);
    expect(await names('Active')).toEqual(['Runs Now']);

    const home = await t.request('GET', '/api/v1/gym/home', asOwner());
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json<{ members: { active: number } }>().members.active).toBe(1);

    const mine = await t.request('GET', '/api/v1/gym/my-memberships', { token: person.token });
    const memberships = mine.json<{ memberships: { member: GymMember }[] }>().memberships;
    expect(memberships.map((m) => m.member.status)).toEqual(['Upcoming']);
  });
});
