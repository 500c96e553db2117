import path from 'node:path';
import { todayInIndia } from '@vedann/contracts';
import { buildApp } from './app';
import type { App } from './app-context';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { advisoryLead, LOCKS, soleProcessLead, whileLocked, type Lead } from './db/lead';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domains/orgs/demo-accounts.seed';
import { DEMO_FRONT_DESK } from './domains/staff/staff.seed';
import { DEMO_GYM } from './domains/people/demo';
import { seedDemoData } from './demo-seeds';
import { createMailer } from './mail';
import type { Mailer } from './mail/mailer';
import { createStorage } from './storage';
import type { Storage } from './storage/storage';
import { purgeExpired } from './domains/accounts/sessions';
import { sweepOrphanFiles } from './http/uploads';
import { sweepOldNotifications } from './domains/notifications';
import { sweepLapsedSeatHolds } from './domains/library';
import { REMINDER_KINDS } from './areas';
import { runReminders, startReminderSchedule } from './domains/reminders/reminders.service';
import { createMessageChannels } from './domains/messages';

/** One serving process: env → database → migrate → demo data once → listen. */
export async function startServer(config: Config): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    // PGlite's queries run in their own thread, off the event loop (db/pglite-thread.ts).
    thread: true,
    queueLimit: config.dbQueueLimit,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const storage = createStorage(config);
  const mailer = createMailer(config, { info: (obj, msg) => app.log.info(obj, msg) });
  // Processes starting together (WORKERS, several machines) migrate and seed one at a time.
  const seeded = await whileLocked(
    config.databaseUrl,
    LOCKS.startup,
    config.dbConnectTimeoutMs,
    async () => {
      await database.migrate();
      return seedDemoData(database.db, { storage });
    },
  );
  const app = await buildApp({
    config,
    database,
    storage,
    mailer,
    logger: { level: config.logLevel },
  });
  if (seeded) {
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

  const stopJobs = await startPeriodicJobs({ config, database, storage, mailer, app });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    await stopJobs();
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
}

interface JobDeps {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  app: App;
}

/**
 * The periodic jobs, run by the one process holding the lead (db/lead.ts), whatever the number
 * of processes and machines: the hourly housekeeping and the reminders. A process that does not
 * lead asks again at each of its ticks, so when the leader stops another takes over within the
 * hour. Returns the function that stops them.
 */
async function startPeriodicJobs(deps: JobDeps): Promise<() => Promise<void>> {
  const { config, database, storage, mailer, app } = deps;
  const lead: Lead = config.databaseUrl
    ? advisoryLead(config.databaseUrl, LOCKS.periodicJobs, config.dbConnectTimeoutMs)
    : soleProcessLead;
  let leading = false;
  const leads = async () => {
    const now = await lead.holds();
    if (now && !leading) app.log.info('this process runs the housekeeping and the reminders');
    leading = now;
    return now;
  };

  // Hourly housekeeping: expired sessions and reset links go, stored files that no row refers
  // to (after an hour's grace) go, notifications past their 90 days and lapsed seat holds go,
  // and PGlite's statistics and visibility maps stay fresh so lists stay on their indexes.
  async function housekeeping() {
    if (!(await leads())) return;
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

  // Reminders (fees due, loans overdue...): every REMINDER_INTERVAL_MINUTES. Each is sent once
  // even if two processes ran at once (domains/reminders); the lead spares the others the work.
  const messageProviders = createMessageChannels(config);
  const stopReminders =
    config.reminderIntervalMinutes > 0
      ? startReminderSchedule(
          async () => {
            if (!(await leads())) return;
            await runReminders({
              db: database.db,
              mailer,
              kinds: REMINDER_KINDS,
              today: todayInIndia(),
              log: app.log,
              publicUrl: config.publicUrl,
              providers: messageProviders,
            });
          },
          config.reminderIntervalMinutes * 60_000,
          app.log,
        )
      : undefined;

  return async () => {
    clearInterval(maintenance);
    await stopReminders?.();
    await lead.close();
  };
}

/** Each demo login with what it is, as the README's table lists them. */
function demoLogins(): string[] {
  const accounts = DEMO_ACCOUNTS.map((account) => {
    const what = account.isPlatformAdmin ? 'platform administrator' : account.role;
    const owns = account.owns?.map((org) => org.name).join(', ');
    return `${account.email} (${what}${owns ? `, owner of ${owns}` : ''})`;
  });
  return [...accounts, `${DEMO_FRONT_DESK} (front-desk Operator of ${DEMO_GYM})`];
}
