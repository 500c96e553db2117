import { z } from 'zod';

/**
 * Fees paid through a payment gateway the business has (issue 32, item 2; decision 0354): the
 * member, or the desk for them, gets a pay link for what is owed now; the gateway's webhook
 * marks the fee paid. Off unless the server is configured with a gateway's keys.
 */
export const ONLINE_MESSAGES = {
  off: 'Online payment is not switched on.',
  gateway: 'The payment gateway did not answer. Please try again in a moment.',
  signature: 'The webhook signature is not valid.',
  eventId: 'The webhook has no event id.',
  body: 'The webhook body is not a payment event.',
  mismatch: "The payment does not match the pay link's amount and currency.",
  linkReady: 'Pay link ready.',
  received: 'Event received.',
  ignored: 'Event ignored.',
  replay: 'Event already received.',
  paid: 'Fee paid online.',
} as const;

/** The gateways Vedann can work with. */
export const PAYMENT_PROVIDERS = ['razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Whether members can pay online here, so screens show the button only then. */
export const onlineStatusSchema = z.object({
  success: z.literal(true),
  online: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
});
export type OnlineStatus = z.infer<typeof onlineStatusSchema>;

/** A gateway's pay link for what a fee owes. */
export const onlinePayLinkSchema = z.object({
  _id: z.string(),
  /** The page the member pays on (the gateway's short link). */
  url: z.string(),
  /** Rupees with two decimals. */
  amount: z.string(),
  currency: z.string(),
  /** The reference the gateway keeps: the fee or invoice number. */
  reference: z.string(),
  createdAt: z.string(),
});
export type OnlinePayLink = z.infer<typeof onlinePayLinkSchema>;

export const onlinePayLinkAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  link: onlinePayLinkSchema,
});

/** What a webhook's answer says it did (the gateway reads only the status). */
export const webhookAnswer = z.object({ success: z.literal(true), message: z.string() });
