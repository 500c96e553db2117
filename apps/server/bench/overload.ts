// The overload, busy-neighbour and paused-database figures (issues 17 and 28): far more
// connections than the server serves at once, one person beside a CPU taken by other programs,
// and a PostgreSQL that stops answering.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { DURATION, report } from './support';

const execFileAsync = promisify(execFile);
const client = path.join(path.dirname(fileURLToPath(import.meta.url)), 'overload-client.mjs');

interface StatusFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
type Answers = Record<string, StatusFigures>;

export async function hammer(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  timeoutMs?: number;
  /** One request per connection instead of a loop. */
  once?: boolean;
  /** Requests a second in all, due whatever the server answers (an open loop). */
  rate?: number;
  /** Whether the connections are opened before the clock starts (the default) or on it. */
  openFirst?: boolean;
}): Promise<Answers> {
  const { stdout } = await execFileAsync(process.execPath, [client, JSON.stringify(options)], {
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout) as Answers;
}

const total = (answers: Answers) => Object.values(answers).reduce((sum, s) => sum + s.count, 0);
const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);

/** The share of 503s, their p99, the served p99 and any other answer, as one figure. */
function overloadFigure(answers: Answers) {
  const count = total(answers);
  const served = answers['200'];
  const refused = answers['503'];
  const lost = count - (served?.count ?? 0) - (refused?.count ?? 0);
  return {
    refused,
    served,
    lost,
    text: `${((100 * (refused?.count ?? 0)) / Math.max(count, 1)).toFixed(0)}% 503 (p99 ${ms(refused?.p99)}), served p99 ${ms(served?.p99)}${lost ? `, ${lost} other` : ''} of ${count}`,
  };
}

/** A bare node:http server that answers nothing but the door's 503: the floor of any refusal. */
async function bareRefusals(connections: number): Promise<Answers> {
  const body = JSON.stringify({ success: false, message: 'busy' });
  const server = http.createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'retry-after': '5',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (server.address() as AddressInfo).port;
    return await hammer({ url: `http://127.0.0.1:${port}/`, connections, seconds: DURATION });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Waits until `busy()` (requests in flight and database calls pending) comes to 0. */
export async function atRest(busy: () => number): Promise<void> {
  for (let waited = 0; busy() > 0; waited += 10) {
    if (waited > 60_000) throw new Error('the server never came to rest');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A child process spinning one thread per core for `seconds` at most: a busy neighbour. */
export function cpuBurner(seconds: number): ChildProcess {
  const spin = `const end = Date.now() + ${Math.round(seconds * 1000)}; while (Date.now() < end) {}`;
  return spawn(
    process.execPath,
    [
      '-e',
      `const { Worker } = require('node:worker_threads');
       for (let i = 1; i < ${os.availableParallelism()}; i += 1) new Worker(${JSON.stringify(spin)}, { eval: true });
       ${spin}`,
    ],
    { stdio: 'ignore' },
  );
}

/** Stops a burner by its pid, if it has not ended on its own. */
export function stopBurner(burner: ChildProcess): void {
  if (burner.pid !== undefined && burner.exitCode === null && burner.signalCode === null)
    process.kill(burner.pid);
}

const servedRate = (answers: Answers) => (answers['200']?.count ?? 0) / DURATION;

/**
 * Far more connections than the door's floor: how much is still served, and how fast the refused
 * hear so (issue 28). Each flood runs against the app and, beside it, against the bare baseline
 * (node:http and the same SQL, no door), so the machine's own ceiling shows.
 *
 * Judged: served requests a second, as a share of the best served rate of the read in this run
 * (its figure at 10 clients, or any flood's, whichever is highest; in the open loop, no more
 * than the rate due): 80 % or more in the open loop, 50 % or more back to back; and the 503s at p99 50 ms or less in the open loop. The open
 * loop's requests fall due at four times the rate the read is served at, spread over 200 and
 * then 1,000 connections opened beforehand, each latency counted from when the request was due;
 * the rate is capped at half the rate at which this machine answers anything at all (a bare
 * node:http server answering only 503, back to back from 200 connections): past that, requests
 * queue in the bench's own client and the kernel, whatever the server does. Back to back, every
 * connection asks again the moment its answer came, a refused one too; there the latency is the
 * number of connections over the rate anything can be answered at on this machine (the bare
 * 503 server's figure), so only the served share is judged.
 */
export async function benchOverload(options: {
  url: string;
  headers: Record<string, string>;
  /** The same read from a bare node:http server (the baseline), driven the same way. */
  baselineUrl: string;
  what: string;
  /** Requests a second the read is served at without overload (its bench figure). */
  servedRps: number;
  /**
   * Resolves once the server and its database are idle again. Each flood starts from rest: a
   * bare server's flood leaves hundreds of queries queued in the database it shares, which the
   * next flood's first requests would wait behind.
   */
  atRest: () => Promise<void>;
}): Promise<void> {
  const floors = new Map<number, Answers>();
  for (const connections of [200, 1000]) floors.set(connections, await bareRefusals(connections));
  const floorRps = total(floors.get(200) ?? {}) / DURATION;
  const rate = Math.round(Math.min(4 * options.servedRps, floorRps / 2));
  const factor = (rate / Math.max(options.servedRps, 1)).toFixed(1);
  const runs: { what: string; shape: 'open' | 'back'; answers: Answers; bare: Answers }[] = [];
  for (const connections of [200, 1000]) {
    const flood = { connections, seconds: DURATION, rate };
    runs.push({
      what: `overload: ${options.what}, ${connections} connections, ${rate} req/s due (${factor} x served)`,
      shape: 'open',
      answers: await options
        .atRest()
        .then(() => hammer({ url: options.url, headers: options.headers, ...flood })),
      bare: await options.atRest().then(() => hammer({ url: options.baselineUrl, ...flood })),
    });
  }
  for (const connections of [200, 1000]) {
    const flood = { connections, seconds: DURATION };
    runs.push({
      what: `back to back: ${options.what}, ${connections} connections`,
      shape: 'back',
      answers: await options
        .atRest()
        .then(() => hammer({ url: options.url, headers: options.headers, ...flood })),
      bare: await options.atRest().then(() => hammer({ url: options.baselineUrl, ...flood })),
    });
  }
  const best = Math.max(options.servedRps, ...runs.map((run) => servedRate(run.answers)));
  report(
    `overload: best served rate of ${options.what} in this run`,
    `${best.toFixed(0)} req/s`,
    '-',
    undefined,
  );
  for (const run of runs) {
    const { refused, lost, text } = overloadFigure(run.answers);
    const served = servedRate(run.answers);
    // An open loop serves at most what falls due: below the best, that is the most it can serve.
    const most = run.shape === 'open' ? Math.min(best, rate) : best;
    const share = served / Math.max(most, 1);
    const least = run.shape === 'open' ? 0.8 : 0.5;
    const refusalsOk = run.shape === 'back' || refused === undefined || refused.p99 <= 50;
    report(
      run.what,
      `${served.toFixed(0)} served/s (${(100 * share).toFixed(0)} % of best), ${text}`,
      `served >= ${100 * least} % of best${run.shape === 'open' ? ', 503 p99 <= 50 ms' : ''}, none lost`,
      share >= least && refusalsOk && lost === 0,
    );
    report(
      '  beside it: bare node:http + the same SQL, no door',
      `${servedRate(run.bare).toFixed(0)} served/s, ${overloadFigure(run.bare).text}`,
      'no budget',
      undefined,
    );
  }
  for (const connections of [200, 1000]) {
    report(
      `back to back: bare node:http answering 503, ${connections} connections`,
      overloadFigure(floors.get(connections) ?? {}).text,
      'no budget: the floor of any refusal on this machine',
      undefined,
    );
  }
  // The same flood arriving on 1,000 new connections: their handshakes and the server's accepts
  // come first, and no HTTP door sheds them (a load balancer's connection limit does).
  await options.atRest();
  report(
    'overload as above, 1000 connections opened on the clock',
    overloadFigure(
      await hammer({
        url: options.url,
        headers: options.headers,
        connections: 1000,
        seconds: DURATION,
        rate,
        openFirst: false,
      }),
    ).text,
    'no budget',
    undefined,
  );
}

/**
 * One person alone, each request after the last one's answer, while another process keeps every
 * core busy (issue 28): a CPU taken by other programs is not an overload, so nothing is refused.
 */
export async function benchBusyNeighbour(options: {
  url: string;
  headers: Record<string, string>;
  what: string;
}): Promise<void> {
  const burner = cpuBurner(DURATION + 3);
  try {
    // Let the burner's threads start first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await hammer({
      url: options.url,
      headers: options.headers,
      connections: 1,
      seconds: DURATION,
    });
    const refused = answers['503']?.count ?? 0;
    const other = total(answers) - (answers['200']?.count ?? 0) - refused;
    report(
      `busy neighbour: ${options.what}, one client in sequence, every core busy elsewhere`,
      `${refused} × 503 of ${total(answers)}, served p50 ${ms(answers['200']?.p50)}, p99 ${ms(answers['200']?.p99)}${other ? `, ${other} other` : ''}`,
      '0 refused, none lost',
      refused === 0 && other === 0,
    );
  } finally {
    stopBurner(burner);
  }
}

/**
 * A loopback TCP proxy in front of PostgreSQL that can stop forwarding, so the bench freezes
 * its own view of the database without touching the database server.
 */
export async function pausableProxy(target: { host: string; port: number }) {
  let paused = false;
  const pipes = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(target.port, target.host);
    const pipe = { client: socket, upstream };
    pipes.add(pipe);
    socket.pipe(upstream);
    upstream.pipe(socket);
    if (paused) {
      socket.pause();
      upstream.pause();
    }
    const end = () => {
      pipes.delete(pipe);
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    pause() {
      paused = true;
      for (const { client: c, upstream } of pipes) {
        c.unpipe(upstream);
        upstream.unpipe(c);
        c.pause();
        upstream.pause();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client: c, upstream } of pipes) {
          c.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

/** Requests against a database that stopped answering: how long until each gets its 503. */
export async function benchPausedDatabase(options: {
  url: string;
  headers: Record<string, string>;
  pause: () => void;
  budgetMs: number;
}): Promise<void> {
  options.pause();
  const answers = await hammer({
    url: options.url,
    headers: options.headers,
    connections: 200,
    seconds: 0,
    once: true,
    timeoutMs: 30_000,
  });
  const refused = answers['503'];
  const other = total(answers) - (refused?.count ?? 0);
  report(
    'paused PostgreSQL: 200 requests, time to 503',
    `${refused?.count ?? 0} × 503, p50 ${ms(refused?.p50)}, slowest ${ms(refused?.max)}${other ? `, ${other} other` : ''}`,
    `every answer a 503 within ${options.budgetMs} ms`,
    other === 0 && (refused?.max ?? Infinity) <= options.budgetMs,
  );
}
