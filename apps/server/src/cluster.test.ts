import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './db/scratch';
import {
  getOnNewConnection,
  spawnServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from './test/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Polls `check` until it holds (or throws after `timeoutMs` with `what`). */
async function eventually(what: string, check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Several processes need PostgreSQL: this runs under npm run test:pg.
describe.skipIf(!adminUrl)('WORKERS=2 on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let server: ServerProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-cluster-'));

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!, 'vedann_cluster');
    server = await spawnServer({
      DATABASE_URL: database.url,
      WORKERS: '2',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      REMINDER_INTERVAL_MINUTES: '0',
    });
    await waitHealthy(server, 240_000);
  }, 250_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The workers' pids as their logs name them (each logs its requests with its pid). */
  const answeringPids = () =>
    new Set(
      server
        .logLines()
        .filter((line) => line.msg === 'request completed')
        .map((line) => line.pid),
    );
  const listeningPids = () =>
    server
      .logLines()
      .filter((line) => line.msg.startsWith('Server listening'))
      .map((line) => line.pid);

  it('answers from both workers, which migrated, seeded and lead the periodic jobs once', async () => {
    await eventually('both workers listening', () => listeningPids().length === 2, 240_000);
    // Node's cluster hands each new connection to the next worker in turn.
    for (let i = 0; i < 20 && answeringPids().size < 2; i += 1) {
      expect(await getOnNewConnection(`${server.base}/api/health`)).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect([...answeringPids()].sort()).toEqual([...listeningPids()].sort());
    expect(answeringPids().has(server.child.pid!)).toBe(false);

    const said = (msg: string) => server.logLines().filter((line) => line.msg === msg).length;
    expect(said('Demo data loaded')).toBe(1);
    expect(said('this process runs the housekeeping and the reminders')).toBe(1);
  }, 260_000);

  it('starts another worker when one dies, and stops them all on SIGTERM', async () => {
    const [victim] = listeningPids();
    process.kill(victim!, 'SIGKILL');
    await eventually('a third worker listening', () => listeningPids().length === 3, 120_000);
    expect(server.output()).toContain('worker stopped unexpectedly; starting another');
    expect(await getOnNewConnection(`${server.base}/api/health`)).toBe(200);

    const workers = listeningPids().filter((pid) => pid !== victim);
    expect(await stopServer(server)).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0), String(pid)).toThrow();
    const stopped = server.logLines().filter((line) => line.msg === 'shutting down');
    expect(new Set(stopped.map((line) => line.pid))).toEqual(new Set(workers));
  }, 180_000);
});
