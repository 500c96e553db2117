/**
 * Multiple: a message sent to many of a business's people, by e-mail, WhatsApp or SMS. The
 * request records the message and the people picked one by one; the group is resolved and
 * everyone is sent it after the answer (`AppContext.background`), in batches, so a gym of
 * thousands answers at once.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BroadcastGroup,
  BroadcastPick,
  BroadcastRecipientStatus,
  MessageChannelName,
  OrgKind,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import {
  broadcastMessage,
  messageLanguageOf,
  readChannels,
  type MessageChannels,
} from '../messages';
import { organizations } from '../orgs/orgs.table';
import { sendMessageOnce, type ChannelOutcome } from '../reminders/reminders.service';
import { listPeople, type PeopleDirectory, type PersonListed } from '../people/directory';
import { notify } from '../notifications';
import { broadcastRecipients, broadcasts } from './broadcasts.table';

export interface BroadcastServices {
  db: Db;
  mailer: Mailer;
  /** The WhatsApp and SMS providers configured; none when left out. */
  providers?: MessageChannels;
  people: readonly PeopleDirectory[];
  log?: { warn(obj: object, msg: string): void };
}

/** People resolved, and recipients claimed, per round: bounded memory and short statements. */
export const BROADCAST_BATCH = 200;
/** Recipients sent to at once: an SMTP server or a provider is not kept waiting one by one. */
const SEND_CONCURRENCY = 4;
/** The once-only record's kind for a broadcast: one row per recipient and channel. */
export const BROADCAST_KIND = 'broadcast';

/**
 * What became of a recipient from their channels' outcomes: the worst of them (a failed channel
 * makes the recipient failed), and the channels it went on: sent now, or skipped because the
 * once-only record already holds that channel (an earlier run's). No channel could carry it:
 * unreachable.
 */
export function recipientOutcome(outcomes: readonly ChannelOutcome[]): {
  status: Extract<BroadcastRecipientStatus, 'sent' | 'failed' | 'unreachable'>;
  channels: MessageChannelName[];
  failed: MessageChannelName[];
} {
  const channels = outcomes.filter((o) => o.outcome !== 'failed').map((o) => o.channel);
  const failed = outcomes.filter((o) => o.outcome === 'failed').map((o) => o.channel);
  if (outcomes.length === 0) return { status: 'unreachable', channels, failed };
  return { status: failed.length > 0 ? 'failed' : 'sent', channels, failed };
}

/**
 * Who a recipient is, across directories: a staff record and a team membership of one account
 * are one person, so they get the message once.
 */
export function personKey(person: Pick<PersonListed, 'directory' | 'recordId' | 'userId'>) {
  return person.userId ? `user:${person.userId}` : `${person.directory}:${person.recordId}`;
}

/** The e-mail a person gets: the business named in the subject, greeted by name, signed. */
export function broadcastMail(message: {
  business: string;
  name: string;
  subject: string;
  body: string;
}): { subject: string; text: string } {
  return {
    subject: `${message.business}: ${message.subject}`,
    text: [
      `Hello ${message.name},`,
      '',
      message.body,
      '',
      `${message.business}`,
      `You receive this e-mail as one of ${message.business}'s people on Vedann.`,
    ].join('\n'),
  };
}

/**
 * Adds people to a message's recipients; a person or an address already on it is left out by
 * the unique keys. Those with neither an e-mail nor a phone are recorded as not reachable, never
 * skipped.
 */
export async function addRecipients(
  db: Db,
  broadcast: { id: string; orgId: string },
  people: readonly PersonListed[],
): Promise<void> {
  if (people.length === 0) return;
  const added = await db
    .insert(broadcastRecipients)
    .values(
      people.map((person) => ({
        orgId: broadcast.orgId,
        broadcastId: broadcast.id,
        personKey: personKey(person),
        directory: person.directory,
        recordId: person.recordId,
        name: person.name.slice(0, 100),
        audience: person.audience,
        email: person.email,
        phone: person.phone,
        language: person.language,
        ownChannel: person.channel,
        status: person.email || person.phone ? ('pending' as const) : ('unreachable' as const),
      })),
    )
    .onConflictDoNothing()
    .returning({ status: broadcastRecipients.status });
  const unreachable = added.filter((row) => row.status === 'unreachable').length;
  await db
    .update(broadcasts)
    .set({
      recipients: sql`${broadcasts.recipients} + ${added.length}`,
      unreachable: sql`${broadcasts.unreachable} + ${unreachable}`,
    })
    .where(and(eq(broadcasts.orgId, broadcast.orgId), eq(broadcasts.id, broadcast.id)));
}

/**
 * The people picked one by one, read from their directories with their e-mail; undefined when
 * one of them is not one of this business's people (another business's, or made up).
 */
export async function findPicked(
  directories: readonly PeopleDirectory[],
  db: Db,
  org: { id: string; kind: OrgKind },
  picks: readonly BroadcastPick[],
): Promise<PersonListed[] | undefined> {
  const byDirectory = new Map<string, Set<string>>();
  for (const pick of picks) {
    const ids = byDirectory.get(pick.directory) ?? new Set<string>();
    byDirectory.set(pick.directory, ids.add(pick.recordId));
  }
  const found: PersonListed[] = [];
  for (const [name, ids] of byDirectory) {
    const directory = directories.find((d) => d.name === name && d.kinds.includes(org.kind));
    if (!directory) return undefined;
    const page = await directory.list(
      db,
      org.id,
      { recordIds: [...ids] },
      { offset: 0, limit: ids.size },
    );
    if (page.people.length < ids.size) return undefined;
    found.push(...page.people);
  }
  return found;
}

/** How many of the business's people a group holds. */
export async function groupSize(
  directories: readonly PeopleDirectory[],
  db: Db,
  org: { id: string; kind: OrgKind },
  group: BroadcastGroup,
): Promise<number> {
  const filter = group === 'everyone' ? {} : { audience: group };
  return (await listPeople(directories, db, org, filter, { offset: 0, limit: 0 })).total;
}

/** Adds every person of the group, a batch at a time; run again, it adds only who is missing. */
async function addGroup(
  services: BroadcastServices,
  broadcast: { id: string; orgId: string; kind: OrgKind; audience: BroadcastGroup },
): Promise<void> {
  const org = { id: broadcast.orgId, kind: broadcast.kind };
  const filter = broadcast.audience === 'everyone' ? {} : { audience: broadcast.audience };
  for (let offset = 0; ; offset += BROADCAST_BATCH) {
    const page = await listPeople(services.people, services.db, org, filter, {
      offset,
      limit: BROADCAST_BATCH,
    });
    await addRecipients(services.db, broadcast, page.people);
    if (offset + BROADCAST_BATCH >= page.total) return;
  }
}

/** Where a business's people find it in the app: a gym member's own page, else the dashboard. */
const peoplePage = (kind: OrgKind) => (kind === 'gym' ? '/gym/me' : '/service');

/**
 * The claimed recipients with an account also find the message in their notifications: one
 * insert per batch, before the e-mails, once per message and account.
 */
async function notifyClaimed(
  db: Db,
  broadcast: { id: string; orgId: string; subject: string; business: string; kind: OrgKind },
  claimed: readonly { personKey: string }[],
): Promise<void> {
  const { subject } = broadcastMail({ ...broadcast, name: '', body: '' });
  await notify(
    db,
    claimed
      .filter((recipient) => recipient.personKey.startsWith('user:'))
      .map((recipient) => ({
        userId: recipient.personKey.slice('user:'.length),
        kind: 'business-notice' as const,
        key: `broadcast:${broadcast.id}`,
        text: subject,
        link: peoplePage(broadcast.kind),
        orgId: broadcast.orgId,
        business: broadcast.business,
      })),
  );
}

interface BroadcastToSend {
  id: string;
  orgId: string;
  subject: string;
  body: string;
  business: string;
  kind: OrgKind;
}

interface ClaimedRecipient {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  ownChannel: MessageChannelName | null;
  personKey: string;
}

/**
 * Sends the message to one claimed recipient on their channels (their own when it can carry it,
 * else the business's, as the reminders), each once through the once-only record, and keeps the
 * recipient's status and channels.
 */
async function sendToRecipient(
  services: BroadcastServices,
  broadcast: BroadcastToSend,
  businessChannels: readonly MessageChannelName[],
  recipient: ClaimedRecipient,
) {
  const { db, mailer, log } = services;
  const facts = { ...broadcast, name: recipient.name };
  const mail = broadcastMail(facts);
  const outcomes = await sendMessageOnce(
    { db, mailer, providers: services.providers ?? NO_PROVIDERS, log, businessChannels },
    { name: BROADCAST_KIND },
    {
      person: recipient.personKey,
      period: `broadcast:${broadcast.id}`,
      to: recipient.email ?? '',
      subject: mail.subject,
      text: mail.text,
      orgId: broadcast.orgId,
      phone: recipient.phone,
      message: broadcastMessage(facts, messageLanguageOf(recipient.language)),
      channels: recipient.ownChannel ? [recipient.ownChannel] : null,
    },
  );
  const outcome = recipientOutcome(outcomes);
  await db
    .update(broadcastRecipients)
    .set({
      status: outcome.status,
      channels: outcome.channels,
      sentAt: outcome.channels.length > 0 ? new Date() : null,
      error: outcome.failed.length > 0 ? `Not sent by ${outcome.failed.join(', ')}.` : null,
    })
    .where(
      and(eq(broadcastRecipients.orgId, broadcast.orgId), eq(broadcastRecipients.id, recipient.id)),
    );
  return outcome.status;
}

const NO_PROVIDERS: MessageChannels = { whatsapp: null, sms: null };

/**
 * Sends the message to its pending recipients. Each is claimed (pending → sending) by a
 * conditional update that one run alone wins, then sent on each of its channels through the
 * once-only record (`reminders_sent`, one row per recipient and channel), then marked with the
 * worst outcome: a second run, or a restart, never sends anyone the message twice on a channel.
 * A process that stops between the claim and the send leaves the row `sending`, never retried,
 * as the reminders do.
 */
async function sendPending(services: BroadcastServices, broadcast: BroadcastToSend) {
  const { db } = services;
  const businessChannels = await readChannels(db, broadcast.orgId);
  for (;;) {
    const next = await db
      .select({ id: broadcastRecipients.id })
      .from(broadcastRecipients)
      .where(
        and(
          eq(broadcastRecipients.orgId, broadcast.orgId),
          eq(broadcastRecipients.broadcastId, broadcast.id),
          eq(broadcastRecipients.status, 'pending'),
        ),
      )
      .orderBy(asc(broadcastRecipients.id))
      .limit(BROADCAST_BATCH);
    if (next.length === 0) return;
    const claimed = await db
      .update(broadcastRecipients)
      .set({ status: 'sending' })
      .where(
        and(
          eq(broadcastRecipients.orgId, broadcast.orgId),
          inArray(
            broadcastRecipients.id,
            next.map((row) => row.id),
          ),
          eq(broadcastRecipients.status, 'pending'),
        ),
      )
      .returning({
        id: broadcastRecipients.id,
        name: broadcastRecipients.name,
        email: broadcastRecipients.email,
        phone: broadcastRecipients.phone,
        language: broadcastRecipients.language,
        ownChannel: broadcastRecipients.ownChannel,
        personKey: broadcastRecipients.personKey,
      });
    await notifyClaimed(db, broadcast, claimed);
    const counts = { sent: 0, failed: 0, unreachable: 0 };
    for (let start = 0; start < claimed.length; start += SEND_CONCURRENCY) {
      const statuses = await Promise.all(
        claimed
          .slice(start, start + SEND_CONCURRENCY)
          .map((recipient) => sendToRecipient(services, broadcast, businessChannels, recipient)),
      );
      for (const status of statuses) counts[status] += 1;
    }
    await db
      .update(broadcasts)
      .set({
        sent: sql`${broadcasts.sent} + ${counts.sent}`,
        failed: sql`${broadcasts.failed} + ${counts.failed}`,
        unreachable: sql`${broadcasts.unreachable} + ${counts.unreachable}`,
      })
      .where(and(eq(broadcasts.orgId, broadcast.orgId), eq(broadcasts.id, broadcast.id)));
  }
}

/** Resolves the message's group, sends it to everyone pending, and marks the message done. */
export async function deliverBroadcast(
  services: BroadcastServices,
  broadcastId: string,
): Promise<void> {
  const { db } = services;
  const [row] = await db
    .select({ broadcast: broadcasts, org: { kind: organizations.kind, name: organizations.name } })
    .from(broadcasts)
    .innerJoin(organizations, eq(organizations.id, broadcasts.orgId))
    .where(eq(broadcasts.id, broadcastId));
  if (!row || row.broadcast.status === 'done') return;
  const { broadcast, org } = row;
  if (broadcast.audience) {
    await addGroup(services, { ...broadcast, kind: org.kind, audience: broadcast.audience });
  }
  await sendPending(services, { ...broadcast, business: org.name, kind: org.kind });
  await db
    .update(broadcasts)
    .set({ status: 'done', finishedAt: new Date() })
    .where(
      and(
        eq(broadcasts.orgId, broadcast.orgId),
        eq(broadcasts.id, broadcastId),
        eq(broadcasts.status, 'sending'),
      ),
    );
}

/** Messages a stopped server left unfinished: each goes on where it was. */
export async function resumeBroadcasts(services: BroadcastServices): Promise<void> {
  const unfinished = await services.db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(eq(broadcasts.status, 'sending'))
    .orderBy(asc(broadcasts.id));
  for (const { id } of unfinished) await deliverBroadcast(services, id);
}
