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
  pay: {
    title: 'Pay {{amount}} by UPI',
    qrAlt: 'UPI QR code: pay {{amount}} to {{payee}}',
    to: 'To {{payee}} ({{upiId}}).',
    reference: 'Fee number {{reference}}.',
    open: 'Open in a UPI app',
    none: 'No UPI pay link: the fee is paid, is not in rupees, or no UPI ID is saved yet.',
  },
  status: {
    reported: 'Payment reported, waiting for the desk',
    confirmed: 'Paid by UPI, UTR {{utr}}',
    rejected: 'Reported payment rejected (UTR {{utr}}).',
    rejectedMine:
      'The desk rejected the payment you reported (UTR {{utr}}). You may report it again.',
    paidOnline: 'Paid online, payment {{paymentId}}',
    paidOnlineUtr: 'Paid online, payment {{paymentId}}, UTR {{utr}}',
  },
  online: {
    hint: 'Pay by UPI, card or net banking on Razorpay; the fee is marked paid by itself.',
    pay: 'Pay online',
    title: 'Online pay link',
    make: 'Make online pay link',
    linkFor: 'Pay link for {{amount}}, fee number {{reference}}. Send it to the member:',
    copy: 'Copy link',
    copied: 'Copied',
    open: 'Open the pay link',
  },
  utr: {
    label: 'UTR (12 digits)',
    hint: 'After paying, enter the 12-digit UTR your UPI app shows for the payment.',
    deskHint: 'The 12-digit UTR of the payment you received.',
    report: 'Report payment',
    record: 'Mark paid with UTR',
  },
  decide: {
    reported: 'UTR {{utr}}, {{amount}}.',
    confirm: 'Confirm payment',
    reject: 'Reject',
  },
  open: 'UPI',
  openFor: 'UPI payment of {{name}}',
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
  pay: {
    title: '{{amount}} का UPI से भुगतान करें',
    qrAlt: 'UPI QR कोड: {{payee}} को {{amount}} का भुगतान',
    to: '{{payee}} ({{upiId}}) को।',
    reference: 'फ़ीस नंबर {{reference}}।',
    open: 'UPI ऐप में खोलें',
    none: 'UPI भुगतान लिंक नहीं: फ़ीस चुका दी गई है, रुपये में नहीं है, या अभी कोई UPI ID सहेजी नहीं गई है।',
  },
  status: {
    reported: 'भुगतान की सूचना दी गई, डेस्क की पुष्टि की प्रतीक्षा',
    confirmed: 'UPI से भुगतान हुआ, UTR {{utr}}',
    rejected: 'सूचित भुगतान अस्वीकार किया गया (UTR {{utr}})।',
    rejectedMine: 'डेस्क ने आपके बताए भुगतान को अस्वीकार किया (UTR {{utr}})। आप फिर से सूचना दे सकते हैं।',
    paidOnline: 'ऑनलाइन भुगतान हुआ, भुगतान {{paymentId}}',
    paidOnlineUtr: 'ऑनलाइन भुगतान हुआ, भुगतान {{paymentId}}, UTR {{utr}}',
  },
  online: {
    hint: 'Razorpay पर UPI, कार्ड या नेट बैंकिंग से भुगतान करें; फ़ीस अपने आप चुकाई गई दर्ज हो जाएगी।',
    pay: 'ऑनलाइन भुगतान करें',
    title: 'ऑनलाइन भुगतान लिंक',
    make: 'ऑनलाइन भुगतान लिंक बनाएँ',
    linkFor: '{{amount}} का भुगतान लिंक, फ़ीस नंबर {{reference}}। इसे सदस्य को भेजें:',
    copy: 'लिंक कॉपी करें',
    copied: 'कॉपी हो गया',
    open: 'भुगतान लिंक खोलें',
  },
  utr: {
    label: 'UTR (12 अंक)',
    hint: 'भुगतान के बाद, आपका UPI ऐप जो 12 अंकों का UTR दिखाता है, वह दर्ज करें।',
    deskHint: 'मिले हुए भुगतान का 12 अंकों का UTR।',
    report: 'भुगतान की सूचना दें',
    record: 'UTR के साथ भुगतान दर्ज करें',
  },
  decide: {
    reported: 'UTR {{utr}}, {{amount}}।',
    confirm: 'भुगतान की पुष्टि करें',
    reject: 'अस्वीकार करें',
  },
  open: 'UPI',
  openFor: '{{name}} का UPI भुगतान',
};

registerCatalogue(
  'payments',
  { en, hi },
  {
    'Enter a UPI ID like name@bank.': 'name@bank जैसी UPI ID दर्ज करें।',
    'Enter the payee name.': 'प्राप्तकर्ता का नाम दर्ज करें।',
    'The payee name may have at most 50 characters.': 'प्राप्तकर्ता के नाम में अधिकतम 50 अक्षर हो सकते हैं।',
    'UPI details saved.': 'UPI विवरण सहेजे गए।',
    'Enter the 12-digit UTR from the payment.': 'भुगतान का 12 अंकों का UTR दर्ज करें।',
    'This UTR was already used for another payment.':
      'यह UTR पहले ही किसी दूसरे भुगतान के लिए इस्तेमाल हो चुका है।',
    'Nothing is owed on this fee.': 'इस फ़ीस पर कुछ भी बकाया नहीं है।',
    'A payment is already reported for this fee, waiting for the desk.':
      'इस फ़ीस के भुगतान की सूचना पहले ही दी जा चुकी है, डेस्क की प्रतीक्षा है।',
    'This payment was already confirmed or rejected.':
      'इस भुगतान की पहले ही पुष्टि हो चुकी है या यह अस्वीकार हो चुका है।',
    'Payment not found.': 'भुगतान नहीं मिला।',
    'Fee not found.': 'फ़ीस नहीं मिली।',
    'Fee marked paid with the UTR.': 'UTR के साथ फ़ीस चुकाई गई दर्ज की गई।',
    'Payment reported. The desk will confirm it.': 'भुगतान की सूचना दी गई। डेस्क इसकी पुष्टि करेगा।',
    'Payment confirmed. The fee is paid.': 'भुगतान की पुष्टि हुई। फ़ीस चुका दी गई है।',
    'Payment rejected.': 'भुगतान अस्वीकार किया गया।',
    'Choose confirm or reject.': 'पुष्टि या अस्वीकार चुनें।',
    'Online payment is not switched on.': 'ऑनलाइन भुगतान चालू नहीं है।',
    'The payment gateway did not answer. Please try again in a moment.':
      'भुगतान गेटवे ने जवाब नहीं दिया। कृपया थोड़ी देर में फिर कोशिश करें।',
    'The webhook signature is not valid.': 'वेबहुक का हस्ताक्षर मान्य नहीं है।',
    'The webhook has no event id.': 'वेबहुक में इवेंट ID नहीं है।',
    'The webhook body is not a payment event.': 'वेबहुक का मुख्य भाग भुगतान इवेंट नहीं है।',
    "The payment does not match the pay link's amount and currency.":
      'भुगतान, भुगतान लिंक की राशि और मुद्रा से मेल नहीं खाता।',
    'Pay link ready.': 'भुगतान लिंक तैयार है।',
    'Event received.': 'इवेंट मिल गया।',
    'Event ignored.': 'इवेंट अनदेखा किया गया।',
    'Event already received.': 'इवेंट पहले ही मिल चुका है।',
    'Fee paid online.': 'फ़ीस ऑनलाइन चुकाई गई।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const paymentsCatalogue = en;
export const usePaymentsT = () => useTranslation('payments').t;
