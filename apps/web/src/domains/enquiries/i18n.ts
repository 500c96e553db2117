import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** The enquiry register (spec 03 sections 2 to 8) and the follow-ups due today. */
const en = {
  title: 'Enquiries',
  fields: {
    date: 'Date',
    name: 'Name',
    mobile: 'Mobile',
    address: 'Address',
    plan: 'Plan',
    amount: 'Amount (₹)',
    followUpDate: 'Follow-up Date',
    followUpTime: 'Follow-up Time',
    description: 'Description',
  },
  plans: { 'Week Plan': 'Week Plan', 'Off Plan': 'Off Plan' },
  add: 'Submit',
  addTitle: 'New enquiry',
  empty: 'No enquiries added yet.',
  loadFailed: 'Failed to load enquiries.',
  dueToday: 'Follow-ups due today',
  dueEmpty: 'No follow-ups are due today.',
  dueAt: '{{time}}: {{name}} ({{mobile}}), {{plan}}',
  byDate: 'Enquiries by follow-up date',
  followUpFilter: 'Follow-up date',
  saveError: 'Error: {{message}}',
};
const hi: Translation<typeof en> = {
  title: 'पूछताछ',
  fields: {
    date: 'तारीख़',
    name: 'नाम',
    mobile: 'मोबाइल',
    address: 'पता',
    plan: 'प्लान',
    amount: 'राशि (₹)',
    followUpDate: 'फ़ॉलो-अप की तारीख़',
    followUpTime: 'फ़ॉलो-अप का समय',
    description: 'विवरण',
  },
  plans: { 'Week Plan': 'साप्ताहिक प्लान', 'Off Plan': 'ऑफ़ प्लान' },
  add: 'जमा करें',
  addTitle: 'नई पूछताछ',
  empty: 'अभी तक कोई पूछताछ नहीं जोड़ी गई है।',
  loadFailed: 'पूछताछ लोड नहीं हो सकीं।',
  dueToday: 'आज के फ़ॉलो-अप',
  dueEmpty: 'आज कोई फ़ॉलो-अप नहीं है।',
  dueAt: '{{time}}: {{name}} ({{mobile}}), {{plan}}',
  byDate: 'फ़ॉलो-अप की तारीख़ से पूछताछ',
  followUpFilter: 'फ़ॉलो-अप की तारीख़',
  saveError: 'त्रुटि: {{message}}',
};

registerCatalogue(
  'enquiries',
  { en, hi },
  {
    'Enquiry not found.': 'पूछताछ नहीं मिली।',
    'Amount must be greater than 0': 'राशि 0 से अधिक होनी चाहिए',
    'Choose Week Plan or Off Plan.': 'Week Plan या Off Plan चुनें।',
    'Failed to save enquiry': 'पूछताछ सहेजने में विफल',
    'Enquiry saved.': 'पूछताछ सहेजी गई।',
    'Enquiry updated.': 'पूछताछ अपडेट की गई।',
    'Enquiry deleted.': 'पूछताछ हटाई गई।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const enquiriesCatalogue = en;
export const useEnquiriesT = () => useTranslation('enquiries').t;
