import { z } from 'zod';
import { idSchema } from '../common/api';
import { phoneInputSchema } from '../common/phone';
import {
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  MESSAGE_MESSAGES,
  MESSAGE_SUBJECTS,
} from './channel-terms';

export * from './channel-terms';

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
