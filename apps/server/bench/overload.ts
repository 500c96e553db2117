// The overload and paused-database figures (issue 17): far more connections than the server
// serves at once, and a PostgreSQL that stops answering.
import { execFile } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
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

/**
 * Far more connections than MAX_IN_FLIGHT: how many are refused, and how fast each side is.
 *
 * Judged: an open loop, requests due at four times the rate the read is served at, spread over
 * 200 and then 1,000 connections opened beforehand, each latency counted from when the request
 * was due. The rate
 * is capped at half the rate at which this machine answers anything at all (a bare node:http
 * server that only answers 503, driven back to back from 200 connections): past that, the
 * requests queue in the bench's own client and the kernel, whatever the server does. Reported beside it, not judged: the same connections sending back to back
 * (each the moment its last answer came), where the latency is the number of connections divided
 * by the rate anything can be answered at on this machine, which the bench's client shares; the
 * bare server is measured the same way, as the floor.
 */
export async function benchOverload(options: {
  url: string;
  headers: Record<string, string>;
  what: string;
  servedBudgetMs: number;
  /** Requests a second the read is served at without overload (its bench figure). */
  servedRps: number;
}): Promise<void> {
  const floors = new Map<number, Answers>();
  for (const connections of [200, 1000]) floors.set(connections, await bareRefusals(connections));
  const floorRps = total(floors.get(200) ?? {}) / DURATION;
  const rate = Math.round(Math.min(4 * options.servedRps, floorRps / 2));
  const factor = (rate / Math.max(options.servedRps, 1)).toFixed(1);
  for (const connections of [200, 1000]) {
    const answers = await hammer({
      url: options.url,
      headers: options.headers,
      connections,
      seconds: DURATION,
      rate,
    });
    const { refused, served, lost, text } = overloadFigure(answers);
    report(
      `overload: ${options.what}, ${connections} connections, ${rate} req/s due (${factor} x served)`,
      text,
      `503 p99 <= 50 ms, served p99 <= ${options.servedBudgetMs} ms, none lost`,
      (refused === undefined || refused.p99 <= 50) &&
        (served?.p99 ?? Infinity) <= options.servedBudgetMs &&
        lost === 0,
    );
  }
  // The same flood arriving on 1,000 new connections: their handshakes and the server's accepts
  // come first, and no HTTP door sheds them (a load balancer's connection limit does).
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
    'no budget: the judged line above opens them first',
    undefined,
  );
  for (const connections of [200, 1000]) {
    report(
      `back to back: bare node:http answering 503, ${connections} connections`,
      overloadFigure(floors.get(connections) ?? {}).text,
      'no budget: the floor of the line below',
      undefined,
    );
    const answers = await hammer({
      url: options.url,
      headers: options.headers,
      connections,
      seconds: DURATION,
    });
    const figure = overloadFigure(answers);
    report(
      `back to back: ${options.what}, ${connections} connections`,
      figure.text,
      'no budget; none lost',
      figure.lost === 0 ? undefined : false,
    );
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
