import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '@vedann/contracts';
import { DEMO, DEMO_PASSWORD, expect } from '../support';

/** The demo owner's API, acting for one of their businesses, named (other journeys add more). */
export async function ownerApi(request: APIRequestContext, business: string) {
  const login = await request.post('/api/v1/user/login', {
    data: { email: DEMO.owner, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const orgs = await request.get('/api/v1/orgs', { headers: auth });
  const org = (
    (await orgs.json()) as { organizations: { _id: string; name: string }[] }
  ).organizations.find((each) => each.name === business);
  expect(org, business).toBeDefined();
  const headers = { ...auth, 'X-Org-Id': org?._id ?? '' };
  return {
    async get<T>(path: string): Promise<T> {
      const res = await request.get(path, { headers });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
  };
}

/** A day of a far year no demo bill has, different on every run, as YYYY-MM-DD. */
export function uniqueDay(): string {
  const stamp = Date.now();
  const year = 2040 + (Math.floor(stamp / 1000) % 50);
  return addDays(`${year}-01-01`, Math.floor(stamp / 7) % 360);
}

/**
 * Acts for one of the demo owner's businesses by name, as choosing it in the header does. Other
 * journeys register more gyms for the demo owner, and a gym's dashboard opens the business being
 * acted for, so a journey about the demo gym's data names it.
 */
export async function actFor(page: Page, business: string): Promise<void> {
  const answer = await page.request.get('/api/v1/orgs');
  const { organizations } = (await answer.json()) as {
    organizations: { _id: string; name: string }[];
  };
  const org = organizations.find((each) => each.name === business);
  expect(org, business).toBeDefined();
  await page.evaluate((id) => window.localStorage.setItem('vedann.orgId', id), org?._id ?? '');
}
