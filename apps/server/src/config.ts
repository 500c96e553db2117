import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** WORKERS beyond this are a typo: each process is a pool of database connections. */
export const MAX_WORKERS = 64;
const WORKERS_RULE = `expected a whole number of processes from 1 to ${MAX_WORKERS}`;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  /**
   * Processes serving the one port (node's cluster: main.ts forks them); more than one needs
   * PostgreSQL, since PGlite is one process's database.
   */
  WORKERS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: WORKERS_RULE })
      .int({ error: WORKERS_RULE })
      .min(1, { error: WORKERS_RULE })
      .max(MAX_WORKERS, { error: WORKERS_RULE })
      .default(1),
  ),
  /** The address people reach the app at; reset links in e-mails point here. */
  PUBLIC_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Vedann <no-reply@vedann.local>'),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** How many database calls may wait or run at once before new requests get 503. */
  DB_QUEUE_LIMIT: z.coerce.number().int().min(1).default(256),
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For): a hop count, or a comma
   * list of proxy addresses and CIDRs. See parseTrustProxy.
   */
  TRUST_PROXY: z.string().default('false'),
  /**
   * Requests in flight below which none is refused, whatever the load (http/load-shedding.ts):
   * 16 by default; never below the database's connections (PostgreSQL's pool: 10), nor below 8.
   * Under an overload the door keeps about this many in flight, so it is also their wait: 16 on
   * PGlite's one connection is some 10 ms. (A burst of 64 at rest is served whatever the floor.)
   */
  SHEDDING_FLOOR: z.coerce.number().int().min(1).optional(),
  /** PostgreSQL: how long to wait for a connection, and for one statement, before answering 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** Minutes between runs of the reminder job; 0 turns it off (the default under NODE_ENV=test). */
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).optional(),
  /**
   * Razorpay (decision 0354): off unless the three are set. The key pair makes Payment Links,
   * the webhook secret proves Razorpay's webhooks.
   */
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  /** Razorpay's API host; set only to reach another host (the tests' fake Razorpay). */
  RAZORPAY_API_URL: z.url().optional(),
  /**
   * WhatsApp Cloud API (decision 0359): off unless both are set. The access token and the
   * sending number's id; reminders then go as the approved templates `vedann_<kind>`.
   */
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  /**
   * WhatsApp's delivery reports (decision 0359): off unless both are set. The app's secret,
   * which signs each report (`X-Hub-Signature-256`), and the token Meta's verification of the
   * webhook's address repeats.
   */
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_WEBHOOK_VERIFY_TOKEN: optional,
  /** The Graph API's host and version; set only to reach another host (the tests' fake). */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /**
   * MSG91's flow API for SMS (decision 0359): off unless both are set. The auth key, and the
   * flow id of each template in each language as `<template>_<en|hi>=<flow id>` pairs separated
   * by commas (`vedann_fee_due_en=64f0...,vedann_fee_due_hi=64f1...`).
   */
  MSG91_AUTH_KEY: optional,
  MSG91_TEMPLATES: optional,
  /** MSG91's host; set only to reach another host (the tests' fake). */
  MSG91_API_URL: z.url().default('https://control.msg91.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/** PostgreSQL: the pool's connections (db/client.ts). */
export const POSTGRES_POOL_SIZE = 10;
/** The load-shedding floor: requests in flight below which none is refused. */
export const DEFAULT_SHEDDING_FLOOR = 16;
/** The load-shedding floor is never lower: a page's own calls and a few visitors at once. */
export const MIN_SHEDDING_FLOOR = 8;

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface Config {
  env: Env['NODE_ENV'];
  /** Processes serving the port; 1: this process serves it itself. */
  workers: number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: S3Config | undefined;
  dbQueueLimit: number;
  trustProxy: TrustProxy;
  /** Requests in flight below which the load-shedding door refuses none. */
  sheddingFloor: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  logLevel: Env['LOG_LEVEL'];
  /** 0: the reminder job does not run on a timer. */
  reminderIntervalMinutes: number;
  /** Online payment through Razorpay; undefined (the default): off. */
  razorpay: RazorpayConfig | undefined;
  /** WhatsApp Cloud API; undefined (the default): the desk sends by click-to-chat. */
  whatsapp: WhatsAppConfig | undefined;
  /** WhatsApp's delivery-report webhook; undefined (the default): off (its routes answer 404). */
  whatsappWebhook: WhatsAppWebhookConfig | undefined;
  /** SMS through MSG91; undefined (the default): off. */
  sms: SmsConfig | undefined;
}

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** The Graph API's base, with its version, without a trailing slash. */
  apiBaseUrl: string;
}

export interface WhatsAppWebhookConfig {
  appSecret: string;
  verifyToken: string;
}

export interface SmsConfig {
  authKey: string;
  /** The MSG91 flow id (its DLT template) of each of our message templates. */
  templates: Readonly<Record<string, string>>;
  apiBaseUrl: string;
}

/** A set of variables that switch a provider on: all of them, or none. */
function allOrNone(env: Env, names: readonly (keyof Env)[], what: string): string[] | undefined {
  const values = names.map((name) => env[name]);
  if (values.every((value) => value === undefined)) return undefined;
  if (values.some((value) => value === undefined || typeof value !== 'string')) {
    throw new Error(
      `Invalid environment:\n${names.join(' and ')}: set both to switch ${what} on, or none`,
    );
  }
  return values as string[];
}

/** WHATSAPP_*: the token and the number's id together, or neither. */
export function parseWhatsApp(env: Env): WhatsAppConfig | undefined {
  const values = allOrNone(env, ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'], 'WhatsApp');
  if (!values) return undefined;
  const [token = '', phoneNumberId = ''] = values;
  return { token, phoneNumberId, apiBaseUrl: env.WHATSAPP_API_URL.replace(/\/$/, '') };
}

/** WHATSAPP_APP_SECRET and WHATSAPP_WEBHOOK_VERIFY_TOKEN together, or neither. */
export function parseWhatsAppWebhook(env: Env): WhatsAppWebhookConfig | undefined {
  const values = allOrNone(
    env,
    ['WHATSAPP_APP_SECRET', 'WHATSAPP_WEBHOOK_VERIFY_TOKEN'],
    "WhatsApp's delivery reports",
  );
  if (!values) return undefined;
  const [appSecret = '', verifyToken = ''] = values;
  return { appSecret, verifyToken };
}

/** MSG91_*: the key and the templates together, or neither; the templates as `name=id` pairs. */
export function parseSms(env: Env): SmsConfig | undefined {
  const values = allOrNone(env, ['MSG91_AUTH_KEY', 'MSG91_TEMPLATES'], 'SMS');
  if (!values) return undefined;
  const [authKey = '', list = ''] = values;
  const templates: Record<string, string> = {};
  for (const pair of list.split(',')) {
    const [name, id, extra] = pair.split('=').map((part) => part.trim());
    if (!name || !id || extra !== undefined) {
      throw new Error(
        `Invalid environment:\nMSG91_TEMPLATES: expected <template>=<flow id> pairs separated by commas, got ${JSON.stringify(list)}`,
      );
    }
    templates[name] = id;
  }
  return { authKey, templates, apiBaseUrl: env.MSG91_API_URL.replace(/\/$/, '') };
}

/** A Razorpay account's keys, when online payment is switched on. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another API host than Razorpay's own (tests); undefined: the SDK's. */
  apiBaseUrl: string | undefined;
}

/**
 * RAZORPAY_*: all three keys or none. A part of them is a mistake worth stopping for: links
 * that no webhook could ever mark paid, or a webhook with nothing to verify.
 */
export function parseRazorpay(env: Env): RazorpayConfig | undefined {
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  if (keys.every((key) => key === undefined)) return undefined;
  const [keyId, keySecret, webhookSecret] = keys;
  if (keyId === undefined || keySecret === undefined || webhookSecret === undefined) {
    throw new Error(
      'Invalid environment:\nRAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three to switch Razorpay on, or none',
    );
  }
  return { keyId, keySecret, webhookSecret, apiBaseUrl: env.RAZORPAY_API_URL?.replace(/\/$/, '') };
}

/** What Fastify's `trustProxy` takes: nothing, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', bits, extra] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, read safely:
 * - `false`, `0` or empty: trust no proxy; the socket's address is the client.
 * - a number N: trust the N nearest hops, so the client is the Nth address from the right of
 *   X-Forwarded-For (one load balancer: `1`).
 * - `true`: the same as `1`. Trusting every hop would let a client pick its own address by
 *   writing X-Forwarded-For, so it never means that here.
 * - a comma list of addresses or CIDRs (`10.0.0.0/8, 192.168.1.7`, also `loopback`,
 *   `uniquelocal`): only those proxies are trusted, whatever their number.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const wrong = entries.filter((v) => !isAddressOrCidr(v));
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `Invalid environment:\nTRUST_PROXY: expected false, a hop count or a comma list of proxy addresses/CIDRs, got ${JSON.stringify(raw)}`,
    );
  }
  return entries;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (env.WORKERS > 1 && env.DATABASE_URL === undefined) {
    throw new Error(
      `Invalid environment:\nWORKERS: ${env.WORKERS} processes need PostgreSQL (set DATABASE_URL); the embedded PGlite database belongs to one process, so without DATABASE_URL leave WORKERS at 1`,
    );
  }
  return {
    env: env.NODE_ENV,
    workers: env.WORKERS,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    dbQueueLimit: env.DB_QUEUE_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sheddingFloor: Math.max(
      env.SHEDDING_FLOOR ?? DEFAULT_SHEDDING_FLOOR,
      env.DATABASE_URL ? POSTGRES_POOL_SIZE : 0,
      MIN_SHEDDING_FLOOR,
    ),
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    reminderIntervalMinutes: env.REMINDER_INTERVAL_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 60),
    razorpay: parseRazorpay(env),
    whatsapp: parseWhatsApp(env),
    whatsappWebhook: parseWhatsAppWebhook(env),
    sms: parseSms(env),
  };
}
