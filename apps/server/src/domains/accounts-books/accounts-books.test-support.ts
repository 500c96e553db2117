import { expect } from 'vitest';
import type { OrgKind } from '@vedann/contracts';
import type { TestApp, TestUser } from '../../test/harness';

export type As = { token: string; orgId: string };

/** A new business of `kind`, owned by a new account of the role that may register it. */
export async function business(
  t: TestApp,
  kind: OrgKind = 'gym',
): Promise<As & { user: TestUser }> {
  const role = kind === 'company' ? 'recruiter' : kind === 'library' ? 'librarian' : 'student';
  const user = await t.signUp({ role });
  const orgId = await t.createOrg(user, kind);
  return { token: user.token, orgId, user };
}

/** A new account added to the business as staff with `permissions`. */
export async function addMember(
  t: TestApp,
  owner: TestUser,
  orgId: string,
  permissions: string[],
): Promise<As> {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    token: owner.token,
    orgId,
    body: { vedanId: person.user.profile.userId, role: 'staff', permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: person.token, orgId };
}

/** A balance sheet that balances. */
export const SHEET = {
  assets: [
    { type: 'Current Assets', rupees: 500000 },
    { type: 'Investments', rupees: '250000.50' },
    { type: 'Property Plant & Equipments', rupees: 1200000 },
    { type: 'Intangible Assets', rupees: 0 },
    { type: 'Other Assets', rupees: 49999.5 },
  ],
  liabilities: [
    { type: 'Current Liabilities', rupees: 300000 },
    { type: 'Long-Term Liabilities', rupees: 700000 },
  ],
  equity: 1000000,
};
