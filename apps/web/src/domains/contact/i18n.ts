import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** Contact Us (/contactus) and the messages administrators read (/admin/contact-messages). */
const en = {
  title: 'Contact Us',
  followUs: 'Follow us',
  messagesToUs: 'Messages sent to us',
  writeToUs: 'Write to us',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number (optional)',
  message: 'Message',
  send: 'Send',
  inbox: {
    title: 'Contact messages',
    pages: 'Message pages',
  },
};

const hi: Translation<typeof en> = {
  title: 'संपर्क करें',
  followUs: 'हमें फ़ॉलो करें',
  messagesToUs: 'हमें भेजे गए संदेश',
  writeToUs: 'हमें लिखें',
  name: 'नाम',
  email: 'ईमेल',
  phone: 'फ़ोन नंबर (वैकल्पिक)',
  message: 'संदेश',
  send: 'भेजें',
  inbox: {
    title: 'संपर्क संदेश',
    pages: 'संदेशों के पेज',
  },
};

/** Hindi for the contact contract's messages (CONTACT_MESSAGES). */
const messages = {
  'Name is required.': 'नाम ज़रूरी है।',
  'Name may have at most 100 characters.': 'नाम में अधिकतम 100 अक्षर हो सकते हैं।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
  'Phone number must be exactly 10 digits.': 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।',
  'Message is required.': 'संदेश ज़रूरी है।',
  'Thank you! Your message has been sent.': 'धन्यवाद! आपका संदेश भेज दिया गया है।',
  'No messages yet.': 'अभी कोई संदेश नहीं है।',
  'Failed to fetch messages': 'संदेश लोड नहीं हो सके',
};

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const contactCatalogue = en;

registerCatalogue('contact', { en, hi }, messages);

export const useContactT = () => useTranslation('contact').t;
