import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** WhatsApp beside e-mail: the desk's click-to-chat button (issue 32, item 3; decision 0359). */
const en = {
  send: 'Send on WhatsApp',
  sendFor: 'Send on WhatsApp to {{name}}',
  sentAt: 'Sent on WhatsApp {{time}}',
  notRecorded: 'WhatsApp opened, but the send was not recorded. Please try again.',
  settings: {
    intro:
      'Choose how your members get their reminders. Each message is written in the member’s language, English or Hindi.',
    label: 'Channels',
    channels: { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' },
    email: 'Sent by Vedann to the member’s e-mail address.',
    server: 'Sent by Vedann to the member’s phone.',
    clickToChat:
      'Sent from your desk: “Send on WhatsApp” opens WhatsApp with the message filled in.',
    off: 'Not switched on for this Vedann yet: no SMS is sent.',
    save: 'Save',
    readOnly: 'Only the owner or an admin can change the channels.',
  },
  member: {
    channel: 'Messages go by',
    businessChannels: 'As the business chooses',
    language: 'Messages written in',
    accountLanguage: 'As their account says',
    languages: { en: 'English', hi: 'हिंदी (Hindi)' },
    reach: 'How {{name}} reaches you',
    reachSave: 'Save how I am reached',
  },
};

const hi: Translation<typeof en> = {
  send: 'WhatsApp पर भेजें',
  sendFor: '{{name}} को WhatsApp पर भेजें',
  sentAt: 'WhatsApp पर भेजा गया {{time}}',
  notRecorded: 'WhatsApp खुल गया, पर भेजना दर्ज नहीं हुआ। कृपया फिर कोशिश करें।',
  settings: {
    intro:
      'चुनें कि आपके सदस्यों को उनके रिमाइंडर कैसे मिलें। हर संदेश सदस्य की भाषा, अंग्रेज़ी या हिंदी, में लिखा जाता है।',
    label: 'माध्यम',
    channels: { email: 'ई-मेल', whatsapp: 'WhatsApp', sms: 'SMS' },
    email: 'Vedann सदस्य के ई-मेल पते पर भेजता है।',
    server: 'Vedann सदस्य के फ़ोन पर भेजता है।',
    clickToChat: 'आपके डेस्क से भेजा जाता है: “WhatsApp पर भेजें” संदेश भरकर WhatsApp खोलता है।',
    off: 'इस Vedann पर अभी चालू नहीं है: कोई SMS नहीं भेजा जाता।',
    save: 'सहेजें',
    readOnly: 'केवल मालिक या एडमिन माध्यम बदल सकते हैं।',
  },
  member: {
    channel: 'संदेश किससे जाएँ',
    businessChannels: 'जैसा व्यवसाय चुने',
    language: 'संदेश की भाषा',
    accountLanguage: 'जैसा उनके खाते में है',
    languages: { en: 'English (अंग्रेज़ी)', hi: 'हिंदी' },
    reach: '{{name}} आप तक कैसे पहुँचे',
    reachSave: 'यह तरीका सहेजें',
  },
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
    'Choose e-mail, WhatsApp, SMS, or as the business chooses.':
      'ई-मेल, WhatsApp, SMS चुनें, या जैसा व्यवसाय चुने।',
    'Choose English, Hindi, or as their account says.': 'अंग्रेज़ी, हिंदी चुनें, या जैसा उनके खाते में है।',
    'WhatsApp delivery reports are not switched on.': 'WhatsApp की डिलीवरी रिपोर्ट चालू नहीं हैं।',
    'The verify token does not match.': 'सत्यापन टोकन मेल नहीं खाता।',
    'The delivery report is not signed by WhatsApp.': 'डिलीवरी रिपोर्ट पर WhatsApp के हस्ताक्षर नहीं हैं।',
    'The delivery report could not be read.': 'डिलीवरी रिपोर्ट पढ़ी नहीं जा सकी।',
    'Delivery report taken.': 'डिलीवरी रिपोर्ट ले ली गई।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const messagesCatalogue = en;
export const useMessagesT = () => useTranslation('messages').t;
