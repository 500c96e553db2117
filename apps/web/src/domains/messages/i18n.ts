import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** WhatsApp beside e-mail: the desk's click-to-chat button (issue 32, item 3; decision 0359). */
const en = {
  send: 'Send on WhatsApp',
  sendFor: 'Send on WhatsApp to {{name}}',
  sentAt: 'Sent on WhatsApp {{time}}',
  notRecorded: 'WhatsApp opened, but the send was not recorded. Please try again.',
};

const hi: Translation<typeof en> = {
  send: 'WhatsApp पर भेजें',
  sendFor: '{{name}} को WhatsApp पर भेजें',
  sentAt: 'WhatsApp पर भेजा गया {{time}}',
  notRecorded: 'WhatsApp खुल गया, पर भेजना दर्ज नहीं हुआ। कृपया फिर कोशिश करें।',
};

registerCatalogue(
  'messages',
  { en, hi },
  {
    'Choose at least one channel: e-mail, WhatsApp or SMS.':
      'कम से कम एक माध्यम चुनें: ई-मेल, WhatsApp या SMS।',
    'Message channels saved.': 'संदेश के माध्यम सहेजे गए।',
    'Give the period the message is about.': 'बताएँ कि संदेश किस अवधि के बारे में है।',
    'Phone number must be exactly 10 digits.': 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।',
    'The message must have 1 to 2000 characters.': 'संदेश में 1 से 2000 अक्षर होने चाहिए।',
    'Sent on WhatsApp recorded.': 'WhatsApp पर भेजना दर्ज हुआ।',
    'Nothing to send a message about here.': 'यहाँ संदेश भेजने के लिए कुछ नहीं है।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const messagesCatalogue = en;
export const useMessagesT = () => useTranslation('messages').t;
