import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** The barber's dashboard (issue 11 section 6) and the Hindi of its contracts' messages. */
const en = {
  title: 'Barber',
  home: 'Choose a screen from the menu.',
  groups: {
    profile: 'Profile',
    shop: 'Shop',
    people: 'People',
    accounts: 'Accounts',
    admin: 'Admin',
  },
  items: {
    viewProfile: 'View Profile',
    editProfile: 'Edit Profile',
    services: 'Services and prices',
    queue: 'Walk-in queue',
    staff: 'Staff',
    attendance: 'Attendance',
    bill: 'Bill',
    balanceSheet: 'Balance Sheet',
    financialReport: 'Financial Report',
    notice: 'Notice',
  },
};
const hi: Translation<typeof en> = {
  title: 'नाई की दुकान',
  home: 'मेन्यू से कोई स्क्रीन चुनें।',
  groups: {
    profile: 'प्रोफ़ाइल',
    shop: 'दुकान',
    people: 'लोग',
    accounts: 'खाते',
    admin: 'एडमिन',
  },
  items: {
    viewProfile: 'प्रोफ़ाइल देखें',
    editProfile: 'प्रोफ़ाइल संपादित करें',
    services: 'सेवाएँ और दाम',
    queue: 'बिना अपॉइंटमेंट की कतार',
    staff: 'स्टाफ़',
    attendance: 'उपस्थिति',
    bill: 'बिल',
    balanceSheet: 'बैलेंस शीट',
    financialReport: 'वित्तीय रिपोर्ट',
    notice: 'सूचना',
  },
};

registerCatalogue(
  'barber',
  { en, hi },
  {
    'Service name is required.': 'सेवा का नाम आवश्यक है।',
    'Price must be a number of rupees, 0 or more.': 'कीमत रुपये में 0 या उससे अधिक संख्या होनी चाहिए।',
    'Duration must be 5 to 600 minutes.': 'अवधि 5 से 600 मिनट होनी चाहिए।',
    'Enter the name to call out.': 'पुकारने के लिए नाम डालें।',
    'Service added.': 'सेवा जोड़ी गई।',
    'Service updated.': 'सेवा अपडेट की गई।',
    'Service deleted.': 'सेवा हटाई गई।',
    'Service not found.': 'सेवा नहीं मिली।',
    'Nobody is waiting.': 'कोई प्रतीक्षा नहीं कर रहा है।',
    'Queue entry not found.': 'कतार की प्रविष्टि नहीं मिली।',
    'Removed from the queue.': 'कतार से हटाया गया।',
    'Business not found.': 'व्यवसाय नहीं मिला।',
  },
);

/** The English side, whose keys type `t('...')` (i18n/resources.d.ts). */
export const barberCatalogue = en;
export const useBarberT = () => useTranslation('barber').t;
