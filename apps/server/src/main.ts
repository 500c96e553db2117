import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domains/orgs/demo-accounts.seed';
import { DEMO_FRONT_DESK } from './domains/staff/staff.seed';
import { DEMO_GYM } from './domains/people/demo';
import { seedDemoData } from './demo-seeds';
import { createMailer } from './mail';
import { createStorage } from './storage';
import { purgeExpired } from './domains/accounts/sessions';
import { sweepOrphanFiles } from './http/uploads';
import { sweepOldNotifications } from './domains/notifications';
import { sweepLapsedSeatHolds } from './domains/library';
import { REMINDER_KINDS } from './areas';
import { runReminders, startReminderSchedule } from './domains/reminders/reminders.service';
import { todayInIndia } from '@vedann/contracts';
import path from 'node:path';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  // PGlite's queries run in their own thread, off the event loop (db/pglite-thread.ts).
  thread: true,
  queueLimit: config.dbQueueLimit,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
});
await database.migrate();

const storage = createStorage(config);
const mailer = createMailer(config, { info: (obj, msg) => app.log.info(obj, msg) });
const app = await buildApp({
  config,
  database,
  storage,
  mailer,
  logger: { level: config.logLevel },
});

if (await seedDemoData(database.db, { storage })) {
  app.log.info(
    {
      logins: DEMO_ACCOUNTS.map(
        (a) =>
          `${a.email} (${a.role}${a.owns ? `, owns ${a.owns.map((o) => o.kind).join(' and ')}` : ''})`,
      ),
      password: DEMO_PASSWORD,
    },
    'Demo data loaded',
  );
}

// Hourly housekeeping: expired sessions and reset links go, stored files that no row refers to
// (after an hour's grace) go, notifications past their 90 days go, lapsed seat holds go, and PGlite's statistics and visibility maps stay fresh so lists
// stay on their indexes.
async function housekeeping() {
  await purgeExpired(database.db);
  const swept = await sweepOrphanFiles(database.db, storage);
  if (swept.length > 0) app.log.info({ files: swept.length }, 'removed orphan uploads');
  const oldNotifications = await sweepOldNotifications(database.db);
  if (oldNotifications > 0)
    app.log.info({ notifications: oldNotifications }, 'removed old notifications');
  const lapsedHolds = await sweepLapsedSeatHolds(database.db);
  if (lapsedHolds > 0) app.log.info({ holds: lapsedHolds }, 'removed lapsed seat holds');
  await database.maintain();
}
await housekeeping();
const maintenance = setInterval(() => {
  housekeeping().catch((err: unknown) => app.log.warn({ err }, 'housekeeping failed'));
}, 60 * 60_000);
maintenance.unref();

// Reminders (fees due, loans overdue...): every REMINDER_INTERVAL_MINUTES; each is sent once,
// whichever process or run gets to it first (domains/reminders).
const stopReminders =
  config.reminderIntervalMinutes > 0
    ? startReminderSchedule(
        () =>
          runReminders({
            db: database.db,
            mailer,
            kinds: REMINDER_KINDS,
            today: todayInIndia(),
            log: app.log,
            publicUrl: config.publicUrl,
          }),
        config.reminderIntervalMinutes * 60_000,
        app.log,
      )
    : undefined;

/** Each demo login with what it is, as the README's table lists them. */
function demoLogins(): string[] {
  const accounts = DEMO_ACCOUNTS.map((account) => {
    const what = account.isPlatformAdmin ? 'platform administrator' : account.role;
    const owns = account.owns?.map((org) => org.name).join(', ');
    return `${account.email} (${what}${owns ? `, owner of ${owns}` : ''})`;
  });
  return [...accounts, `${DEMO_FRONT_DESK} (front-desk Operator of ${DEMO_GYM})`];
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  clearInterval(maintenance);
  await stopReminders?.();
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Vedann is running on ${config.publicUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}). Demo logins, password ${DEMO_PASSWORD}: ${demoLogins().join(', ')}`,
);
