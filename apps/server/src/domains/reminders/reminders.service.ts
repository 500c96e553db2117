/**
 * Reminders (DESIGN.md section 12): each area registers kinds in src/areas.ts; a job runs every
 * kind, and each due reminder is claimed in reminders_sent before it is sent, so it goes out once.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MessageChannelName, NotificationKind } from '@vedann/contracts';
import type { Mailer, MailImage } from '../../mail/mailer';
import { notify } from '../notifications';
import { readChannels, type MessageChannels, type TemplateMessage } from '../messages';
import { REMINDER_MAX_ATTEMPTS, remindersSent } from './reminders.table';

/** One reminder a kind says is due. (kind, person, period) is its key: it is sent once. */
export interface DueReminder {
  person: string;
  period: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML twin of the text, with the pictures it shows (a UPI QR code). */
  html?: string;
  images?: readonly MailImage[];
  orgId?: string | null;
  /** The business's name, where the reminder is from one (the notification names it). */
  business?: string;
  /** The recipient's account, where they have one: the reminder is then also a notification. */
  userId?: string | null;
  /** The page of the app the notification leads to (a path). */
  link?: string;
  /** What the reminder covers up to, for a kind that sends what is new since its previous one. */
  coversUntil?: Date;
  /**
   * The member's phone (E.164) and the reminder as a WhatsApp or SMS template in their language:
   * where the business chose those channels and a provider is configured, it goes there too.
   */
  phone?: string | null;
  message?: TemplateMessage;
  /**
   * The person's own channels, over the business's choice (decision 0359): a member's one
   * channel, the channels a job alert was saved with. Null or left out: the business's channels.
   */
  channels?: readonly MessageChannelName[] | null;
}

/** What a message sent through the once-only record is: its kind, and its notification if any. */
export interface MessageKind {
  name: string;
  /** Left out: the message is not also written to the recipient's notifications. */
  notification?: NotificationKind;
}

export interface ReminderKind {
  /** Unique among kinds, e.g. 'loan-overdue', 'fee-due'. */
  name: string;
  /** The notification a reminder of this kind is, for a recipient with an account. */
  notification: NotificationKind;
  /**
   * The reminders due on `today` (India's day, YYYY-MM-DD), at most `limit` of them. A kind
   * should leave out those already sent (`reminderStillDue` in reminders.table.ts), so that a
   * run reads only what is left; the claim makes it safe either way.
   */
  listDue(db: Db, today: string, limit: number, links: ReminderLinks): Promise<DueReminder[]>;
}

/** What a kind may need to write links to the app in its e-mails. */
export interface ReminderLinks {
  /** The app's public address, without a trailing slash (config.publicUrl). */
  publicUrl: string;
}

export interface ReminderKindResult {
  kind: string;
  due: number;
  sent: number;
  failed: number;
  /** Already sent or being sent by another run. */
  skipped: number;
  /** The kind could not list its reminders. */
  error?: string;
}

export interface ReminderLog {
  warn(obj: object, msg: string): void;
}

/** How many reminders of one kind one run handles; the rest wait for the next run. */
export const REMINDER_BATCH = 500;

/**
 * Claims a reminder: the insert wins only if no row has its key. A reminder that failed earlier
 * and has tries left is claimed again by a conditional update, which one run alone can win.
 */
async function claim(
  db: Db,
  kind: string,
  due: DueReminder,
  channel: MessageChannelName,
  recipient: string,
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(remindersSent)
    .values({
      kind,
      person: due.person,
      period: due.period,
      channel,
      orgId: due.orgId ?? null,
      recipient,
      subject: due.subject.slice(0, 200),
      coversUntil: due.coversUntil ?? null,
    })
    .onConflictDoNothing({
      target: [
        remindersSent.kind,
        remindersSent.person,
        remindersSent.period,
        remindersSent.channel,
      ],
    })
    .returning({ id: remindersSent.id });
  if (inserted) return inserted.id;
  const [retried] = await db
    .update(remindersSent)
    .set({
      status: 'sending',
      attempts: sql`${remindersSent.attempts} + 1`,
      error: null,
      coversUntil: due.coversUntil ?? null,
    })
    .where(
      and(
        eq(remindersSent.kind, kind),
        eq(remindersSent.person, due.person),
        eq(remindersSent.period, due.period),
        eq(remindersSent.channel, channel),
        eq(remindersSent.status, 'failed'),
        lt(remindersSent.attempts, REMINDER_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: remindersSent.id });
  return retried?.id;
}

/** Where one reminder goes on one channel. */
interface Delivery {
  channel: MessageChannelName;
  recipient: string;
  send(): Promise<{ providerId: string } | void>;
}

/**
 * The channels a reminder goes on: those its business chose (e-mail alone for a reminder of no
 * business, or before it chooses), each where it can: WhatsApp and SMS need the member's phone,
 * the reminder's template and a configured provider (without one the desk sends by
 * click-to-chat).
 */
function deliveriesOf(
  reminder: DueReminder,
  chosen: readonly MessageChannelName[],
  mailer: Mailer,
  providers: MessageChannels,
): Delivery[] {
  const { to, subject, text, html, images, phone, message } = reminder;
  return chosen.flatMap((channel): Delivery[] => {
    if (channel === 'email') {
      // A message may have no address (a gym member known by phone alone): nothing to e-mail.
      if (!to) return [];
      const mail = { to, subject, text, ...(html ? { html, images: images ?? [] } : {}) };
      return [{ channel, recipient: to, send: () => mailer.send(mail) }];
    }
    const provider = providers[channel];
    if (!provider || !phone || !message) return [];
    return [{ channel, recipient: phone, send: () => provider.send(phone, message) }];
  });
}

/**
 * Where a reminder goes: on the person's own channels when they chose some and one of them can
 * carry it (a WhatsApp or SMS needs their phone and a provider); otherwise on the business's.
 */
async function reminderDeliveries(
  reminder: DueReminder,
  channelsOf: (orgId: string | null | undefined) => Promise<MessageChannelName[]>,
  mailer: Mailer,
  providers: MessageChannels,
): Promise<Delivery[]> {
  if (reminder.channels && reminder.channels.length > 0) {
    const own = deliveriesOf(reminder, reminder.channels, mailer, providers);
    if (own.length > 0) return own;
  }
  return deliveriesOf(reminder, await channelsOf(reminder.orgId), mailer, providers);
}

/**
 * Runs each kind once: lists its due reminders, and for each channel the business chose claims
 * it and sends the claimed ones (the mailer, or the WhatsApp or SMS provider), each also written
 * once to the recipient's notifications when they have an account. A failed send marks its claim
 * 'failed' (a later run tries again, up to REMINDER_MAX_ATTEMPTS in all); a process that stops
 * between claim and send leaves it 'sending', which is never retried: a reminder may be lost
 * then, but never sent twice on a channel.
 */
export async function runReminders(options: {
  db: Db;
  mailer: Mailer;
  kinds: readonly ReminderKind[];
  today: string;
  log?: ReminderLog;
  /** For the links in e-mails; tests that need none may leave it out. */
  publicUrl?: string;
  /** The WhatsApp and SMS providers configured; none when left out. */
  providers?: MessageChannels;
}): Promise<ReminderKindResult[]> {
  const { db, mailer, kinds, today, log } = options;
  const providers = options.providers ?? { whatsapp: null, sms: null };
  const links: ReminderLinks = { publicUrl: options.publicUrl ?? '' };
  const channelsByOrg = new Map<string, Promise<MessageChannelName[]>>();
  const channelsOf = (orgId: string | null | undefined) => {
    if (!orgId) return Promise.resolve<MessageChannelName[]>(['email']);
    let channels = channelsByOrg.get(orgId);
    if (!channels) channelsByOrg.set(orgId, (channels = readChannels(db, orgId)));
    return channels;
  };
  const results: ReminderKindResult[] = [];
  for (const kind of kinds) {
    const result: ReminderKindResult = { kind: kind.name, due: 0, sent: 0, failed: 0, skipped: 0 };
    results.push(result);
    let due: DueReminder[];
    try {
      due = await kind.listDue(db, today, REMINDER_BATCH, links);
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      log?.warn({ err: error, kind: kind.name }, 'reminder kind failed to list');
      continue;
    }
    result.due = due.length;
    for (const reminder of due) {
      const deliveries = await reminderDeliveries(reminder, channelsOf, mailer, providers);
      for (const delivery of deliveries) {
        const outcome = await deliver(db, kind, reminder, delivery, log);
        result[outcome] += 1;
      }
    }
  }
  return results;
}

/** Claims one reminder on one channel and sends it; what became of it. */
async function deliver(
  db: Db,
  kind: MessageKind,
  reminder: DueReminder,
  delivery: Delivery,
  log: ReminderLog | undefined,
): Promise<'sent' | 'failed' | 'skipped'> {
  const id = await claim(db, kind.name, reminder, delivery.channel, delivery.recipient);
  if (!id) return 'skipped';
  try {
    // Written before the message, once (its key is the reminder's, whatever the channel): a
    // send that fails and is tried again by a later run finds it written already.
    if (reminder.userId && kind.notification) {
      await notify(db, [
        {
          userId: reminder.userId,
          kind: kind.notification,
          key: `${reminder.person}:${reminder.period}`,
          text: reminder.subject,
          link: reminder.link ?? '/',
          orgId: reminder.orgId ?? null,
          business: reminder.business ?? null,
        },
      ]);
    }
    const receipt = await delivery.send();
    await db
      .update(remindersSent)
      .set({
        status: 'sent',
        sentAt: new Date(),
        ...(receipt ? { providerId: receipt.providerId, delivery: 'accepted' as const } : {}),
      })
      .where(eq(remindersSent.id, id));
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(remindersSent)
      .set({ status: 'failed', error: message.slice(0, 500) })
      .where(eq(remindersSent.id, id));
    log?.warn(
      { err: error, kind: kind.name, channel: delivery.channel, to: delivery.recipient },
      'reminder not sent',
    );
    return 'failed';
  }
}

/** What became of a message on one channel. */
export interface ChannelOutcome {
  channel: MessageChannelName;
  outcome: 'sent' | 'failed' | 'skipped';
}

/**
 * Sends one message now, on its channels, through the same once-only record as the reminders
 * (a receipt when a payment issues one, a broadcast to each of its recipients): a second call
 * with the same person and period sends nothing on a channel already sent. What became of it
 * on each channel; none when no channel can carry it. A caller sending many messages of one
 * business passes its channels (`businessChannels`), read once.
 */
export async function sendMessageOnce(
  options: {
    db: Db;
    mailer: Mailer;
    providers: MessageChannels;
    log?: ReminderLog;
    businessChannels?: readonly MessageChannelName[];
  },
  kind: MessageKind,
  message: DueReminder,
): Promise<ChannelOutcome[]> {
  const { db, mailer, providers, log, businessChannels } = options;
  const channelsOf = async (orgId: string | null | undefined) =>
    businessChannels ? [...businessChannels] : orgId ? readChannels(db, orgId) : ['email' as const];
  const deliveries = await reminderDeliveries(message, channelsOf, mailer, providers);
  const outcomes: ChannelOutcome[] = [];
  for (const delivery of deliveries) {
    const outcome = await deliver(db, kind, message, delivery, log);
    outcomes.push({ channel: delivery.channel, outcome });
  }
  return outcomes;
}

/**
 * The job on a timer in the server process: first a minute after start, then every
 * `intervalMs`. A run still going when the next is due is not overlapped. The timers are
 * unref'd, so they never keep a stopping process alive. Returns a stop function.
 */
export function startReminderSchedule(
  run: () => Promise<unknown>,
  intervalMs: number,
  log: ReminderLog,
) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => log.warn({ err: error }, 'reminder run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, Math.min(60_000, intervalMs));
  first.unref();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
