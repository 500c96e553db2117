import type { SmsConfig, WhatsAppConfig } from '../../config';
import { renderMessage, type TemplateMessage } from './texts';

/**
 * A provider that sends our messages from the server (decision 0359): WhatsApp through Meta's
 * Cloud API, SMS through MSG91. Both send a registered template by name with its values; both
 * are off unless configured, and then the desk sends WhatsApp messages by click-to-chat.
 */
export interface MessageChannel {
  readonly channel: 'whatsapp' | 'sms';
  /** Sends the message to an E.164 phone; resolves with the provider's id for it. */
  send(to: string, message: TemplateMessage): Promise<{ providerId: string }>;
}

export interface MessageChannels {
  whatsapp: MessageChannel | null;
  sms: MessageChannel | null;
}

/** A provider that does not answer in this time is taken as failed (the job tries again). */
const PROVIDER_TIMEOUT_MS = 10_000;

export class ProviderError extends Error {}

async function postJson(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const answer: unknown = await response.json().catch(() => null);
  return { status: response.status, answer };
}

/** The body of a WhatsApp Cloud API template message (its `POST /{phone-number-id}/messages`). */
export function whatsAppTemplateBody(to: string, { template, language, params }: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template.name,
      language: { code: language },
      components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
    },
  };
}

export function createWhatsAppChannel(config: WhatsAppConfig): MessageChannel {
  return {
    channel: 'whatsapp',
    async send(to, message) {
      const { status, answer } = await postJson(
        `${config.apiBaseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
        { authorization: `Bearer ${config.token}` },
        whatsAppTemplateBody(to, message),
      );
      const sent = answer as { messages?: { id?: unknown }[]; error?: { message?: unknown } };
      const id = sent?.messages?.[0]?.id;
      if (status >= 300 || typeof id !== 'string') {
        const reason = typeof sent?.error?.message === 'string' ? sent.error.message : '';
        throw new ProviderError(`WhatsApp refused the message (${status}) ${reason}`.trim());
      }
      return { providerId: id };
    },
  };
}

/** MSG91's flow id for a template in a language: `MSG91_TEMPLATES` names them `<name>_<lang>`. */
export const smsTemplateKey = ({ template, language }: TemplateMessage) =>
  `${template.name}_${language}`;

export function createSmsChannel(config: SmsConfig): MessageChannel {
  return {
    channel: 'sms',
    async send(to, message) {
      const flowId = config.templates[smsTemplateKey(message)];
      if (!flowId) throw new ProviderError(`No MSG91 template for ${smsTemplateKey(message)}.`);
      // The flow's variables are var1, var2... in the template's order; the rendered text is
      // not sent (the DLT template is), but rendering proves every value is there.
      renderMessage(message);
      const vars = Object.fromEntries(message.params.map((value, i) => [`var${i + 1}`, value]));
      const { status, answer } = await postJson(
        `${config.apiBaseUrl}/api/v5/flow`,
        { authkey: config.authKey },
        {
          template_id: flowId,
          short_url: '0',
          recipients: [{ mobiles: to.replace(/^\+/, ''), ...vars }],
        },
      );
      const sent = answer as { type?: unknown; message?: unknown };
      if (status >= 300 || sent?.type !== 'success' || typeof sent.message !== 'string') {
        const reason = typeof sent?.message === 'string' ? sent.message : '';
        throw new ProviderError(`MSG91 refused the message (${status}) ${reason}`.trim());
      }
      return { providerId: sent.message };
    },
  };
}

/** The providers the configuration switches on. */
export function createMessageChannels(config: {
  whatsapp: WhatsAppConfig | undefined;
  sms: SmsConfig | undefined;
}): MessageChannels {
  return {
    whatsapp: config.whatsapp ? createWhatsAppChannel(config.whatsapp) : null,
    sms: config.sms ? createSmsChannel(config.sms) : null,
  };
}
