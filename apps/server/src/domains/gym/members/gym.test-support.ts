import { expect } from 'vitest';
import type { GymMember, GymPackage } from '@vedann/contracts';
import type { TestApp, TestUser } from '../../../test/harness';

/** The app, its owner and the gym a members test file works in. */
export interface MembersDesk {
  t: TestApp;
  owner: TestUser;
  gym: string;
}

export const MEMBER = { name: 'Asha Rao', mobile: '9876543210' };

/**
 * The owner's requests to the gym of `desk()`, read when a request is sent: the API test files
 * share their modules (no isolation), so the desk stays with the file that opened it.
 */
export function membersRequests(desk: () => MembersDesk) {
  const asOwner = () => ({ token: desk().owner.token, orgId: desk().gym });

  async function addMember(body: object = MEMBER, as = asOwner()): Promise<GymMember> {
    const res = await desk().t.request('POST', '/api/v1/gym/members', { ...as, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ member: GymMember }>().member;
  }
  async function addPackage(body: object = {}, as = asOwner()): Promise<GymPackage> {
    const res = await desk().t.request('POST', '/api/v1/gym/packages', { ...as, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ package: GymPackage }>().package;
  }
  async function staff(permissions: string[]) {
    const person = await desk().t.signUp();
    const res = await desk().t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: person.user.profile.userId, role: 'operator', permissions },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { token: person.token, orgId: desk().gym };
  }

  return { asOwner, addMember, addPackage, staff };
}
