import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { z } from 'zod';
import { toE164Phone } from '@vedann/contracts';
import type { RazorpayConfig } from '../../config';
import type {
  CreatedPayLink,
  LinkNotes,
  PayLinkRequest,
  PaymentProvider,
  WebhookEvent,
} from './gateway';

/** How long a pay link's request may take before the member is told to try again. */
const CALL_TIMEOUT_MS = 15_000;

/** Razorpay's signature of a webhook body: HMAC-SHA256 of the raw bytes, in hex. */
export function razorpaySignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether `signature` is Razorpay's for these exact bytes, compared in constant time. The SDK's
 * own `validateWebhookSignature` compares with `===` on the body turned to text; here the bytes
 * are signed as they came.
 */
export function isRazorpaySignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(razorpaySignature(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Razorpay sends empty notes as `[]`; ours are a record. */
const notesSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .optional()
  .transform((notes): Partial<LinkNotes> => {
    if (!notes || Array.isArray(notes)) return {};
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { org_id: text(notes.org_id), link_id: text(notes.link_id) };
  });

const paise = z.number().int().nonnegative();

/** The parts of a `payment_link.paid` event we act on (Razorpay's Payment Links webhooks). */
const paidLinkSchema = z.object({
  payment_link: z.object({
    entity: z.object({
      id: z.string().min(1).max(64),
      amount_paid: paise,
      currency: z.string(),
      notes: notesSchema,
    }),
  }),
  payment: z.object({
    entity: z.object({
      id: z.string().min(1).max(64),
      amount: paise,
      currency: z.string(),
      acquirer_data: z.object({ rrn: z.string().nullish() }).partial().nullish(),
    }),
  }),
});

const eventSchema = z.object({ event: z.string().max(64), payload: z.unknown() });

/** The event a verified body names, with the payment when it is `payment_link.paid`. */
export function readRazorpayEvent(rawBody: Buffer): WebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  if (event !== 'payment_link.paid') return { event, paid: null };
  const paid = paidLinkSchema.safeParse(payload);
  if (!paid.success) return null;
  const link = paid.data.payment_link.entity;
  const payment = paid.data.payment.entity;
  const rrn = payment.acquirer_data?.rrn ?? '';
  return {
    event,
    paid: {
      linkId: link.id,
      notes: link.notes,
      linkAmountPaidPaise: link.amount_paid,
      linkCurrency: link.currency,
      paymentAmountPaise: payment.amount,
      paymentCurrency: payment.currency,
      paymentId: payment.id,
      rrn: /^\d{12}$/.test(rrn) ? rrn : '',
    },
  };
}

/** What Razorpay's `paymentLink.create` is sent for a fee (its Payment Links API). */
export function razorpayLinkBody(request: PayLinkRequest) {
  const { name, email, phone } = request.customer;
  // Stored phones are E.164 (decision 0359); a ten-digit one kept from before reads as Indian.
  const contact = phone ? toE164Phone(phone) : null;
  return {
    amount: request.amountPaise,
    currency: request.currency,
    accept_partial: false,
    reference_id: request.reference,
    description: request.description,
    customer: {
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
      ...(contact ? { contact } : {}),
    },
    // Vedann shows and sends the link itself; Razorpay's own SMS and e-mail stay off.
    notify: { sms: false, email: false },
    reminder_enable: false,
    notes: { ...request.notes },
    callback_url: request.callbackUrl,
    callback_method: 'get',
  };
}

/** The axios instance the SDK keeps in `api.rq` (not in its published types). */
interface SdkHttp {
  rq?: { defaults: { baseURL?: string } };
}

/** Razorpay's answer, or an error once CALL_TIMEOUT_MS have passed without one. */
async function inTime<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('Razorpay did not answer in time.')),
      CALL_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Razorpay through its official SDK, with the account's keys. */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  if (config.apiBaseUrl) {
    // The SDK hard-codes https://api.razorpay.com and offers no option for another host. The
    // tests' fake Razorpay (and a proxy, if a business needs one) is reached by pointing the
    // SDK's axios instance there. Only then: with no base URL configured the SDK runs as
    // shipped, so a change in its internals cannot touch real payments.
    const http = (client.api as unknown as SdkHttp).rq;
    if (!http) throw new Error('The Razorpay SDK no longer keeps its HTTP client at api.rq.');
    http.defaults.baseURL = config.apiBaseUrl;
  }
  return {
    name: 'razorpay',
    async createPayLink(request): Promise<CreatedPayLink> {
      const link = await inTime(client.paymentLink.create(razorpayLinkBody(request)));
      return { id: link.id, url: link.short_url };
    },
    async cancelPayLink(linkId) {
      await inTime(client.paymentLink.cancel(linkId));
    },
    verifyWebhook: (rawBody, signature) =>
      isRazorpaySignature(rawBody, signature, config.webhookSecret),
    readEvent: readRazorpayEvent,
  };
}
