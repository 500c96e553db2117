import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AuthCache } from './http/auth-cache';
import type { AttemptStore } from './http/limits';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';
import type { OrgSetupStep } from './domains/orgs/orgs.service';
import type { ReminderKind } from './domains/reminders/reminders.service';
import type { PeopleDirectory } from './domains/people/directory';
import type { DemoSeed } from './db/seed/steps';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Per-route limits on attempts; tests may raise them, production uses the defaults. */
export interface RateLimits {
  login: { max: number; timeWindow: number };
  register: { max: number; timeWindow: number };
  forgotPassword: { max: number; timeWindow: number };
  resetPassword: { max: number; timeWindow: number };
  /** Contact Us messages; optional so that callers written before it keep the default. */
  contact?: { max: number; timeWindow: number };
  /** Failed logins per account (e-mail), from any address. */
  loginFailures?: { max: number; timeWindow: number };
  /** Visitors' enquiries to a library; optional like `contact`. */
  tickets?: { max: number; timeWindow: number };
}

export const DEFAULT_RATE_LIMITS: Required<RateLimits> = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60 * 60_000 },
  forgotPassword: { max: 5, timeWindow: 15 * 60_000 },
  resetPassword: { max: 10, timeWindow: 15 * 60_000 },
  contact: { max: 5, timeWindow: 15 * 60_000 },
  loginFailures: { max: 10, timeWindow: 15 * 60_000 },
  tickets: { max: 5, timeWindow: 15 * 60_000 },
};

/** What a domain's routes get: the typed app and the services, nothing global. */
export interface AppContext {
  app: App;
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Where the routes' limits count attempts (http/limits.ts). */
  attempts: AttemptStore;
  authCache: AuthCache;
  /** What the areas do when a business is created (areas.ts). */
  orgSetup: readonly OrgSetupStep[];
  /** The reminders the areas send (areas.ts). */
  reminderKinds: readonly ReminderKind[];
  /** Where the areas keep the people of a business (areas.ts). */
  people: readonly PeopleDirectory[];
  /** Runs work after the answer is sent, and lets close() wait for it. */
  background(task: () => Promise<void>): void;
}

/**
 * One area of the app, as its `domains/<area>/index.ts` exports it: everything the app takes
 * from the area. The list in src/areas.ts drives the server's start (routes), the demo data, the
 * new-business steps, the reminder job and the people directories; the tables are found by
 * drizzle-kit in the areas' `*.table.ts` files, and a test checks they are the areas' `tables`.
 */
export interface Area {
  name: string;
  /** Registers the area's routes. */
  routes(ctx: AppContext): void;
  /** The area's tables, by name (its `*.table.ts` modules). */
  tables: readonly Readonly<Record<string, unknown>>[];
  /** Its demo data, in the order it builds up (run after the areas before it in the list). */
  seeds?: readonly DemoSeed[];
  /** What it does when a business is created. */
  orgSetup?: readonly OrgSetupStep[];
  /** The reminders it sends (DESIGN.md section 12). */
  reminders?: readonly ReminderKind[];
  /** Where it keeps the people of a business (attendance and notices find people through these). */
  people?: readonly PeopleDirectory[];
}
