import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { ORG_HEADER, type OrgKind, type Role, type User } from '@vedann/contracts';
import { buildApp, type AppDeps } from '../app';
import type { App, AppContext, RateLimits } from '../app-context';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch';
import { migratedImage } from './db-image';
import { createMailer } from '../mail';
import { createStorage } from '../storage';

/** High enough that ordinary tests never meet them; the rate-limit tests use the defaults. */
export const RELAXED_RATE_LIMITS: RateLimits = {
  login: { max: 10_000, timeWindow: 60_000 },
  register: { max: 10_000, timeWindow: 60_000 },
  forgotPassword: { max: 10_000, timeWindow: 60_000 },
  resetPassword: { max: 10_000, timeWindow: 60_000 },
  contact: { max: 10_000, timeWindow: 60_000 },
  loginFailures: { max: 10_000, timeWindow: 60_000 },
  tickets: { max: 10_000, timeWindow: 60_000 },
};

export interface RequestOptions {
  body?: unknown;
  token?: string | undefined;
  orgId?: string | undefined;
  headers?: Record<string, string>;
  /** Leave out X-Requested-With, to test the cross-site rule. */
  crossSite?: boolean;
}

export interface TestApp {
  app: App;
  deps: AppDeps;
  config: Config;
  database: Database;
  dataDir: string;
  request(method: string, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /**
   * Listens on a port of 127.0.0.1 and gives `request`'s twin over a real socket, through the
   * load-shedding door (which `inject()` goes around).
   */
  listen(): Promise<
    (method: string, url: string, options?: RequestOptions) => Promise<SocketAnswer>
  >;
  signUp(options?: { role?: Role; email?: string; password?: string }): Promise<TestUser>;
  createOrg(user: TestUser, kind: OrgKind, name?: string): Promise<string>;
  close(): Promise<void>;
}

/** An answer read from a real socket. */
export interface SocketAnswer {
  statusCode: number;
  headers: Headers;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface TestUser {
  token: string;
  user: User;
  email: string;
  password: string;
}

export const DEFAULT_PASSWORD = 'Secret@123';

/**
 * A fresh server on a fresh database: in-memory PGlite, or with TEST_DATABASE_URL (npm run
 * test:pg) a new PostgreSQL database made for this app and dropped at close.
 */
export async function createTestApp(
  options: {
    rateLimits?: RateLimits;
    env?: Record<string, string>;
    /** Routes made for the test itself, added before the app is ready. */
    routes?: (context: Pick<AppContext, 'app' | 'db'>) => void;
    /**
     * A database that already holds data, instead of a fresh one (the export round trip): a
     * PostgreSQL database's URL (kept at close) or a PGlite image (`dumpImage`).
     */
    on?: { url: string } | { image: Blob };
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { on } = options;
  const scratch =
    adminUrl && !on ? await createScratchDatabase(adminUrl, 'vedann_test') : undefined;
  const url = on ? ('url' in on ? on.url : undefined) : scratch?.url;
  const database = await openDatabase({
    url,
    image: url ? undefined : on && 'image' in on ? on.image : await migratedImage(),
    queueLimit: config.dbQueueLimit,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  // A copy of the migrated image has nothing to do here; PostgreSQL migrates its new database.
  await database.migrate();
  const mailer = createMailer(config, { info: () => undefined });
  const deps: AppDeps = {
    config,
    database,
    storage: createStorage(config),
    mailer,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    // Tests run without the built web app unless they ask for one.
    webDir: path.join(dataDir, 'no-web'),
  };
  const app = await buildApp(deps);
  options.routes?.({ app, db: database.db });
  await app.ready();

  let counter = 0;
  const headersOf = (opts: RequestOptions) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (!opts.crossSite) headers['x-requested-with'] = 'XMLHttpRequest';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.orgId) headers[ORG_HEADER] = opts.orgId;
    return headers;
  };
  const request: TestApp['request'] = (method, url, opts = {}) => {
    const headers = headersOf(opts);
    return app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
  };

  const testApp: TestApp = {
    app,
    deps,
    config,
    database,
    dataDir,
    request,
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      return async (method, url, opts = {}) => {
        const headers = headersOf(opts);
        if (opts.body !== undefined) headers['content-type'] = 'application/json';
        const res = await fetch(`http://127.0.0.1:${port}${url}`, {
          method,
          headers,
          ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
        });
        const body = await res.text();
        return {
          statusCode: res.status,
          headers: res.headers,
          body,
          json: <T>() => JSON.parse(body) as T,
        };
      };
    },
    async signUp({ role = 'student', email, password = DEFAULT_PASSWORD } = {}) {
      counter += 1;
      const address = email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
      const registered = await request('POST', '/api/v1/user/register', {
        body: {
          fullname: `Test User ${counter}`,
          email: address,
          phoneNumber: '9876543210',
          password,
          role,
        },
      });
      if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
      const login = await request('POST', '/api/v1/user/login', {
        body: { email: address, password },
      });
      const body = login.json<{ token: string; user: User }>();
      return { token: body.token, user: body.user, email: address, password };
    },
    async createOrg(user, kind, name = `${kind} ${randomBytes(3).toString('hex')}`) {
      const res = await request('POST', '/api/v1/orgs', {
        token: user.token,
        body: { kind, name, city: 'Pune' },
      });
      if (res.statusCode !== 201) throw new Error(`create org failed: ${res.body}`);
      return res.json<{ organization: { _id: string } }>().organization._id;
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** The .eml files the outbox mailer wrote, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}
