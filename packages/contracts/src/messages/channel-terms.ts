/**
 * How a business reaches its members (issue 32, item 3; decision 0359): by e-mail, WhatsApp or
 * SMS, chosen per business, each message written in the member's language. With no WhatsApp
 * provider configured, the desk sends a WhatsApp message itself through click-to-chat
 * (`wa.me`) and the app records that it did.
 *
 * These are the channels' plain values and messages; their schemas are in `channels.ts`, so that a
 * page that only names the channels builds none of them.
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

/**
 * What a provider says of a WhatsApp or SMS message it took: `accepted` when it took it, then
 * `sent`, `delivered`, `read` or `failed` as WhatsApp's delivery reports say (decision 0359).
 */
export const DELIVERY_STATUSES = ['accepted', 'sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
