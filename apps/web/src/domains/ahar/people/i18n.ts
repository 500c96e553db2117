import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../../i18n';

/** The ahar's people: Regular Member (User Panel) and Identification (Lekh Record). */
const en = {
  members: {
    title: 'Regular Members',
    addedNamed: '{{name}} added: {{meals}} {{kind}} meals a day from {{from}}.',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail (optional)',
    mealKind: 'Meal kind',
    mealKinds: { Veg: 'Veg', 'Non-veg': 'Non-veg', Jain: 'Jain' },
    mealsPerDay: 'Meals per day',
    startDate: 'Start date',
    endDate: 'End date (optional)',
    ongoing: 'Ongoing',
    monthlyAmount: 'Monthly amount (₹)',
    active: 'Active',
    yes: 'Yes',
    no: 'No',
    vedanId: 'Vedan ID (optional)',
    remark: 'Remark',
    nextPause: 'Next pause',
    addTitle: 'Add a regular member',
    add: 'Add Regular Member',
    search: 'Search by name or phone',
    loadFailed: 'Failed to load the regular members.',
  },
  identification: {
    title: 'Identification',
    intro:
      'ID cards of your staff and regular members. Each card carries a QR code that the Attendance check-in desk reads.',
    name: 'Name',
    role: 'Role',
    phone: 'Phone',
    vedanId: 'Vedan ID',
    roles: { staff: 'Staff', regular: 'Regular member' },
    show: 'Show',
    kinds: { all: 'Everyone', staff: 'Staff', regular: 'Regular members' },
    download: 'Download ID card',
    downloadFor: 'Download ID card of {{name}}',
    downloadFailed: 'The ID card could not be made. Please try again.',
    pager: 'Pages of people',
    loading: 'Loading people…',
  },
};

const hi: Translation<typeof en> = {
  members: {
    title: 'नियमित सदस्य',
    addedNamed: '{{name}} जोड़े गए: {{from}} से रोज़ {{meals}} {{kind}} भोजन।',
    name: 'नाम',
    phone: 'फ़ोन',
    email: 'ईमेल (वैकल्पिक)',
    mealKind: 'भोजन का प्रकार',
    mealKinds: { Veg: 'शाकाहारी', 'Non-veg': 'मांसाहारी', Jain: 'जैन' },
    mealsPerDay: 'प्रतिदिन भोजन',
    startDate: 'शुरू होने की तारीख़',
    endDate: 'समाप्ति की तारीख़ (वैकल्पिक)',
    ongoing: 'जारी',
    monthlyAmount: 'मासिक राशि (₹)',
    active: 'सक्रिय',
    yes: 'हाँ',
    no: 'नहीं',
    vedanId: 'वेदन ID (वैकल्पिक)',
    remark: 'टिप्पणी',
    nextPause: 'अगला रोका गया दिन',
    addTitle: 'नियमित सदस्य जोड़ें',
    add: 'नियमित सदस्य जोड़ें',
    search: 'नाम या फ़ोन से खोजें',
    loadFailed: 'नियमित सदस्य लोड नहीं हो सके।',
  },
  identification: {
    title: 'पहचान',
    intro:
      'आपके स्टाफ़ और नियमित सदस्यों के पहचान पत्र। हर कार्ड पर एक QR कोड है जिसे उपस्थिति का चेक-इन डेस्क पढ़ता है।',
    name: 'नाम',
    role: 'भूमिका',
    phone: 'फ़ोन',
    vedanId: 'वेदन ID',
    roles: { staff: 'स्टाफ़', regular: 'नियमित सदस्य' },
    show: 'दिखाएँ',
    kinds: { all: 'सभी', staff: 'स्टाफ़', regular: 'नियमित सदस्य' },
    download: 'पहचान पत्र डाउनलोड करें',
    downloadFor: '{{name}} का पहचान पत्र डाउनलोड करें',
    downloadFailed: 'पहचान पत्र नहीं बन सका। कृपया फिर से कोशिश करें।',
    pager: 'लोगों के पन्ने',
    loading: 'लोग लोड हो रहे हैं…',
  },
};

registerCatalogue(
  'aharPeople',
  { en, hi },
  {
    'No regular members added yet.': 'अभी तक कोई नियमित सदस्य नहीं जोड़ा गया है।',
    'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
    'Choose Veg, Non-veg or Jain.': 'शाकाहारी, मांसाहारी या जैन चुनें।',
    'Meals per day must be 1, 2 or 3.': 'प्रतिदिन भोजन 1, 2 या 3 होना चाहिए।',
    'Start date is required.': 'शुरू होने की तारीख़ ज़रूरी है।',
    'The end date cannot be before the start date.':
      'समाप्ति की तारीख़ शुरू होने की तारीख़ से पहले नहीं हो सकती।',
    'Monthly amount must be 0 or more, with at most 2 decimals.':
      'मासिक राशि 0 या उससे अधिक होनी चाहिए, अधिकतम 2 दशमलव अंकों के साथ।',
    'Regular member added.': 'नियमित सदस्य जोड़ा गया।',
    'Regular member updated.': 'नियमित सदस्य अपडेट किया गया।',
    'Regular member deleted.': 'नियमित सदस्य हटाया गया।',
    'Regular member not found.': 'नियमित सदस्य नहीं मिला।',
    'Saved. This ahar will reach you that way.': 'सहेजा गया। यह आहार आप तक इसी तरह पहुँचेगा।',
    'No staff or regular members yet.': 'अभी कोई स्टाफ़ या नियमित सदस्य नहीं है।',
    'No staff member or regular member of this business has this id.':
      'इस व्यवसाय के किसी स्टाफ़ सदस्य या नियमित सदस्य की यह ID नहीं है।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const aharPeopleCatalogue = en;
export const useAharPeopleT = () => useTranslation('aharPeople').t;
