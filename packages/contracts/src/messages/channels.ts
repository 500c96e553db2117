import { z } from 'zod';
import { idSchema } from '../common/api';
import { phoneInputSchema } from '../common/phone';

/**
 * How a business reaches its members (issue 32, item 3; decision 0359): by e-mail, WhatsApp or
 * SMS, chosen per business, each message written in the member's language. With no WhatsApp
 * provider configured, the desk sends a WhatsApp message itself through click-to-chat
 * (`wa.me`) and the app records that it did.
 */

export const MESSAGE_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];

/** The languages a member's messages are written in. */
export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * What a click-to-chat message is about: the desk's rows that offer "Send on WhatsApp" (a
 * library member's month of fees, a gym membership's end, a library loan past its due date, a
 * library fee's receipt, a gym fee paid, whose invoice is its receipt, an ahar's tiffin bill due
 * and its receipt).
 */
export const MESSAGE_SUBJECTS = [
  'library-fee',
  'gym-expiry',
  'library-loan',
  'library-receipt',
  'gym-receipt',
  'tiffin-bill',
  'tiffin-receipt',
] as const;
export type MessageSubject = (typeof MESSAGE_SUBJECTS)[number];

export const MESSAGE_MESSAGES = {
  channels: 'Choose at least one channel: e-mail, WhatsApp or SMS.',
  saved: 'Message channels saved.',
  period: 'Give the period the message is about.',
  phone: 'Phone number must be exactly 10 digits.',
  text: 'The message must have 1 to 2000 characters.',
  recorded: 'Sent on WhatsApp recorded.',
  notFound: 'Nothing to send a message about here.',
  memberChannel: 'Choose e-mail, WhatsApp, SMS, or as the business chooses.',
  memberLanguage: 'Choose English, Hindi, or as their account says.',
  webhookOff: 'WhatsApp delivery reports are not switched on.',
  webhookToken: 'The verify token does not match.',
  webhookSignature: 'The delivery report is not signed by WhatsApp.',
  webhookBody: 'The delivery report could not be read.',
  webhookTaken: 'Delivery report taken.',
} as const;

/** A business's channels: e-mail alone until it chooses (every member has an e-mail address). */
export const DEFAULT_MESSAGE_CHANNELS: readonly MessageChannelName[] = ['email'];

export const messageSettingsInputSchema = z.object({
  channels: z
    .array(z.enum(MESSAGE_CHANNELS, { error: MESSAGE_MESSAGES.channels }), {
      error: MESSAGE_MESSAGES.channels,
    })
    .min(1, MESSAGE_MESSAGES.channels)
    .max(MESSAGE_CHANNELS.length, MESSAGE_MESSAGES.channels)
    .transform((channels) => MESSAGE_CHANNELS.filter((channel) => channels.includes(channel))),
});
export type MessageSettingsInput = z.input<typeof messageSettingsInputSchema>;

export const messageSettingsSchema = z.object({
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
  /** Which channels the server can send on itself (a provider is configured). */
  providers: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/**
 * A member's own choice of how they are reached, over the business's (decision 0359): one
 * channel, or null (also an empty form field) for the business's channels; a language, or null
 * for their account's. Left out, it stays as it was: the spec's joined-member form, which has no
 * such fields, does not undo what the member chose on their own page. Spread into a member's
 * input and answer.
 */
export const memberMessageInputShape = {
  messageChannel: z
    .union([z.literal(''), z.enum(MESSAGE_CHANNELS)], { error: MESSAGE_MESSAGES.memberChannel })
    .nullish()
    .transform((channel) => (channel === undefined ? undefined : channel || null)),
  messageLanguage: z
    .union([z.literal(''), z.enum(MESSAGE_LANGUAGES)], { error: MESSAGE_MESSAGES.memberLanguage })
    .nullish()
    .transform((language) => (language === undefined ? undefined : language || null)),
};

export const memberMessageShape = {
  /** Null: the business's channels. */
  messageChannel: z.enum(MESSAGE_CHANNELS).nullable(),
  /** Null: their account's language (English without one). */
  messageLanguage: z.enum(MESSAGE_LANGUAGES).nullable(),
};

/** The desk sent a message on WhatsApp through click-to-chat: what, to whom, about what. */
export const whatsAppSendInputSchema = z.object({
  /** The record it is about (the member, the loan...). */
  target: idSchema,
  /** Which of the record's messages (a fee's month, `2026-11`). */
  period: z
    .string({ error: MESSAGE_MESSAGES.period })
    .trim()
    .min(1, MESSAGE_MESSAGES.period)
    .max(100, MESSAGE_MESSAGES.period),
  phone: phoneInputSchema(MESSAGE_MESSAGES.phone),
  text: z
    .string({ error: MESSAGE_MESSAGES.text })
    .trim()
    .min(1, MESSAGE_MESSAGES.text)
    .max(2000, MESSAGE_MESSAGES.text),
});
export type WhatsAppSendInput = z.input<typeof whatsAppSendInputSchema>;

export const whatsAppSendSchema = z.object({
  _id: z.string(),
  subject: z.enum(MESSAGE_SUBJECTS),
  target: z.string(),
  period: z.string(),
  phone: z.string(),
  text: z.string(),
  /** Who at the desk sent it (the account's full name). */
  sentBy: z.string(),
  sentAt: z.string(),
});
export type WhatsAppSend = z.infer<typeof whatsAppSendSchema>;

/**
 * A message a desk row offers on WhatsApp: the click-to-chat link with the text in the member's
 * language, and when it was last sent (null: never).
 */
export const whatsAppOfferSchema = z.object({
  phone: z.string(),
  text: z.string(),
  url: z.string(),
  language: z.enum(MESSAGE_LANGUAGES),
  sentAt: z.string().nullable(),
});
export type WhatsAppOffer = z.infer<typeof whatsAppOfferSchema>;

/**
 * What a provider says of a WhatsApp or SMS message it took: `accepted` when it took it, then
 * `sent`, `delivered`, `read` or `failed` as WhatsApp's delivery reports say (decision 0359).
 */
export const DELIVERY_STATUSES = ['accepted', 'sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Meta's webhook answer: what became of the report's statuses. */
export const whatsAppWebhookAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The messages whose delivery moved forward (a replay or an older status moves none). */
  updated: z.number().int(),
});

/** Meta's verification of the webhook's address (`hub.mode=subscribe`). */
export const whatsAppWebhookVerifyQuery = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});
