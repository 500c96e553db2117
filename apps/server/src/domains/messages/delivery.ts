import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@vedann/contracts';

/**
 * WhatsApp's delivery reports (decision 0359): Meta posts each message's status to the webhook,
 * signed with the app's secret. A message's delivery only moves forward: a report that comes
 * late or twice changes nothing. The reports are applied where the messages are kept
 * (`reminders_sent`, domains/reminders/delivery-reports.ts).
 */

/** `X-Hub-Signature-256` as Meta writes it: `sha256=` and the HMAC-SHA256 of the raw body. */
export const whatsAppSignature = (rawBody: Buffer | string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Whether the header is the body's signature with the app's secret (compared in constant time). */
export function isWhatsAppSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/**
 * Whether Meta's `hub.verify_token` is the configured one, compared in constant time as the
 * signature is: both are hashed first, so neither their content nor their length leaks by timing.
 */
export function isWhatsAppVerifyToken(given: string | undefined, verifyToken: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(verifyToken));
}

/**
 * How far along each status is. `failed` ends a message that was only accepted or sent; a
 * message already delivered or read stays so (a second device's failure does not undo it).
 */
const STAGE: Record<DeliveryStatus, number> = {
  accepted: 0,
  sent: 1,
  delivered: 2,
  failed: 2,
  read: 3,
};

/** The statuses a report of `next` may replace: those before it. */
export const statusesBefore = (next: DeliveryStatus): DeliveryStatus[] =>
  DELIVERY_STATUSES.filter((status) => STAGE[status] < STAGE[next]);

const REPORTED = ['sent', 'delivered', 'read', 'failed'] as const;

/** The parts of Meta's `whatsapp_business_account` notification that carry statuses. */
const notificationSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string().optional(),
          value: z
            .object({
              statuses: z
                .array(z.object({ id: z.string().min(1).max(200), status: z.string() }))
                .optional(),
            })
            .optional(),
        }),
      ),
    }),
  ),
});

export interface StatusReport {
  providerId: string;
  status: (typeof REPORTED)[number];
}

/**
 * The status reports in a notification, or null when it is not one Meta sends. Statuses Vedann
 * does not keep (`deleted`, `warning`) and other fields (incoming messages) are left out.
 */
export function readStatusReports(rawBody: Buffer): StatusReport[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const notification = notificationSchema.safeParse(parsed);
  if (!notification.success) return null;
  const reports: StatusReport[] = [];
  for (const entry of notification.data.entry) {
    for (const change of entry.changes) {
      for (const { id, status } of change.value?.statuses ?? []) {
        const known = REPORTED.find((name) => name === status);
        if (known) reports.push({ providerId: id, status: known });
      }
    }
  }
  return reports;
}
