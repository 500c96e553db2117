import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/**
 * Multiple (SUTRIN ADMIN of the gym and the ahar): one message to many of the business's people,
 * by e-mail, WhatsApp or SMS.
 */
const en = {
  intro:
    'Send one message to many of your people at once: a whole group, people you pick, or both. It goes by e-mail, WhatsApp or SMS as your business chose, or as each person chose. People who cannot be reached are counted, not skipped.',
  compose: 'New message',
  subject: 'Subject',
  body: 'Message',
  bodyCount: '{{count}} of {{max}} characters',
  sendTo: 'Send to',
  groups: {
    none: 'Only the people I pick',
    everyone: 'Everyone',
    gym: { Member: 'Members', Staff: 'Trainers and staff', User: 'Team users' },
    ahar: { Member: 'Regular members', Staff: 'Staff', User: 'Team users' },
  },
  pick: {
    legend: 'Pick people',
    search: 'Search people by name',
    unreachable: 'No e-mail or phone',
    picked: 'Picked: {{count}}',
    remove: 'Remove {{name}}',
    pager: 'Pages of people',
    loading: 'Loading people…',
  },
  send: 'Send',
  progress: {
    sending: 'Sending… {{done}} of {{total}} done.',
    done: 'Sent to {{sent}} of {{total}} people; {{unreachable}} could not be reached.',
    failed: '{{failed}} could not be sent.',
  },
  history: {
    title: 'Sent messages',
    date: 'Sent on',
    subject: 'Subject',
    to: 'To',
    recipients: 'Recipients',
    sent: 'Sent',
    unreachable: 'Not reachable',
    failed: 'Failed',
    status: 'Status',
    by: 'Sent by',
    actions: 'Actions',
    picked: '{{count}} picked',
    statuses: { sending: 'Sending', done: 'Done' },
    show: 'Recipients',
    showOf: 'Recipients of {{subject}}',
    pager: 'Pages of sent messages',
  },
  recipients: {
    title: 'Recipients of “{{subject}}”',
    name: 'Name',
    group: 'Group',
    status: 'Status',
    channels: 'Sent by',
    channel: { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' },
    sentAt: 'Sent at',
    statuses: {
      pending: 'Waiting',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Failed',
      unreachable: 'Not reachable',
    },
    close: 'Close',
    pager: 'Pages of recipients',
    loading: 'Loading recipients…',
  },
};

const hi: Translation<typeof en> = {
  intro:
    'अपने कई लोगों को एक साथ एक संदेश भेजें: पूरा समूह, आपके चुने लोग, या दोनों। यह ईमेल, WhatsApp या SMS से जाता है, जैसा आपके व्यवसाय ने या हर व्यक्ति ने चुना है। जिन तक नहीं पहुँचा जा सकता, वे गिने जाते हैं, छोड़े नहीं जाते।',
  compose: 'नया संदेश',
  subject: 'विषय',
  body: 'संदेश',
  bodyCount: '{{max}} में से {{count}} अक्षर',
  sendTo: 'किसे भेजें',
  groups: {
    none: 'सिर्फ़ मेरे चुने लोग',
    everyone: 'सभी',
    gym: { Member: 'सदस्य', Staff: 'ट्रेनर और स्टाफ़', User: 'टीम यूज़र' },
    ahar: { Member: 'नियमित सदस्य', Staff: 'स्टाफ़', User: 'टीम यूज़र' },
  },
  pick: {
    legend: 'लोग चुनें',
    search: 'नाम से लोग खोजें',
    unreachable: 'ईमेल या फ़ोन नहीं',
    picked: 'चुने गए: {{count}}',
    remove: '{{name}} को हटाएँ',
    pager: 'लोगों के पन्ने',
    loading: 'लोग लोड हो रहे हैं…',
  },
  send: 'भेजें',
  progress: {
    sending: 'भेजा जा रहा है… {{total}} में से {{done}} पूरे।',
    done: '{{total}} में से {{sent}} लोगों को भेजा गया; {{unreachable}} तक नहीं पहुँचा जा सका।',
    failed: '{{failed}} नहीं भेजे जा सके।',
  },
  history: {
    title: 'भेजे गए संदेश',
    date: 'भेजने की तारीख़',
    subject: 'विषय',
    to: 'किसे',
    recipients: 'प्राप्तकर्ता',
    sent: 'भेजे गए',
    unreachable: 'पहुँच से बाहर',
    failed: 'विफल',
    status: 'स्थिति',
    by: 'भेजने वाले',
    actions: 'कार्य',
    picked: '{{count}} चुने गए',
    statuses: { sending: 'भेजा जा रहा है', done: 'पूरा' },
    show: 'प्राप्तकर्ता',
    showOf: '{{subject}} के प्राप्तकर्ता',
    pager: 'भेजे गए संदेशों के पन्ने',
  },
  recipients: {
    title: '“{{subject}}” के प्राप्तकर्ता',
    name: 'नाम',
    group: 'समूह',
    status: 'स्थिति',
    channels: 'किससे भेजा गया',
    channel: { email: 'ईमेल', whatsapp: 'WhatsApp', sms: 'SMS' },
    sentAt: 'भेजने का समय',
    statuses: {
      pending: 'प्रतीक्षा में',
      sending: 'भेजा जा रहा है',
      sent: 'भेजा गया',
      failed: 'विफल',
      unreachable: 'पहुँच से बाहर',
    },
    close: 'बंद करें',
    pager: 'प्राप्तकर्ताओं के पन्ने',
    loading: 'प्राप्तकर्ता लोड हो रहे हैं…',
  },
};

registerCatalogue(
  'broadcasts',
  { en, hi },
  {
    'Subject is required.': 'विषय आवश्यक है।',
    'The subject may have at most 150 characters.': 'विषय में अधिकतम 150 अक्षर हो सकते हैं।',
    'The subject must be on one line.': 'विषय एक ही पंक्ति में होना चाहिए।',
    'Message is required.': 'संदेश आवश्यक है।',
    'The message may have at most 5000 characters.': 'संदेश में अधिकतम 5000 अक्षर हो सकते हैं।',
    'Choose everyone, or Users, Members or Staff.': 'सभी, या यूज़र, सदस्य या स्टाफ़ चुनें।',
    'Choose a group or pick at least one person.': 'एक समूह चुनें या कम से कम एक व्यक्ति चुनें।',
    'Pick at most 100 people; to reach more, choose a group.':
      'अधिकतम 100 लोग चुनें; ज़्यादा लोगों तक पहुँचने के लिए एक समूह चुनें।',
    'One of the people picked is not one of this business’s people.':
      'चुने गए लोगों में से एक इस व्यवसाय का व्यक्ति नहीं है।',
    'Nobody is in this group yet.': 'इस समूह में अभी कोई नहीं है।',
    'Your message is being sent.': 'आपका संदेश भेजा जा रहा है।',
    'Failed to send the message.': 'संदेश भेजने में विफल।',
    'Message not found.': 'संदेश नहीं मिला।',
    'No messages sent yet.': 'अभी तक कोई संदेश नहीं भेजा गया है।',
    'Loading messages...': 'संदेश लोड हो रहे हैं...',
    'Failed to load messages.': 'संदेश लोड करने में विफल।',
    'Nobody of this business matches.': 'इस व्यवसाय का कोई व्यक्ति मेल नहीं खाता।',
    'Failed to load the people.': 'लोग लोड करने में विफल।',
    'This message has no recipients.': 'इस संदेश का कोई प्राप्तकर्ता नहीं है।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const broadcastsCatalogue = en;
export const useBroadcastsT = () => useTranslation('broadcasts').t;
