import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DietPlan,
  Exercise,
  GymEvent,
  GymOrganization,
  GymProduct,
  GymProfile,
  InventoryItem,
  LiveSession,
  Organization,
} from '@vedann/contracts';
import { ORG_SETUP_STEPS } from '../../../areas';
import { runDemoSeeds } from '../../../db/seed/steps';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../orgs/demo-accounts.seed';
import { gymTaxProfile } from './profile.service';
import { demoGymHubSeed } from './gym-hub.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeeds(t.database.db, [demoAccountsSeed, demoGymHubSeed], {
    storage: t.deps.storage,
    orgSetup: ORG_SETUP_STEPS,
  });
});
afterAll(() => t.close());

describe('the gym hub demo data', () => {
  it('gives Sutrin Fitness its profile, libraries and records, every answer valid', async () => {
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'owner@vedann.demo', password: DEMO_PASSWORD },
    });
    const { token } = login.json<{ token: string }>();
    const orgs = (await t.request('GET', '/api/v1/orgs', { token })).json<{
      organizations: Organization[];
    }>();
    const gym = orgs.organizations.find((o) => o.name === 'Sutrin Fitness');
    expect(gym).toBeDefined();
    const as = { token, orgId: gym?._id ?? '' };
    const get = async <T>(path: string) => {
      const res = await t.request('GET', path, as);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json<T>();
    };

    const { profile } = await get<{ profile: GymProfile }>('/api/v1/gymProfiles');
    expect(profile.taxes[0]).toEqual({ type: 'GST', taxNo: '07AAFCS1234E1ZR' });
    expect(await gymTaxProfile(t.database.db, as.orgId)).toMatchObject({ stateCode: '07' });
    expect((await get<Exercise[]>('/api/v1/vtaper/exercises')).length).toBeGreaterThanOrEqual(5);
    expect((await get<{ dietPlans: DietPlan[] }>('/api/v1/diet-plans')).dietPlans).toHaveLength(1);
    const { sessions } = await get<{ sessions: LiveSession[] }>('/api/v1/live');
    expect(sessions).toHaveLength(1);
    const { products } = await get<{ products: GymProduct[] }>('/api/v1/gym/products');
    expect(products).toHaveLength(3);
    const pdf = await t.request('GET', products[0]?.description ?? '', { token });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { items } = await get<{ items: InventoryItem[] }>('/api/v1/gym/inventory');
    expect(items[0]?.custom).toHaveProperty('Supplier');
    expect((await get<{ columns: string[] }>('/api/v1/gym/inventory/columns')).columns).toEqual([
      'Supplier',
    ]);
    const { organizations } = await get<{ organizations: GymOrganization[] }>(
      '/api/v1/gym/organizations',
    );
    expect(organizations.map((o) => o.relation).sort()).toEqual(['Branch', 'Partner']);
    expect((await get<{ events: GymEvent[] }>('/api/v1/gym-events')).events).toHaveLength(1);
  });
});
