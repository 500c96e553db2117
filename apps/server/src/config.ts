import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  /** The address people reach the app at; reset links in e-mails point here. */
  PUBLIC_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Vedann <no-reply@vedann.local>'),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** How many database calls may wait at once before new requests get 503. */
  DB_QUEUE_LIMIT: z.coerce.number().int().min(1).default(256),
  /** Set when a load balancer in front sets X-Forwarded-For; rate limits then key on it. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Minutes between runs of the reminder job; 0 turns it off (the default under NODE_ENV=test). */
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: S3Config | undefined;
  dbQueueLimit: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** 0: the reminder job does not run on a timer. */
  reminderIntervalMinutes: number;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
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
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    reminderIntervalMinutes: env.REMINDER_INTERVAL_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 60),
  };
}
