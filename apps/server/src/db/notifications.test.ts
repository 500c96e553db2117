import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { queryRows } from './query-rows';
import { notify, type Listener } from './notifications';
import { postgresAttemptStore } from '../http/limits';

/** PostgreSQL only (npm run test:pg): PGlite has no other process to tell. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

const until = async (check: () => boolean) => {
  const started = Date.now();
  while (!check() && Date.now() - started < 5000)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe.skipIf(!onPostgres)('listening on a PostgreSQL channel', () => {
  it('hears notifications, and listens again after its connection is killed', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const listen = t.database.listen;
    expect(listen).toBeDefined();
    const listener: Listener | undefined = listen?.('vedann_test_channel', {
      onNotification: (payload) => heard.push(payload),
      onListening: (listening) => states.push(listening),
      onError: () => undefined,
    });
    try {
      expect(await until(() => states.at(-1) === true)).toBe(true);
      await notify(t.database.db, 'vedann_test_channel', 'one');
      expect(await until(() => heard.includes('one'))).toBe(true);
      const killed = await queryRows<{ killed: boolean }>(
        t.database.db,
        sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
      );
      expect(killed.length).toBeGreaterThan(0);
      expect(await until(() => states.includes(false))).toBe(true);
      expect(await until(() => states.at(-1) === true)).toBe(true);
      await notify(t.database.db, 'vedann_test_channel', 'two');
      expect(await until(() => heard.includes('two'))).toBe(true);
    } finally {
      await listener?.close();
    }
  });
});

describe.skipIf(!onPostgres)('the PostgreSQL attempt store', () => {
  it('counts keys in one statement, in fixed windows, and clears them', async () => {
    const store = postgresAttemptStore(t.database.db);
    const hits = [
      { key: 'test address', windowMs: 400 },
      { key: 'test account', windowMs: 60_000 },
    ];
    await store.hit(hits);
    const [address, account] = await store.hit(hits);
    expect(address).toMatchObject({ key: 'test address', count: 2 });
    expect(address?.ttlMs).toBeGreaterThan(0);
    expect(address?.ttlMs).toBeLessThanOrEqual(400);
    expect(account).toMatchObject({ key: 'test account', count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 450));
    const [renewed, kept] = await store.hit(hits);
    expect(renewed?.count).toBe(1);
    expect(kept?.count).toBe(3);
    await store.clear('test account');
    const [, cleared] = await store.hit(hits);
    expect(cleared?.count).toBe(1);
  });
});
