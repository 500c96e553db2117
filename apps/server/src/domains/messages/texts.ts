import {
  HINDI_MONTH_NAMES,
  MONTH_NAMES,
  formatInr,
  toPaise,
  type MessageLanguage,
} from '@vedann/contracts';

/**
 * The messages sent on WhatsApp and SMS, in English and Hindi (decision 0359). Each is written
 * with WhatsApp's numbered placeholders (`{{1}}`), so the text here is the body of the template
 * a business registers with Meta (and with MSG91 for SMS, under its DLT id) as `name`: the
 * server sends the template's name and the values in order, and click-to-chat fills the same
 * text in the member's language.
 */
export interface MessageTemplate {
  /** The template's name at the provider, the same in both languages. */
  name: string;
  /** What each placeholder holds, in order (for the README and the people registering it). */
  params: readonly string[];
  texts: Readonly<Record<MessageLanguage, string>>;
}

export const MESSAGE_TEMPLATES = {
  feeDue: {
    name: 'vedann_fee_due',
    params: ['member name', 'library', 'month', 'amount still due', 'member id'],
    texts: {
      en: 'Dear {{1}}, your fee at {{2}} for {{3}} is due: {{4}} is still to be paid (member id {{5}}). If you have paid it already, please ignore this message.',
      hi: 'प्रिय {{1}}, {{2}} में {{3}} का आपका शुल्क बाकी है: {{4}} का भुगतान अभी शेष है (सदस्य आईडी {{5}})। यदि आप भुगतान कर चुके हैं, तो कृपया इस संदेश को अनदेखा करें।',
    },
  },
  membershipExpiring: {
    name: 'vedann_membership_expiring',
    params: ['member name', 'gym', 'plan', 'end date', 'member id'],
    texts: {
      en: 'Dear {{1}}, your {{3}} at {{2}} ends on {{4}} (member id {{5}}). Renew it at the desk to keep training without a break. If you have renewed already, please ignore this message.',
      hi: 'प्रिय {{1}}, {{2}} में आपकी {{3}} {{4}} को समाप्त हो रही है (सदस्य आईडी {{5}})। बिना रुकावट ट्रेनिंग जारी रखने के लिए डेस्क पर इसका नवीनीकरण कराएँ। यदि आप नवीनीकरण करा चुके हैं, तो कृपया इस संदेश को अनदेखा करें।',
    },
  },
  loanOverdue: {
    name: 'vedann_loan_overdue',
    params: ['borrower name', 'book', 'library', 'due date', 'loan id'],
    texts: {
      en: 'Dear {{1}}, the book "{{2}}" you borrowed from {{3}} was due back on {{4}} (loan {{5}}). Please return it at your next visit, so that other readers can borrow it too.',
      hi: 'प्रिय {{1}}, {{3}} से ली गई पुस्तक "{{2}}" {{4}} तक लौटानी थी (उधार {{5}})। कृपया अगली बार आने पर इसे लौटा दें, ताकि दूसरे पाठक भी इसे पढ़ सकें।',
    },
  },
  receipt: {
    name: 'vedann_receipt',
    params: ['receipt number', 'amount', 'business', 'member name'],
    texts: {
      en: 'Receipt {{1}} for {{2}}, {{3}}. Thank you for your payment, {{4}}.',
      hi: 'रसीद {{1}}: {{2}}, {{3}}। आपके भुगतान के लिए धन्यवाद, {{4}}।',
    },
  },
  jobAlert: {
    name: 'vedann_job_alert',
    params: ['person name', 'number of new jobs', 'saved search', 'newest job', 'link to the jobs'],
    texts: {
      en: 'Dear {{1}}, {{2}} new jobs match your saved search "{{3}}" on Vedann, the newest: {{4}}. See them all at {{5}}',
      hi: 'प्रिय {{1}}, Vedann पर आपकी सहेजी गई खोज "{{3}}" से {{2}} नई नौकरियाँ मेल खाती हैं, सबसे नई: {{4}}। सभी यहाँ देखें: {{5}}',
    },
  },
  broadcast: {
    name: 'vedann_broadcast',
    params: ['business', 'person name', 'subject', 'message'],
    texts: {
      en: 'Dear {{2}}, a message from {{1}}: {{3}}. {{4}}',
      hi: 'प्रिय {{2}}, {{1}} का संदेश: {{3}}। {{4}}',
    },
  },
} as const satisfies Record<string, MessageTemplate>;

/** One message to send: a template, the member's language and the placeholders' values. */
export interface TemplateMessage {
  template: MessageTemplate;
  language: MessageLanguage;
  params: readonly string[];
}

/** The text of a message: the template in its language, each `{{n}}` its value. */
export function renderMessage({ template, language, params }: TemplateMessage): string {
  return template.texts[language].replace(/\{\{(\d+)\}\}/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === undefined) throw new Error(`${template.name} has no value for {{${n}}}.`);
    return value;
  });
}

/** `2026-11` as its reader says it: November 2026, नवंबर 2026. */
export function monthInLanguage(month: string, language: MessageLanguage): string {
  const [year = '', number = ''] = month.split('-');
  const names = language === 'hi' ? HINDI_MONTH_NAMES : MONTH_NAMES;
  const name = names[Number(number) - 1];
  return name ? `${name} ${year}` : month;
}

/** `2026-12-05` as its reader says it: 5 December 2026, 5 दिसंबर 2026. */
export function dateInLanguage(date: string, language: MessageLanguage): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const names = language === 'hi' ? HINDI_MONTH_NAMES : MONTH_NAMES;
  const name = names[Number(month) - 1];
  return name && day ? `${Number(day)} ${name} ${year}` : date;
}

/** Rupees as both languages write them in a message: ₹1,200.00. */
export const rupeesText = (rupees: number | string) => formatInr(toPaise(rupees));

/** What a receipt's message says: its number, the rupees paid, the business, the member. */
export interface ReceiptFacts {
  receiptNo: string;
  rupees: number | string;
  business: string;
  name: string;
}

/** A receipt as a WhatsApp or SMS template in the member's language. */
export const receiptMessage = (
  facts: ReceiptFacts,
  language: MessageLanguage,
): TemplateMessage => ({
  template: MESSAGE_TEMPLATES.receipt,
  language,
  params: [facts.receiptNo, rupeesText(facts.rupees), facts.business, facts.name],
});

/** A stored language ('en', 'hi', or none chosen yet) as a message's language. */
export const messageLanguageOf = (language: string | null | undefined): MessageLanguage =>
  language === 'hi' ? 'hi' : 'en';

/** What a broadcast's message says: the business, the person greeted, its subject and text. */
export interface BroadcastFacts {
  business: string;
  name: string;
  subject: string;
  body: string;
}

/**
 * A broadcast (Multiple) as a WhatsApp or SMS template in the person's language. WhatsApp refuses
 * a template value with a line break, a tab or more than four spaces in a row, so the text's
 * lines are joined by a space: the e-mail keeps them.
 */
export const broadcastMessage = (
  facts: BroadcastFacts,
  language: MessageLanguage,
): TemplateMessage => {
  const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');
  return {
    template: MESSAGE_TEMPLATES.broadcast,
    language,
    params: [facts.business, facts.name, oneLine(facts.subject), oneLine(facts.body)],
  };
};
