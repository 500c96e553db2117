import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** The notice board (spec 03 sections 2 to 8) and the notices on a person's own dashboard. */
const en = {
  list: 'Notices',
  add: 'Add Notice',
  formAdd: 'New notice',
  formEdit: 'Edit notice',
  fields: {
    notice: 'Notice',
    startDate: 'Start Date',
    endDate: 'End Date',
    visibleTo: 'Visible To',
  },
  audiences: { User: 'User', Member: 'Member', Staff: 'Staff' },
  submit: 'Submit',
  cancel: 'Cancel',
  edit: 'Edit',
  remove: 'Delete',
  period: '{{start}} to {{end}}',
  forAudience: 'For: {{audience}}',
  mine: {
    title: 'Notices for you',
    empty: 'No notices for you today.',
    from: 'From {{business}}, until {{end}}',
  },
};
const hi: Translation<typeof en> = {
  list: 'सूचनाएँ',
  add: 'सूचना जोड़ें',
  formAdd: 'नई सूचना',
  formEdit: 'सूचना संपादित करें',
  fields: {
    notice: 'सूचना',
    startDate: 'शुरुआत की तारीख़',
    endDate: 'समाप्ति की तारीख़',
    visibleTo: 'किसे दिखे',
  },
  audiences: { User: 'यूज़र', Member: 'सदस्य', Staff: 'स्टाफ़' },
  submit: 'जमा करें',
  cancel: 'रद्द करें',
  edit: 'संपादित करें',
  remove: 'हटाएँ',
  period: '{{start}} से {{end}} तक',
  forAudience: 'किसके लिए: {{audience}}',
  mine: {
    title: 'आपके लिए सूचनाएँ',
    empty: 'आज आपके लिए कोई सूचना नहीं है।',
    from: '{{business}} से, {{end}} तक',
  },
};

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

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const noticesCatalogue = en;
export const useNoticesT = () => useTranslation('notices').t;
