/**
 * npm run bench: the performance figures of DESIGN.md section 10, each beside its budget, and a
 * bare baseline (node:http plus the same SQL) run in the same process, so the framework's cost
 * shows as a ratio. Numbers vary with the machine; run it on an otherwise idle one.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { RateLimits } from '../src/app-context';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createScratchDatabase } from '../src/db/scratch';
import { createMailer } from '../src/mail';
import { createStorage } from '../src/storage';
import { createUser } from '../src/domains/accounts/users.service';
import { createOrganization } from '../src/domains/orgs/orgs.service';
import { ORG_SETUP_STEPS } from '../src/areas';
import { benchResumePdf } from './resumes';
import {
  DURATION,
  LIST_PAGE,
  fetchReady,
  load,
  printReport,
  report,
  reportRun,
  tenantRead,
} from './support';
import { benchDocumentPdf } from './documents';
import { benchJobs } from './jobs';
import { benchPlans } from './plans';
import { benchGym } from './gym';
import { benchLostFound } from './lostfound';
import {
  atRest,
  benchBusyNeighbour,
  benchOverload,
  benchPausedDatabase,
  pausableProxy,
} from './overload';
import { benchBills } from './bills';
import { benchLibrary } from './library';
import { benchAharDemand } from './ahar-demand';
import { benchAharStock } from './ahar-stock';
import { benchSpreadsheets } from './spreadsheets';
import { benchLighthouse, firstLoadSizes } from './lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function landingPageJs(): void {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g,
  )) {
    const file = match[1] ?? match[2];
    if (file) files.add(file);
  }
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(fs.readFileSync(path.join(dist, file.replace(/^\//, '')))).length;
  const kb = bytes / 1024;
  report(
    `landing page initial JS (${files.size} files)`,
    `${kb.toFixed(1)} KB gzip`,
    '<= 170 KB',
    kb <= 170,
  );
}

const relaxed: RateLimits = {
  login: { max: 1e9, timeWindow: 60_000 },
  register: { max: 1e9, timeWindow: 60_000 },
  forgotPassword: { max: 1e9, timeWindow: 60_000 },
  resetPassword: { max: 1e9, timeWindow: 60_000 },
};

/**
 * BENCH_ONLY=jobs,library measures only those parts (pdf, jobs, plans, gym, lostfound, bills,
 * library, ahar, import, lighthouse, overload) after the common ones, to check one change quickly; the
 * figures a budget is judged by come from a whole run.
 */
const onlyParts = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const wanted = (part: string): boolean => !onlyParts || onlyParts.includes(part);

/** The app under test on a scratch database (PGlite, or PostgreSQL with BENCH_DATABASE_URL). */
async function startApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-bench-'));
  // SHEDDING_FLOOR passes through, to measure the door with another floor.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(process.env.SHEDDING_FLOOR ? { SHEDDING_FLOOR: process.env.SHEDDING_FLOOR } : {}),
  });
  // BENCH_DATABASE_URL measures PostgreSQL instead, in a scratch database dropped afterwards.
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'vedann_bench') : undefined;
  const database = await openDatabase({
    url: scratch?.url,
    dataDir: path.join(dataDir, 'db'),
    thread: true,
    queueLimit: config.dbQueueLimit,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  await database.migrate();
  // The login bench must measure login, not the attempt limit.
  const app = await buildApp({
    config,
    database,
    storage: createStorage(config),
    mailer: createMailer(config, { info: () => undefined }),
    rateLimits: relaxed,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { dataDir, config, scratch, database, db: database.db, app, base };
}
type Bench = Awaited<ReturnType<typeof startApp>>;

/** The bench's owner and gym, with 10,000 members so list pages read a realistic table. */
async function seedGym({ db, database }: Bench) {
  const owner = await createUser(db, {
    fullname: 'Bench Owner',
    email: 'bench@vedann.local',
    phoneNumber: '9876543210',
    password: 'Bench@1234',
    role: 'student',
  });
  const org = await createOrganization(
    db,
    { kind: 'gym', name: 'Bench Gym', ownerId: owner.id },
    ORG_SETUP_STEPS,
  );
  await db.execute(sql`
    insert into users (id, fullname, email, phone_number, password_hash, role, vedan_id)
    select lpad(to_hex(g), 24, '0'), 'Member ' || g, 'member' || g || '@bench.local', '9876543210', 'x', 'student',
           'VB' || lpad(g::text, 6, '0')
    from generate_series(1, 10000) g`);
  await db.execute(sql`
    insert into memberships (id, org_id, user_id, role, permissions)
    select lpad(to_hex(g + 100000), 24, '0'), ${org.id}, lpad(to_hex(g), 24, '0'), 'member', '{}'
    from generate_series(1, 10000) g`);
  await database.maintain();
  await db.execute(sql`analyze`);
  return { owner, org };
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const LOGIN_BODY = JSON.stringify({ email: 'bench@vedann.local', password: 'Bench@1234' });

/** Signs the owner in, and measures login itself. */
async function benchLogin({ base }: Bench) {
  const login = await fetchReady(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: LOGIN_BODY,
  });
  const { token } = (await login.json()) as { token: string };
  const loginRun = await load({
    url: `${base}/api/v1/user/login`,
    method: 'POST',
    headers: JSON_HEADERS,
    body: LOGIN_BODY,
  });
  report(
    'login (argon2id, 10 clients)',
    `${loginRun.rps.toFixed(0)} req/s, p99 ${loginRun.p99} ms${loginRun.errors ? `, ${loginRun.errors} errors` : ''}`,
    'no budget; argon2id costs ~20-40 ms of CPU by design',
    undefined,
  );
  return token;
}

/** The same single query behind bare node:http, kept open for the overload's floods. */
async function startBaseline({ db }: Bench, orgId: string, memberId: string) {
  const baseline = http.createServer((_req, res) => {
    db.execute(
      sql`select m.id, u.fullname from memberships m join users u on u.id = m.user_id
                   where m.org_id = ${orgId} and m.id = ${memberId} limit 1`,
    )
      .then((result) => {
        const body = JSON.stringify((result as { rows: unknown[] }).rows);
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(500, { 'content-length': '0' });
        res.end();
      });
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  return { baseline, baselineUrl: `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/` };
}

/** The framework's figures: a tenant read beside the baseline, and pages of a long list. */
async function benchFramework(bench: Bench, orgId: string, auth: Record<string, string>) {
  const { base } = bench;
  const firstPage = await fetchReady(`${base}/api/v1/orgs/members?limit=2`, { headers: auth });
  const { members } = (await firstPage.json()) as { members: { _id: string }[] };
  const memberId = members[1]?._id;
  if (!memberId) throw new Error('no member to read');
  const { baseline, baselineUrl } = await startBaseline(bench, orgId, memberId);
  const bare = await load({ url: baselineUrl });
  report(
    'baseline: node:http + one SQL query',
    `${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`,
    '-',
    undefined,
  );
  const read = await load({ url: `${base}/api/v1/orgs/members/${memberId}`, headers: auth });
  reportRun('tenant-scoped read (one member by id)', read, tenantRead(bare.rps));
  report(
    'framework cost (baseline / tenant read)',
    `${(bare.rps / Math.max(read.rps, 1)).toFixed(2)}x`,
    '-',
    undefined,
  );
  for (const pageNumber of [1, 150]) {
    const page = await load({
      url: `${base}/api/v1/orgs/members?page=${pageNumber}&limit=50`,
      headers: auth,
    });
    reportRun(`page ${pageNumber} of a 10,000-row list, with its total`, page, LIST_PAGE);
  }
  return { memberId, baseline, baselineUrl, bare, read };
}

/** A business of `kind` of the bench's owner, and the headers that act for it. */
async function benchBusiness(
  { db }: Bench,
  owner: { id: string },
  token: string,
  business: { kind: 'library' | 'ahar'; name: string; city?: string },
) {
  const org = await createOrganization(db, { ...business, ownerId: owner.id }, ORG_SETUP_STEPS);
  return { orgId: org.id, headers: { authorization: `Bearer ${token}`, 'x-org-id': org.id } };
}

/**
 * A paused PostgreSQL: the same app on the same database, reached through a proxy the bench can
 * freeze.
 */
async function benchFrozenPostgres(
  bench: Bench,
  scratchUrl: string,
  readPath: string,
  auth: Record<string, string>,
) {
  const { config } = bench;
  const target = new URL(scratchUrl);
  const proxy = await pausableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(scratchUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const frozen = await openDatabase({
    url: viaProxy.toString(),
    queueLimit: config.dbQueueLimit,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const frozenApp = await buildApp({
    config,
    database: frozen,
    storage: createStorage(config),
    mailer: createMailer(config, { info: () => undefined }),
    rateLimits: relaxed,
  });
  await frozenApp.listen({ port: 0, host: '127.0.0.1' });
  const frozenBase = `http://127.0.0.1:${(frozenApp.server.address() as AddressInfo).port}`;
  // Warm: the pool holds open connections when the database stops answering.
  await Promise.all(
    Array.from({ length: 10 }, () => fetchReady(`${frozenBase}${readPath}`, { headers: auth })),
  );
  await benchPausedDatabase({
    url: `${frozenBase}${readPath}`,
    headers: auth,
    pause: () => proxy.pause(),
    // The client-side query time-out is the statement time-out plus a second.
    budgetMs: config.dbStatementTimeoutMs + 1500,
  });
  await frozenApp.close();
  await proxy.close();
  await frozen.close().catch(() => undefined);
}

async function main(): Promise<void> {
  landingPageJs();
  firstLoadSizes(path.join(root, 'apps/web/dist'));
  console.log(
    `Measuring ${DURATION} s per figure on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}...`,
  );
  const bench = await startApp();
  const { db, base, app, database, scratch } = bench;
  const { owner, org } = await seedGym(bench);
  const token = await benchLogin(bench);
  const auth = { authorization: `Bearer ${token}`, 'x-org-id': org.id };
  const { memberId, baseline, baselineUrl, bare, read } = await benchFramework(bench, org.id, auth);
  const readPath = `/api/v1/orgs/members/${memberId}`;

  if (wanted('pdf')) {
    await benchResumePdf(base, { authorization: `Bearer ${token}` });
    await benchDocumentPdf();
  }
  if (wanted('jobs')) await benchJobs({ base, db });
  if (wanted('plans'))
    await benchPlans({ base, headers: auth, db, orgId: org.id, baselineRps: bare.rps });
  if (wanted('gym')) await benchGym({ base, headers: auth, db, orgId: org.id });
  if (wanted('lostfound')) await benchLostFound({ db, base, token, authorId: owner.id });
  if (wanted('bills')) await benchBills({ base, headers: auth, db, orgId: org.id });
  if (wanted('library')) {
    const library = await benchBusiness(bench, owner, token, {
      kind: 'library',
      name: 'Bench Library',
    });
    await benchLibrary({ base, db, ownerId: owner.id, ...library });
  }
  if (wanted('ahar')) {
    const ahar = await benchBusiness(bench, owner, token, {
      kind: 'ahar',
      name: 'Bench Ahar',
      city: 'Bench City',
    });
    await benchAharDemand({ base, db, ...ahar });
    await benchAharStock({ base, db, orgId: ahar.orgId, token });
  }
  if (wanted('import')) {
    const library = await benchBusiness(bench, owner, token, {
      kind: 'library',
      name: 'Bench Import Library',
    });
    await benchSpreadsheets({ base, headers: library.headers });
  }

  // Last of the runs against the server, so no load shares the machine with the browser.
  if (wanted('lighthouse')) await benchLighthouse(base);

  if (wanted('overload')) {
    await benchOverload({
      url: `${base}${readPath}`,
      headers: auth,
      baselineUrl,
      what: 'tenant-scoped read',
      servedRps: read.rps,
      atRest: () => atRest(() => app.requestsInFlight() + database.gate.pending),
    });
    await benchBusyNeighbour({
      url: `${base}${readPath}`,
      headers: auth,
      what: 'tenant-scoped read',
    });
  }
  baseline.close();
  if (scratch && wanted('overload')) await benchFrozenPostgres(bench, scratch.url, readPath, auth);

  await app.close();
  await database.close();
  await scratch?.drop();
  fs.rmSync(bench.dataDir, { recursive: true, force: true });

  printReport();
}

await main();
