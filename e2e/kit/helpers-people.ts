import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from '../support';

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };

/** The id of the signed-in owner's business of `kind`: the one acted for, else the first. */
export async function businessId(page: Page, kind: string): Promise<string> {
  const answer = await page.request.get('/api/v1/orgs');
  expect(answer.ok()).toBe(true);
  const { organizations } = (await answer.json()) as {
    organizations: { _id: string; kind: string }[];
  };
  // The business the page acts for (the header's choice) when it is of that kind: the demo
  // owner may have more than one gym.
  const acting = await page.evaluate(() => window.localStorage.getItem('vedann.orgId'));
  const found =
    organizations.find((org) => org._id === acting && org.kind === kind) ??
    organizations.find((org) => org.kind === kind);
  if (!found) throw new Error(`The account has no ${kind}`);
  return found._id;
}

/**
 * A new account made one of the business's people (a team member of `role`), so a journey can
 * scan or sign in as someone whose state no earlier run touched. Returns its name, e-mail,
 * password and Vedan ID. The owner must be signed in on `page`.
 */
export async function newPersonOf(
  page: Page,
  request: APIRequestContext,
  orgId: string,
  role: 'member' | 'operator',
) {
  const person = {
    fullname: `Desk Person ${Date.now().toString(36)}`,
    email: uniqueEmail('people'),
    phoneNumber: '9123456780',
    password: 'Secret@123',
    role: 'student',
  };
  // Signed up from its own context, so the page stays signed in as the owner.
  const registered = await request.post('/api/v1/user/register', {
    data: person,
    headers: WRITE,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/v1/user/login', {
    data: { email: person.email, password: person.password },
    headers: WRITE,
  });
  expect(login.ok(), await login.text()).toBe(true);
  const me = (await (await request.get('/api/v1/user')).json()) as {
    user: { profile: { userId: string } };
  };
  const vedanId = me.user.profile.userId;
  const added = await page.request.post('/api/v1/orgs/members', {
    data: { vedanId, role, permissions: [] },
    headers: { ...WRITE, 'X-Org-Id': orgId },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return { ...person, vedanId };
}
