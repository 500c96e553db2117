import { z } from 'zod';
import { idSchema } from '../common/api';
import { endpoint, type OrgKindAccess, type OrgKindsAccess } from '../common/endpoint';
import {
  MESSAGE_SUBJECTS,
  memberMessageInputShape,
  memberMessageShape,
  type MessageSubject,
  messageSettingsInputSchema,
  messageSettingsSchema,
  whatsAppSendInputSchema,
  whatsAppSendSchema,
  whatsAppWebhookAnswer,
  whatsAppWebhookVerifyQuery,
} from './channels';

/** Any member of the kinds that keep members reads the channels; the desk's screens follow them. */
const SETTINGS_READ: OrgKindsAccess = { orgs: { library: null, gym: null, ahar: null } };

/** The desk that sends the messages of a subject: the permission of the screen showing them. */
export const WHATSAPP_SEND_ACCESS: Record<MessageSubject, OrgKindAccess> = {
  'library-fee': { org: 'library', permission: 'fees' },
  'gym-expiry': { org: 'gym', permission: 'enrollment' },
  'library-loan': { org: 'library', permission: 'loans' },
  'library-receipt': { org: 'library', permission: 'fees' },
  'gym-receipt': { org: 'gym', permission: 'invoice' },
  'tiffin-bill': { org: 'ahar', permission: 'billing' },
  'tiffin-receipt': { org: 'ahar', permission: 'billing' },
};

/**
 * The desk records a click-to-chat message about one of its records; the area that keeps the
 * records mounts the route, and a record of another business is not found.
 */
const whatsAppSendEndpoint = (subject: MessageSubject) =>
  endpoint({
    method: 'POST',
    path: `/messages/${subject}/whatsapp-sends`,
    access: WHATSAPP_SEND_ACCESS[subject],
    body: whatsAppSendInputSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), send: whatsAppSendSchema }),
    status: 201,
  });
export type WhatsAppSendEndpoint = ReturnType<typeof whatsAppSendEndpoint>;

/** Each subject's record call, found by its subject (the server's route maker, the web's button). */
export const WHATSAPP_SEND_APIS = Object.fromEntries(
  MESSAGE_SUBJECTS.map((subject) => [subject, whatsAppSendEndpoint(subject)]),
) as Record<MessageSubject, WhatsAppSendEndpoint>;

/**
 * `PUT <path>`: a member chooses, on their own page, how one business reaches them and in which
 * language (decision 0359). `:id` is their record at that business (a library membership, a gym
 * membership, a tiffin); only a record naming their own Vedan ID is theirs, another answers as
 * not found. A field left out keeps its choice; null (or '') is the business's channels, the
 * account's language. One declaration for every area that keeps members, so the server's route
 * and the web's section are one each.
 */
export const ownMessageChoiceEndpoint = (path: string) =>
  endpoint({
    method: 'PUT',
    path,
    access: 'user',
    params: z.object({ id: idSchema }),
    body: z.object(memberMessageInputShape),
    answer: z.object({ success: z.literal(true), message: z.string(), ...memberMessageShape }),
  });
export type OwnMessageChoiceEndpoint = ReturnType<typeof ownMessageChoiceEndpoint>;

/** The current business's message channels and its click-to-chat record (decision 0359). */
export const messagesApi = {
  settings: endpoint({
    method: 'GET',
    path: '/messages/settings',
    access: SETTINGS_READ,
    answer: z.object({ success: z.literal(true), settings: messageSettingsSchema }),
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/messages/settings',
    access: 'org-admin',
    body: messageSettingsInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      settings: messageSettingsSchema,
    }),
  }),
  /** "Send on WhatsApp" on a library's fee due (a member's month). */
  libraryFeeWhatsApp: WHATSAPP_SEND_APIS['library-fee'],
  /** "Send on WhatsApp" on a gym membership that ends soon (the member's end date). */
  gymExpiryWhatsApp: WHATSAPP_SEND_APIS['gym-expiry'],
  /** "Send on WhatsApp" on a library loan past its due date (the loan's due date). */
  libraryLoanWhatsApp: WHATSAPP_SEND_APIS['library-loan'],
  /** "Send on WhatsApp" on a library fee's receipt (the payment; period: the receipt number). */
  libraryReceiptWhatsApp: WHATSAPP_SEND_APIS['library-receipt'],
  /** "Send on WhatsApp" on a gym fee paid (the fee; period: its invoice number). */
  gymReceiptWhatsApp: WHATSAPP_SEND_APIS['gym-receipt'],
  /**
   * Meta checks the webhook's address: with the verify token configured, the answer is the
   * challenge as plain text; 403 otherwise.
   */
  whatsAppWebhookVerify: endpoint({
    method: 'GET',
    path: '/messages/whatsapp/webhook',
    access: 'public',
    query: whatsAppWebhookVerifyQuery,
    description:
      "Meta's verification of the webhook: hub.mode=subscribe, hub.verify_token (WHATSAPP_WEBHOOK_VERIFY_TOKEN) and hub.challenge, answered as plain text.",
    answer: z.string(),
  }),
  /**
   * WhatsApp's delivery reports (`statuses`): no session; the raw body is proved by
   * `X-Hub-Signature-256`. Each message's delivery only moves forward, so a replay changes nothing.
   */
  whatsAppWebhook: endpoint({
    method: 'POST',
    path: '/messages/whatsapp/webhook',
    access: 'public',
    description:
      "WhatsApp Cloud API's webhook (field messages, value.statuses). X-Hub-Signature-256 is sha256= and the HMAC-SHA256 (hex) of the raw body with the app secret (WHATSAPP_APP_SECRET); a bad one is 401.",
    answer: whatsAppWebhookAnswer,
  }),
};
