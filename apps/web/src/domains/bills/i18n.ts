import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'bills',
  { en, hi },
  {
    'Choose a currency: USD, EUR, GBP, INR or JPY.': 'एक मुद्रा चुनें: USD, EUR, GBP, INR या JPY।',
    'USD is the base currency: its rate stays 1.': 'USD आधार मुद्रा है: इसकी दर 1 ही रहती है।',
    'Currency rates updated.': 'मुद्रा दरें अपडेट की गईं।',
    'The amount is too large in that currency.': 'उस मुद्रा में राशि बहुत बड़ी है।',
    'Bill From is required.': 'Bill From आवश्यक है।',
    'Bill To is required.': 'Bill To आवश्यक है।',
    'Rent Amount is required and should be a valid number.':
      'किराये की राशि आवश्यक है और एक मान्य संख्या होनी चाहिए।',
    'Billing Date is required.': 'बिलिंग की तारीख़ आवश्यक है।',
    'Save the new bill first before updating.': 'अपडेट करने से पहले नया बिल सहेजें।',
    'Error: No valid database ID found for this bottle/bill.':
      'त्रुटि: इस बोतल/बिल के लिए कोई मान्य डेटाबेस ID नहीं मिली।',
    'Bill updated successfully!': 'बिल सफलतापूर्वक अपडेट किया गया!',
    'New bills submitted successfully!': 'नए बिल सफलतापूर्वक जमा किए गए!',
    'Bills submitted successfully!': 'बिल सफलतापूर्वक जमा किए गए!',
    'Bill deleted successfully!': 'बिल सफलतापूर्वक हटाया गया!',
    'All data submitted successfully!': 'सारा डेटा सफलतापूर्वक जमा किया गया!',
    'Water bottle entry updated successfully!': 'पानी की बोतल की प्रविष्टि सफलतापूर्वक अपडेट की गई!',
    'Water bill updated successfully!': 'पानी का बिल सफलतापूर्वक अपडेट किया गया!',
    'Failed to fetch water data.': 'पानी का डेटा लाने में विफल।',
    'Bill not found.': 'बिल नहीं मिला।',
    'Water bottle entry deleted.': 'पानी की बोतल की प्रविष्टि हटाई गई।',
    'Water bottle entry not found.': 'पानी की बोतल की प्रविष्टि नहीं मिली।',
    'Choose an entry type: bottle or bill.': 'प्रविष्टि का प्रकार चुनें: bottle या bill।',
    'Quantity must be a whole number of at least 0.': 'मात्रा कम से कम 0 की पूर्ण संख्या होनी चाहिए।',
    'Price must be an amount of at least 0 with at most two decimals.':
      'कीमत कम से कम 0 की राशि होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
    'Amount must be an amount of at least 0 with at most two decimals.':
      'राशि कम से कम 0 होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
    'Wifi package price must be an amount of at least 0 with at most two decimals.':
      'वाई-फ़ाई पैकेज की कीमत कम से कम 0 की राशि होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
    'Bill amount must be an amount of at least 0 with at most two decimals.':
      'बिल की राशि कम से कम 0 होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
    'Units must be a number of at least 0 with at most two decimals.':
      'यूनिट कम से कम 0 की संख्या होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
    'The end of the billing period must not be before its start.':
      'बिलिंग अवधि का अंत उसकी शुरुआत से पहले नहीं होना चाहिए।',
    'Add at least one bill.': 'कम से कम एक बिल जोड़ें।',
    'At most 100 bills can be submitted at once.': 'एक बार में अधिकतम 100 बिल जमा किए जा सकते हैं।',
    'Enter a month as YYYY-MM.': 'महीना YYYY-MM के रूप में डालें।',
    'Choose at most 36 months, the first not after the last.':
      'अधिकतम 36 महीने चुनें, पहला महीना आख़िरी के बाद का न हो।',
  },
);
