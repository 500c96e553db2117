import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AharPerson, Organization, RegularMember } from '@vedann/contracts';
import { runDemoSeeds } from '../../../db/seed/steps';
import { ORG_SETUP_STEPS } from '../../../areas';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../orgs/demo-accounts.seed';
import { DEMO_AHAR } from '../../people/demo';
import { demoStaffSeed } from '../../staff/staff.seed';
import { demoAharPeopleSeed } from './ahar-people.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeeds(t.database.db, [demoAccountsSeed, demoStaffSeed, demoAharPeopleSeed], {
    storage: t.deps.storage,
    orgSetup: ORG_SETUP_STEPS,
  });
});
afterAll(() => t.close());

describe('the ahar people demo data', () => {
  it('gives Ahar Tiffin House three staff and five regular members', async () => {
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'owner@vedann.demo', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const orgs = await t.request('GET', '/api/v1/orgs', { token });
    const ahar = orgs
      .json<{ organizations: Organization[] }>()
      .organizations.find((org) => org.name === DEMO_AHAR);
    expect(ahar).toBeDefined();
    const who = { token, orgId: ahar?._id ?? '' };
    const people = await t.request('GET', '/api/v1/ahar/people?limit=100', who);
    const list = people.json<{ people: AharPerson[] }>().people;
    expect(list.filter((p) => p.kind === 'staff')).toHaveLength(3);
    expect(list.filter((p) => p.kind === 'regular')).toHaveLength(5);
    const members = await t.request('GET', '/api/v1/ahar/regular-members?limit=100', who);
    const rows = members.json<{ members: RegularMember[] }>().members;
    expect(rows.filter((m) => m.active).length).toBeGreaterThan(0);
    expect(rows.filter((m) => !m.active).length).toBeGreaterThan(0);
  });
});
