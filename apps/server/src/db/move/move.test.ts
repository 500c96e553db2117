import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '@vedann/contracts';
import { migrationsFolder, openDatabase } from '../client';
import { createScratchDatabase } from '../scratch';
import { seedDemoData } from '../../demo-seeds';
import { DEMO_PASSWORD } from '../../domains/orgs/demo-accounts.seed';
import { createLocalStorage } from '../../storage/local';
import { migratedImage } from '../../test/db-image';
import { createTestApp, type TestApp } from '../../test/harness';
import { DatabaseInUseError, exportEmbeddedDatabase } from './export';
import { NotADumpError, TargetNotEmptyError, importDump } from './import';

const adminUrl = process.env.TEST_DATABASE_URL;
let temp = '';
let dataDir = '';
const drops: (() => Promise<void>)[] = [];

async function scratchDatabase(): Promise<string> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl, 'vedann_move');
  drops.push(scratch.drop);
  return scratch.url;
}

async function queryOn<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const migrationsOf = async (url: string) =>
  (await queryOn<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations'))[0]
    ?.n;

let image: Blob;
let dump = '';
let targetUrl = '';
let migrationsImported: string | undefined;
let source: TestApp;
let target: TestApp;

beforeAll(async () => {
  if (!adminUrl) return;
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-move-'));
  dataDir = path.join(temp, 'db');
  // The demo data in an embedded database's folder, as a server leaves it.
  const seeded = await openDatabase({ image: await migratedImage(), queueLimit: 1000 });
  await seedDemoData(seeded.db, { storage: createLocalStorage(path.join(temp, 'uploads')) });
  const dumped = await seeded.dumpImage?.();
  await seeded.close();
  if (!dumped) throw new Error('PGlite gave no image');
  image = dumped;
  const folder = new PGlite(dataDir, { loadDataDir: image });
  await folder.waitReady;
  await folder.close();

  dump = await exportEmbeddedDatabase(dataDir);
  targetUrl = await scratchDatabase();
  await importDump(targetUrl, dump);
  migrationsImported = await migrationsOf(targetUrl);
  source = await createTestApp({ on: { image } });
  target = await createTestApp({ on: { url: targetUrl } });
}, 180_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
  for (const drop of drops) await drop();
  if (temp) fs.rmSync(temp, { recursive: true, force: true });
});

async function signIn(app: TestApp, email: string) {
  const login = await app.request('POST', '/api/v1/user/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode, email).toBe(200);
  const token = login.json<{ token: string }>().token;
  const orgs = await app.request('GET', '/api/v1/orgs', { token });
  const organizations = orgs.json<{ organizations: Organization[] }>().organizations;
  return (name: string) => ({ token, orgId: organizations.find((o) => o.name === name)?._id });
}

/** The answers compared: each demo business's own lists, asked as its owner. */
const ASKED = [
  { email: 'owner@vedann.demo', org: 'Sutrin Fitness', paths: ['/api/v1/gym/users'] },
  {
    email: 'owner@vedann.demo',
    org: 'Sutrin Fitness',
    paths: ['/api/v1/gym/members?limit=100', '/api/v1/gym/members-dashboard'],
  },
  {
    email: 'librarian@vedann.demo',
    org: 'Vijnan Study Centre',
    paths: ['/api/v1/seat-layouts', '/api/v1/seats/totals', '/api/v1/book-seat?limit=100'],
  },
  {
    email: 'owner@vedann.demo',
    org: 'Ahar Tiffin House',
    paths: ['/api/v1/aharshowroom', '/api/v1/suchigodown', '/api/v1/ahar/stock/alerts'],
  },
];

describe.skipIf(!adminUrl)('the export and import round trip', () => {
  it('refuses to export while a server holds the folder, and names the way on', async () => {
    const open = new PGlite(dataDir);
    await open.waitReady;
    try {
      const refused = exportEmbeddedDatabase(dataDir);
      await expect(refused).rejects.toThrow(DatabaseInUseError);
      await expect(refused).rejects.toThrow(
        /is open: a Vedann server is running on it\. Stop the server/,
      );
    } finally {
      await open.close();
    }
    await expect(exportEmbeddedDatabase(path.join(temp, 'none'))).rejects.toThrow(
      /No embedded database/,
    );
  });

  it('brings the migrations across: the server starts on the import without running them again', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(migrationsImported).toBe(String(journal.entries.length));
    // createTestApp ran migrate() on the imported database.
    expect(await migrationsOf(targetUrl)).toBe(migrationsImported);
  });

  it('leaves every sequence past the rows it numbers', async () => {
    const sequences = await queryOn<{ seq: string; tbl: string; col: string; last: string }>(
      targetUrl,
      `select s.schemaname || '.' || s.sequencename as seq, d.refobjid::regclass::text as tbl,
              a.attname as col, coalesce(s.last_value, 0)::text as last
         from pg_sequences s
         join pg_class c on c.relname = s.sequencename
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = s.schemaname
         join pg_depend d on d.objid = c.oid and d.deptype in ('a', 'i')
         join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid`,
    );
    expect(sequences.map((s) => s.seq)).toContain('drizzle.__drizzle_migrations_id_seq');
    for (const s of sequences) {
      const [top] = await queryOn<{ max: string | null }>(
        targetUrl,
        `select max(${s.col})::text as max from ${s.tbl}`,
      );
      expect(BigInt(s.last), s.seq).toBeGreaterThanOrEqual(BigInt(top?.max ?? 0));
    }
  });

  it('answers the same from both: users, a library’s seats, a gym’s members, the ahar’s stock', async () => {
    for (const { email, org, paths } of ASKED) {
      const asSource = (await signIn(source, email))(org);
      const asTarget = (await signIn(target, email))(org);
      expect(asTarget.orgId, org).toBe(asSource.orgId);
      for (const url of paths) {
        const before = await source.request('GET', url, asSource);
        const after = await target.request('GET', url, asTarget);
        expect(before.statusCode, url).toBe(200);
        expect(after.statusCode, url).toBe(200);
        expect(after.json(), url).toEqual(before.json());
        // Demo data on both sides: an empty answer would prove nothing.
        expect(after.body.length, url).toBeGreaterThan(200);
      }
    }
  });

  it('lets a demo user sign in on the imported database and use it', async () => {
    const as = (await signIn(target, 'owner@vedann.demo'))('Sutrin Fitness');
    expect(as.orgId).toBeDefined();
    const members = await target.request('GET', '/api/v1/gym/members?limit=1', as);
    expect(members.statusCode).toBe(200);
    const wrong = await target.request('POST', '/api/v1/user/login', {
      body: { email: 'owner@vedann.demo', password: 'Wrong@1234' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe.skipIf(!adminUrl)('db:import refuses what it should not load', () => {
  it('refuses a target that holds Vedann, and loads nothing into it', async () => {
    const users = await queryOn<{ n: string }>(targetUrl, 'select count(*) as n from users');
    const error = await importDump(targetUrl, dump).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TargetNotEmptyError);
    expect((error as Error).message).toMatch(
      /^The database at DATABASE_URL is not empty: it holds Vedann's migrations table \(drizzle.__drizzle_migrations\) and rows in \d+ table\(s\) \(.*\)\. Nothing was loaded\. .* --force/,
    );
    expect(await queryOn(targetUrl, 'select count(*) as n from users')).toEqual(users);
  });

  it('refuses a target with rows in any table of the public schema, naming it', async () => {
    const url = await scratchDatabase();
    await queryOn(url, 'create table notes (body text); insert into notes values ($$kept$$)');
    await expect(importDump(url, dump)).rejects.toThrow(/rows in 1 table\(s\) \(notes\)/);
    // Empty tables are no reason to refuse.
    await queryOn(url, 'truncate notes');
    await expect(importDump(url, dump)).resolves.toMatchObject({ rows: expect.any(Number) });
  });

  it('with force, replaces what the target holds with the dump', async () => {
    const url = await scratchDatabase();
    await importDump(url, dump);
    await queryOn(url, `delete from users where email = 'student@vedann.demo'`);
    const result = await importDump(url, dump, { force: true });
    const [version] = await queryOn<{ v: string }>(url, 'show server_version_num');
    // PostgreSQL 17 brought transaction_timeout; an older server is not sent PGlite's SET of it.
    if (Number(version?.v) < 170000)
      expect(result.leftOut.map((l) => l.statement)).toContain('SET transaction_timeout = 0;');
    const [student] = await queryOn<{ n: string }>(
      url,
      `select count(*) as n from users where email = 'student@vedann.demo'`,
    );
    expect(student?.n).toBe('1');
    expect(await migrationsOf(url)).toBe(migrationsImported);
  });

  it('refuses a file that is not such a dump', async () => {
    const url = await scratchDatabase();
    await expect(importDump(url, 'create table x (y int);')).rejects.toThrow(NotADumpError);
    expect(await queryOn(url, `select to_regclass('public.x') as x`)).toEqual([{ x: null }]);
  });
});
