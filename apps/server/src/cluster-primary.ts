/**
 * WORKERS > 1: this process serves nothing itself. It forks the workers (each runs the server,
 * node's cluster shares the port among them), starts another when one dies unexpectedly, and on
 * SIGTERM or SIGINT stops them all cleanly before it exits.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/** A worker that dies sooner than this after its start is restarted after a growing pause. */
const STEADY_MS = 30_000;
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
/** Workers still running this long after SIGTERM are killed. */
const STOP_TIMEOUT_MS = 30_000;

/** A log line in the shape of the workers' (pino's JSON), so one reader takes both. */
function log(level: 'info' | 'warn' | 'error', msg: string, fields: object = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  const line = {
    level: levels[level],
    time: Date.now(),
    pid: process.pid,
    hostname: os.hostname(),
    ...fields,
    msg,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** Forks `count` workers running `entry` (the server's main module) and keeps them running. */
export function runWorkers(count: number, entry: string): void {
  // The compiled server's stack traces name the TypeScript (its source maps), as npm start's do.
  const execArgv = process.execArgv.includes('--enable-source-maps')
    ? process.execArgv
    : [...process.execArgv, '--enable-source-maps'];
  cluster.setupPrimary({ exec: entry, execArgv });

  const startedAt = new Map<Worker, number>();
  let pauseMs = 0;
  let stopping = false;
  let failed = false;

  const fork = () => {
    if (stopping) return;
    startedAt.set(cluster.fork(), Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (startedAt.size === 0) {
        log('info', 'all workers stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    // One that keeps dying at start (a database not up yet) is not restarted in a tight loop.
    pauseMs = lived < STEADY_MS ? Math.min(LONGEST_PAUSE_MS, pauseMs * 2 || FIRST_PAUSE_MS) : 0;
    log('warn', 'worker stopped unexpectedly; starting another', {
      worker: worker.process.pid,
      code,
      signal,
      restartInMs: pauseMs,
    });
    setTimeout(fork, pauseMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping the workers', { signal });
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log('error', 'workers still running; killing them', { workers: startedAt.size });
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log('info', `starting ${count} workers`);
  for (let i = 0; i < count; i += 1) fork();
}
