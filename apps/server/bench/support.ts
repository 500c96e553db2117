// What every bench module shares: the rows of the report, and load run from a separate process.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const rows: string[][] = [['what', 'figure', 'budget', 'within']];

/** One line of the report; `ok` is undefined for figures without a budget. */
export const report = (what: string, figure: string, budget: string, ok: boolean | undefined) =>
  rows.push([what, figure, budget, ok === undefined ? '-' : ok ? 'yes' : 'NO']);

export function printReport(): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

export interface Run {
  rps: number;
  p99: number;
  errors: number;
  /** What the errors were, when known: "3 x 503, 1 time-out". */
  errorKinds?: string;
}

/** Whether this run measures PostgreSQL (BENCH_DATABASE_URL) rather than the embedded PGlite. */
export const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);

/** A budget of DESIGN.md section 10, as printed and as checked. */
export interface Budget {
  text: string;
  p99: number;
  /** Requests per second the run must reach, if any. */
  minRps?: number;
}

/** A page of a 10,000-row list, and a list or search query. */
export const LIST_PAGE: Budget = {
  text: 'p99 <= 50 ms (PGlite 100 ms)',
  p99: ON_POSTGRES ? 50 : 100,
};

/** A report or forecast over a long range. */
export const REPORT: Budget = { text: 'p99 <= 500 ms (a report)', p99: 500 };

/**
 * A tenant-scoped read: 0.8 or more of the bare baseline (node:http plus the same query), 3,000
 * req/s or more on PostgreSQL, and a p99 of 20 ms.
 */
export function tenantRead(baselineRps: number): Budget {
  const minRps = Math.max(0.8 * baselineRps, ON_POSTGRES ? 3000 : 0);
  return {
    text: `>= ${minRps.toFixed(0)} req/s (0.8 x baseline${ON_POSTGRES ? ', 3000' : ''}), p99 <= 20 ms`,
    p99: 20,
    minRps,
  };
}

export const runFigure = (run: Run) =>
  `${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors${run.errorKinds ? ` (${run.errorKinds})` : ''}` : ''}`;

/** One line for a load run: within budget when no request failed and the figures hold. */
export function reportRun(what: string, run: Run, budget: Budget): void {
  report(
    what,
    runFigure(run),
    budget.text,
    run.errors === 0 && run.p99 <= budget.p99 && run.rps >= (budget.minRps ?? 0),
  );
}

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
}

const execFileAsync = promisify(execFile);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs the load from a separate process, so the client's work does not share the server's event
 * loop. A short warm-up first lets the JIT and the caches settle.
 */
export async function load(options: Load): Promise<Run> {
  const args = ['-c', String(options.connections ?? 10), '-m', options.method ?? 'GET'];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (options.body) args.push('-b', options.body);
  const run = async (seconds: number) =>
    (
      await execFileAsync(
        process.execPath,
        [autocannonBin, ...args, '-d', String(seconds), '-j', options.url],
        {
          maxBuffer: 1 << 24,
        },
      )
    ).stdout;
  await run(1);
  const result = JSON.parse(await run(DURATION)) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  const errors = result.errors + result.timeouts + result.non2xx;
  const errorKinds = [
    ...Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${count} x ${status}`),
    ...(result.timeouts ? [`${result.timeouts} time-outs`] : []),
    ...(result.errors ? [`${result.errors} connection errors`] : []),
  ].join(', ');
  return { rps: result.requests.average, p99: result.latency.p99, errors, errorKinds };
}

/**
 * fetch, tried again while the server sheds load: right after the bench's bulk set-up the event
 * loop runs late for a moment, and the server rightly answers 503 then.
 */
export async function fetchReady(url: string, init?: RequestInit): Promise<Response> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(url, init);
    if (res.status !== 503 || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
