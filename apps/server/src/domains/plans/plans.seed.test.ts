import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_WAIVE_OFF_TASKS, type Plan, type WaiveOffTask } from '@vedann/contracts';
import { createTestApp, type TestApp } from '../../test/harness';
import { waiveOffTasks } from './plans.table';
import { DEMO_SEEDS } from '../../demo-seeds';
import { PEOPLE_DIRECTORIES } from '../../areas';
import { DEMO_PASSWORD } from '../orgs/demo-accounts.seed';
import { demoPlansSeed } from './plans.seed';
import { runDemoSeeds } from '../../db/seed/steps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo plans', () => {
  it("loads spec 02's billing row for the demo library, and gives older businesses their tasks", async () => {
    // A library made before waive-off tasks existed has none.
    const earlier = await t.signUp({ role: 'librarian' });
    const earlierLibrary = await t.createOrg(earlier, 'library');
    await t.database.db.delete(waiveOffTasks).where(eq(waiveOffTasks.orgId, earlierLibrary));

    const ran = await runDemoSeeds(t.database.db, DEMO_SEEDS, {
      people: PEOPLE_DIRECTORIES,
      storage: t.deps.storage,
    });
    expect(ran).toContain(demoPlansSeed.key);

    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'librarian@vedann.demo', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const plans = (await t.request('GET', '/api/v1/plans', { token })).json<Plan[]>();
    expect(plans[0]).toMatchObject({
      name: 'Price',
      affordable: true,
      standard: false,
      premium: false,
    });
    const demoTasks = await t.request('GET', '/api/v1/waiveoff-tasks', { token });
    expect(demoTasks.json<{ tasks: WaiveOffTask[] }>().tasks[0]).toMatchObject({
      name: 'Water Bottle',
      days30: 150,
    });

    const tasks = await t.request('GET', '/api/v1/waiveoff-tasks', {
      token: earlier.token,
      orgId: earlierLibrary,
    });
    expect(tasks.json<{ tasks: WaiveOffTask[] }>().tasks.map((task) => task.name)).toEqual(
      DEFAULT_WAIVE_OFF_TASKS,
    );
  });
});
