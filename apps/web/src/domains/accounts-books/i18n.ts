import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'accounts-books',
  { en, hi },
  {
    'Error: Balance sheet ID is required!': 'त्रुटि: बैलेंस शीट ID आवश्यक है!',
    'Please wait, data is still loading...': 'कृपया प्रतीक्षा करें, डेटा अभी लोड हो रहा है...',
    'Balance Sheet Updated Successfully!': 'बैलेंस शीट सफलतापूर्वक अपडेट की गई!',
    'Something went wrong! Please try again.': 'कुछ गलत हो गया! कृपया फिर से प्रयास करें।',
    'Balance sheet not found.': 'बैलेंस शीट नहीं मिली।',
    'Balance sheet version not found.': 'बैलेंस शीट का संस्करण नहीं मिला।',
    'Choose an asset type: Current Assets, Investments, Property Plant & Equipments, Intangible Assets, Other Assets.':
      'परिसंपत्ति का प्रकार चुनें: Current Assets, Investments, Property Plant & Equipments, Intangible Assets, Other Assets।',
    'Choose a liability type: Current Liabilities, Long-Term Liabilities.':
      'देनदारी का प्रकार चुनें: Current Liabilities, Long-Term Liabilities।',
    'Each type may appear once.': 'हर प्रकार केवल एक बार आ सकता है।',
    'Assets and liabilities cannot be negative.': 'परिसंपत्तियाँ और देनदारियाँ ऋणात्मक नहीं हो सकतीं।',
    'Amounts may be at most 9,999,999,999.99 rupees.':
      'राशियाँ अधिकतम 9,999,999,999.99 रुपये हो सकती हैं।',
    'Choose a type: Revenue, Profit or NetWorth.': 'एक प्रकार चुनें: Revenue, Profit या NetWorth।',
    'Enter a year from 1900 to 2100.': '1900 से 2100 तक का वर्ष डालें।',
    'Keep at least one row.': 'कम से कम एक पंक्ति रखें।',
    'A series may have at most 240 rows.': 'एक शृंखला में अधिकतम 240 पंक्तियाँ हो सकती हैं।',
    'Send one of revenue, profit or networth.': 'revenue, profit या networth में से एक भेजें।',
    'Record added.': 'रिकॉर्ड जोड़ा गया।',
    'Record updated.': 'रिकॉर्ड अपडेट किया गया।',
    'Record removed.': 'रिकॉर्ड हटाया गया।',
    'Record not found.': 'रिकॉर्ड नहीं मिला।',
    'Financial data not found.': 'वित्तीय डेटा नहीं मिला।',
    'Financial data updated.': 'वित्तीय डेटा अपडेट किया गया।',
  },
);
