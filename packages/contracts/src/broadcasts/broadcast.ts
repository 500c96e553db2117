import { z } from 'zod';
import { idSchema } from '../common/api';
import { MESSAGE_CHANNELS } from '../messages/channel-terms';
import { NOTICE_AUDIENCES } from '../notices/notice';

/**
 * Multiple (SUTRIN ADMIN of the gym and the ahar): one message e-mailed to many of the
 * business's people at once. The spec names the item only; the rules are ours (docs/areas/kit-multiple.md,
 * "The business kit: Multiple").
 */

/** Everyone, or one audience of the people directories (the notices' User, Member, Staff). */
export const BROADCAST_GROUPS = ['everyone', ...NOTICE_AUDIENCES] as const;
export type BroadcastGroup = (typeof BROADCAST_GROUPS)[number];

export const BROADCAST_SUBJECT_MAX = 150;
export const BROADCAST_BODY_MAX = 5000;
/** Picking is for a few people; a larger crowd is a group, which the server resolves itself. */
export const BROADCAST_PICK_MAX = 100;

export const BROADCAST_STATUSES = ['sending', 'done'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/**
 * A recipient's one status, the worst of their channels' (decision 0359): `failed` when a channel
 * failed, `sent` when every channel it went on took it. `unreachable`: the person has neither an
 * e-mail nor a phone on their record or a linked account, or no channel chosen can carry it to
 * them (a phone alone while the business sends by e-mail, or with no provider configured).
 */
export const BROADCAST_RECIPIENT_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'unreachable',
] as const;
export type BroadcastRecipientStatus = (typeof BROADCAST_RECIPIENT_STATUSES)[number];

export const BROADCAST_MESSAGES = {
  subject: 'Subject is required.',
  subjectLong: `The subject may have at most ${BROADCAST_SUBJECT_MAX} characters.`,
  subjectOneLine: 'The subject must be on one line.',
  body: 'Message is required.',
  bodyLong: `The message may have at most ${BROADCAST_BODY_MAX} characters.`,
  group: 'Choose everyone, or Users, Members or Staff.',
  recipients: 'Choose a group or pick at least one person.',
  tooMany: `Pick at most ${BROADCAST_PICK_MAX} people; to reach more, choose a group.`,
  personNotFound: 'One of the people picked is not one of this business’s people.',
  nobody: 'Nobody is in this group yet.',
  sending: 'Your message is being sent.',
  sendFailed: 'Failed to send the message.',
  notFound: 'Message not found.',
  empty: 'No messages sent yet.',
  loading: 'Loading messages...',
  loadFailed: 'Failed to load messages.',
  peopleEmpty: 'Nobody of this business matches.',
  peopleLoadFailed: 'Failed to load the people.',
  recipientsEmpty: 'This message has no recipients.',
} as const;

/** A person picked from the pick list: which directory knows them, and their record there. */
export const broadcastPickSchema = z.object({
  directory: z.string().trim().min(1).max(40),
  recordId: idSchema,
});
export type BroadcastPick = z.infer<typeof broadcastPickSchema>;

export const broadcastInputSchema = z
  .object({
    subject: z
      .string({ error: BROADCAST_MESSAGES.subject })
      .trim()
      .min(1, BROADCAST_MESSAGES.subject)
      .max(BROADCAST_SUBJECT_MAX, BROADCAST_MESSAGES.subjectLong)
      // A line break in a subject would be a second header line of the e-mail.
      .refine((subject) => !/[\r\n]/.test(subject), BROADCAST_MESSAGES.subjectOneLine),
    body: z
      .string({ error: BROADCAST_MESSAGES.body })
      .trim()
      .min(1, BROADCAST_MESSAGES.body)
      .max(BROADCAST_BODY_MAX, BROADCAST_MESSAGES.bodyLong),
    /** Empty: only the people picked. */
    group: z
      .union([z.literal(''), z.null(), z.enum(BROADCAST_GROUPS)], {
        error: BROADCAST_MESSAGES.group,
      })
      .transform((group) => group || null)
      .default(null),
    people: z
      .array(broadcastPickSchema)
      .max(BROADCAST_PICK_MAX, BROADCAST_MESSAGES.tooMany)
      .default([]),
  })
  .refine((input) => input.group !== null || input.people.length > 0, {
    message: BROADCAST_MESSAGES.recipients,
    path: ['group'],
  });
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

export const broadcastSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  group: z.enum(BROADCAST_GROUPS).nullable(),
  /** How many people were picked one by one (beside the group). */
  picked: z.number(),
  status: z.enum(BROADCAST_STATUSES),
  recipients: z.number(),
  sent: z.number(),
  unreachable: z.number(),
  failed: z.number(),
  sentBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/**
 * One line of the pick list. Addresses and phones stay on the server: the list says only
 * whether one is known.
 */
export const broadcastPersonSchema = z.object({
  directory: z.string(),
  recordId: z.string(),
  name: z.string(),
  group: z.enum(NOTICE_AUDIENCES),
  reachable: z.boolean(),
});
export type BroadcastPerson = z.infer<typeof broadcastPersonSchema>;

export const broadcastRecipientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  group: z.enum(NOTICE_AUDIENCES),
  status: z.enum(BROADCAST_RECIPIENT_STATUSES),
  /** The channels the message went on to this person (none yet, or none could carry it). */
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
  sentAt: z.string().nullable(),
});
export type BroadcastRecipient = z.infer<typeof broadcastRecipientSchema>;

/** Recipients whose message is settled (sent, failed or unreachable), for a progress bar. */
export function broadcastSettled(broadcast: Pick<Broadcast, 'sent' | 'unreachable' | 'failed'>) {
  return broadcast.sent + broadcast.unreachable + broadcast.failed;
}
