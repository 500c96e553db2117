import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'notices',
  { en, hi },
  {
    'No notices added yet.': 'अभी तक कोई सूचना नहीं जोड़ी गई है।',
    'Loading notices...': 'सूचनाएँ लोड हो रही हैं...',
    'Failed to load notices.': 'सूचनाएँ लोड करने में विफल।',
    'Failed to submit notice.': 'सूचना जमा करने में विफल।',
    'Failed to delete notice.': 'सूचना हटाने में विफल।',
    'End date must be later than the start date.':
      'समाप्ति की तारीख़ शुरुआत की तारीख़ के बाद की होनी चाहिए।',
    'Notice is required.': 'सूचना आवश्यक है।',
    'Choose who sees the notice: User, Member or Staff.':
      'चुनें कि सूचना कौन देखेगा: User, Member या Staff।',
    'Notice added.': 'सूचना जोड़ी गई।',
    'Notice updated.': 'सूचना अपडेट की गई।',
    'Notice deleted.': 'सूचना हटाई गई।',
    'Notice not found.': 'सूचना नहीं मिली।',
  },
);
