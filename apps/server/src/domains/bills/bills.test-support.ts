import { expect } from 'vitest';
import type { OrgKind } from '@vedann/contracts';
import type { TestApp, TestUser } from '../../test/harness';

export type As = { token: string; orgId: string };

/** A fresh business of its own, so lists and totals start empty. */
export async function freshBusiness(
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

/** One bill of each kind that passes every rule. */
export const WIFI = {
  billingFrom: '2026-03-01',
  billingTo: '2026-03-31',
  wifiPackagePrice: '100',
  validity: '30 days',
  remark: 'Fibre',
  billingDate: '2026-03-02',
};
export const ELECTRICITY = {
  billFrom: '2026-03-01',
  billTo: '2026-03-31',
  billAmount: '50.5',
  billDate: '2026-03-05',
  billUnit: 320,
  remark: '',
  currency: 'INR',
};
export const RENT = {
  billFrom: '2026-03-01',
  billTo: '2026-03-31',
  rentAmount: '250',
  billingDate: '2026-03-01',
  remark: 'March',
};
export const EQUIPMENT = {
  description: 'Dumbbells',
  quantity: 3,
  price: '12.5',
  purchaseDate: '2026-03-10',
};

/** POSTs `body` for the business `as` names; the answer, which must have `status`. */
export async function post<T>(
  t: TestApp,
  as: As,
  path: string,
  body: unknown,
  status = 201,
): Promise<T> {
  const res = await t.request('POST', path, { ...as, body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
