import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  FAKE_WHATSAPP_APP_SECRET,
  signWhatsAppReport,
  whatsAppStatusReport,
} from '../../test/fake-messaging';
import { smsTemplateKey, whatsAppTemplateBody } from './channels';
import {
  isWhatsAppSignature,
  isWhatsAppVerifyToken,
  readStatusReports,
  statusesBefore,
  whatsAppSignature,
} from './delivery';
import {
  MESSAGE_TEMPLATES,
  broadcastMessage,
  dateInLanguage,
  monthInLanguage,
  renderMessage,
  rupeesText,
  type MessageTemplate,
} from './texts';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/vedann-config-test' };

describe('WhatsApp and SMS configuration', () => {
  it('is off by default', () => {
    const config = loadConfig(base);
    expect(config.whatsapp).toBeUndefined();
    expect(config.sms).toBeUndefined();
  });

  it('takes each provider whole, or refuses to start', () => {
    expect(() => loadConfig({ ...base, WHATSAPP_TOKEN: 'token' })).toThrow(
      'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: set both to switch WhatsApp on, or none',
    );
    expect(() => loadConfig({ ...base, MSG91_TEMPLATES: 'vedann_fee_due_en=1' })).toThrow(
      'MSG91_AUTH_KEY and MSG91_TEMPLATES: set both to switch SMS on, or none',
    );
    expect(() =>
      loadConfig({ ...base, MSG91_AUTH_KEY: 'key', MSG91_TEMPLATES: 'vedann_fee_due_en' }),
    ).toThrow('MSG91_TEMPLATES: expected <template>=<flow id> pairs');
    const config = loadConfig({
      ...base,
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATES: ' vedann_fee_due_en = 64f0 ,vedann_fee_due_hi=64f1',
      MSG91_API_URL: 'http://127.0.0.1:9/',
    });
    expect(config.whatsapp).toEqual({
      token: 'token',
      phoneNumberId: '1098765',
      apiBaseUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(config.sms).toEqual({
      authKey: 'key',
      templates: { vedann_fee_due_en: '64f0', vedann_fee_due_hi: '64f1' },
      apiBaseUrl: 'http://127.0.0.1:9',
    });
  });
});

describe('the message texts', () => {
  const message = {
    template: MESSAGE_TEMPLATES.feeDue,
    language: 'en' as const,
    params: ['Ravi', 'Vijnan Study Centre', 'November 2026', '₹1,180.00', 'M0007'],
  };

  it('fill each placeholder with its value, in the language asked', () => {
    expect(renderMessage(message)).toBe(
      'Dear Ravi, your fee at Vijnan Study Centre for November 2026 is due: ₹1,180.00 is still to be paid (member id M0007). If you have paid it already, please ignore this message.',
    );
    expect(renderMessage({ ...message, language: 'hi' })).toMatch(
      /^प्रिय Ravi, Vijnan Study Centre में November 2026 का आपका शुल्क बाकी है/,
    );
    expect(() => renderMessage({ ...message, params: ['Ravi'] })).toThrow(
      'vedann_fee_due has no value for {{2}}.',
    );
  });

  it('name months and rupees as each language writes them', () => {
    expect(monthInLanguage('2026-11', 'en')).toBe('November 2026');
    expect(monthInLanguage('2026-11', 'hi')).toBe('नवंबर 2026');
    expect(rupeesText('100000')).toBe('₹1,00,000.00');
    expect(dateInLanguage('2026-12-05', 'en')).toBe('5 December 2026');
    expect(dateInLanguage('2026-03-21', 'hi')).toBe('21 मार्च 2026');
    expect(dateInLanguage('someday', 'hi')).toBe('someday');
  });

  it('use, in each language, every placeholder the template names and no other', () => {
    const placeholders = (text: string) =>
      [...new Set(text.match(/\{\{\d+\}\}/g) ?? [])].sort().join(' ');
    const templates: MessageTemplate[] = Object.values(MESSAGE_TEMPLATES);
    for (const template of templates) {
      const expected = template.params
        .map((_, i) => `{{${i + 1}}}`)
        .sort()
        .join(' ');
      expect(placeholders(template.texts.en), template.name).toBe(expected);
      expect(placeholders(template.texts.hi), template.name).toBe(expected);
    }
  });

  it('go to WhatsApp as the template with its values, and to MSG91 by name and language', () => {
    expect(whatsAppTemplateBody('+919876543210', { ...message, language: 'hi' })).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'vedann_fee_due',
        language: { code: 'hi' },
        components: [
          { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
        ],
      },
    });
    expect(smsTemplateKey({ ...message, language: 'hi' })).toBe('vedann_fee_due_hi');
  });
});

describe('a broadcast as a template', () => {
  const facts = {
    business: 'Sutrin Fitness',
    name: 'Meena',
    subject: ' Closed  on Sunday ',
    body: 'Floor cleaning.\n\n\tSee you     Monday.',
  };

  it('greets the person for the business, on one line, as WhatsApp takes its values', () => {
    const message = broadcastMessage(facts, 'en');
    expect(message.template.name).toBe('vedann_broadcast');
    expect(message.params).toEqual([
      'Sutrin Fitness',
      'Meena',
      'Closed on Sunday',
      'Floor cleaning. See you Monday.',
    ]);
    expect(renderMessage(message)).toBe(
      'Dear Meena, a message from Sutrin Fitness: Closed on Sunday. Floor cleaning. See you Monday.',
    );
  });

  it('is written in Hindi for a Hindi reader', () => {
    expect(renderMessage(broadcastMessage(facts, 'hi'))).toBe(
      'प्रिय Meena, Sutrin Fitness का संदेश: Closed on Sunday। Floor cleaning. See you Monday.',
    );
  });
});

describe("WhatsApp's delivery reports", () => {
  const body = Buffer.from(
    whatsAppStatusReport([
      ['wamid.A', 'read'],
      ['wamid.B', 'deleted'],
    ]),
  );

  it('are proved by sha256= and the HMAC of the raw body with the app secret', () => {
    const signature = signWhatsAppReport(body.toString());
    expect(isWhatsAppSignature(body, signature, FAKE_WHATSAPP_APP_SECRET)).toBe(true);
    expect(isWhatsAppSignature(body, signature, 'another-secret')).toBe(false);
    expect(
      isWhatsAppSignature(body, signature.replace('sha256=', ''), FAKE_WHATSAPP_APP_SECRET),
    ).toBe(false);
    expect(isWhatsAppSignature(body, undefined, FAKE_WHATSAPP_APP_SECRET)).toBe(false);
    expect(whatsAppSignature(body, FAKE_WHATSAPP_APP_SECRET)).toBe(signature);
  });

  it("prove the webhook's address only with the verify token itself", () => {
    expect(isWhatsAppVerifyToken('verify-me', 'verify-me')).toBe(true);
    expect(isWhatsAppVerifyToken('verify-mE', 'verify-me')).toBe(false);
    expect(isWhatsAppVerifyToken('verify-me-too', 'verify-me')).toBe(false);
    expect(isWhatsAppVerifyToken('', 'verify-me')).toBe(false);
    expect(isWhatsAppVerifyToken(undefined, 'verify-me')).toBe(false);
  });

  it('are read for the statuses Vedann keeps', () => {
    expect(readStatusReports(body)).toEqual([{ providerId: 'wamid.A', status: 'read' }]);
    expect(readStatusReports(Buffer.from('not json'))).toBeNull();
    expect(readStatusReports(Buffer.from('{"entry":[]}'))).toBeNull();
  });

  it('only move a delivery forward', () => {
    expect(statusesBefore('sent')).toEqual(['accepted']);
    expect(statusesBefore('delivered')).toEqual(['accepted', 'sent']);
    expect(statusesBefore('failed')).toEqual(['accepted', 'sent']);
    expect(statusesBefore('read')).toEqual(['accepted', 'sent', 'delivered', 'failed']);
  });

  it('are configured by both variables or none', () => {
    expect(loadConfig(base).whatsappWebhook).toBeUndefined();
    expect(() => loadConfig({ ...base, WHATSAPP_APP_SECRET: 'secret' })).toThrow(
      'WHATSAPP_APP_SECRET and WHATSAPP_WEBHOOK_VERIFY_TOKEN: set both',
    );
    expect(
      loadConfig({ ...base, WHATSAPP_APP_SECRET: 's', WHATSAPP_WEBHOOK_VERIFY_TOKEN: 'v' })
        .whatsappWebhook,
    ).toEqual({ appSecret: 's', verifyToken: 'v' });
  });
});
