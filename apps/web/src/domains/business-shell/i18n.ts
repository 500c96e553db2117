import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** The business dashboard shell: its menu's controls and its fall-back panes. */
const en = {
  menu: 'Dashboard menu',
  openMenu: 'Open the dashboard menu',
  collapse: 'Collapse the menu',
  expand: 'Expand the menu',
  /** A group's button on the collapsed menu: its name, then the initials it shows. */
  collapsedGroup: '{{label}} ({{short}})',
  /** A screen's page title when its menu label needs its group's name to be clear. */
  pageInGroup: '{{group}}: {{page}}',
  notAvailable: 'This part of Vedann is not available yet.',
  noBusiness: {
    title: 'No business of this kind yet',
    text: 'This dashboard is for a {{kind}}, and you have none yet. Register one in the management service.',
    manage: 'Go to the management service',
  },
  kinds: {
    library: 'library',
    gym: 'gym',
    ahar: 'food business',
    company: 'company',
    barber: 'barber',
  },
  find: {
    open: 'Find a screen',
    keys: 'Ctrl K',
    title: 'Find a screen',
    label: 'Screen name or plain words',
    help: 'For example: fees, members, शुल्क. Arrows choose, Enter opens, Esc closes.',
    results: 'Screens',
    count_one: '{{count}} screen found',
    count_other: '{{count}} screens found',
    none: 'No screen of this business matches.',
  },
};

const hi: Translation<typeof en> = {
  menu: 'डैशबोर्ड मेन्यू',
  openMenu: 'डैशबोर्ड मेन्यू खोलें',
  collapse: 'मेन्यू छोटा करें',
  expand: 'मेन्यू बड़ा करें',
  collapsedGroup: '{{label}} ({{short}})',
  pageInGroup: '{{group}}: {{page}}',
  notAvailable: 'वेदन का यह हिस्सा अभी उपलब्ध नहीं है।',
  noBusiness: {
    title: 'इस तरह का कोई व्यवसाय अभी नहीं है',
    text: 'यह डैशबोर्ड {{kind}} के लिए है, और आपका अभी कोई नहीं है। प्रबंधन सेवा में एक पंजीकृत करें।',
    manage: 'प्रबंधन सेवा पर जाएँ',
  },
  kinds: {
    library: 'पुस्तकालय',
    gym: 'जिम',
    ahar: 'खाने के व्यवसाय',
    company: 'कंपनी',
    barber: 'नाई की दुकान',
  },
  find: {
    open: 'स्क्रीन खोजें',
    keys: 'Ctrl K',
    title: 'स्क्रीन खोजें',
    label: 'स्क्रीन का नाम या सीधे शब्द',
    help: 'जैसे: शुल्क, सदस्य, fees। तीर से चुनें, Enter से खोलें, Esc से बंद करें।',
    results: 'स्क्रीनें',
    count_one: '{{count}} स्क्रीन मिली',
    count_other: '{{count}} स्क्रीनें मिलीं',
    none: 'इस व्यवसाय की कोई स्क्रीन मेल नहीं खाती।',
  },
};

registerCatalogue('businessShell', { en, hi });

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const businessShellCatalogue = en;
export const useBusinessShellT = () => useTranslation('businessShell').t;
