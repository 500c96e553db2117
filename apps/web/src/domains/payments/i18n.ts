import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** A business's UPI details and the pay link built from them (issue 32, item 1). */
const en = {
  intro:
    'Members pay you in any UPI app through a link with your UPI ID, the amount and the invoice or fee number. The money goes straight to your account.',
  fields: {
    upiId: 'UPI ID',
    payeeName: 'Payee name',
  },
  hints: {
    upiId: 'The ID your bank or payment app gave you, like name@bank.',
    payeeName: 'The name members see in their UPI app.',
  },
  save: 'Save',
  empty: 'No UPI ID saved yet.',
  lastSaved: 'Last saved on {{date}}.',
  readOnly: 'Only the owner or an admin can change these details.',
  example: {
    title: 'Example pay link for {{amount}}',
    text: 'Open it on your phone to check that your UPI app shows your name.',
    open: 'Open the example in a UPI app',
    waiting: 'Enter a valid UPI ID and payee name to see the link.',
    note: 'Test payment',
  },
};
const hi: Translation<typeof en> = {
  intro:
    'सदस्य किसी भी UPI ऐप से एक लिंक द्वारा भुगतान करते हैं, जिसमें आपकी UPI ID, राशि और बिल या फ़ीस का नंबर होता है। पैसा सीधे आपके खाते में जाता है।',
  fields: {
    upiId: 'UPI ID',
    payeeName: 'प्राप्तकर्ता का नाम',
  },
  hints: {
    upiId: 'आपके बैंक या भुगतान ऐप से मिली ID, जैसे name@bank।',
    payeeName: 'वह नाम जो सदस्य अपने UPI ऐप में देखते हैं।',
  },
  save: 'सहेजें',
  empty: 'अभी कोई UPI ID सहेजी नहीं गई है।',
  lastSaved: 'पिछली बार {{date}} को सहेजा गया।',
  readOnly: 'ये विवरण केवल मालिक या एडमिन बदल सकते हैं।',
  example: {
    title: '{{amount}} का उदाहरण भुगतान लिंक',
    text: 'इसे अपने फ़ोन पर खोलकर देखें कि आपका UPI ऐप आपका नाम दिखाता है।',
    open: 'उदाहरण को UPI ऐप में खोलें',
    waiting: 'लिंक देखने के लिए सही UPI ID और प्राप्तकर्ता का नाम दर्ज करें।',
    note: 'परीक्षण भुगतान',
  },
};

registerCatalogue(
  'payments',
  { en, hi },
  {
    'Enter a UPI ID like name@bank.': 'name@bank जैसी UPI ID दर्ज करें।',
    'Enter the payee name.': 'प्राप्तकर्ता का नाम दर्ज करें।',
    'The payee name may have at most 50 characters.': 'प्राप्तकर्ता के नाम में अधिकतम 50 अक्षर हो सकते हैं।',
    'UPI details saved.': 'UPI विवरण सहेजे गए।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const paymentsCatalogue = en;
export const usePaymentsT = () => useTranslation('payments').t;
