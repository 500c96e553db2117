import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

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
