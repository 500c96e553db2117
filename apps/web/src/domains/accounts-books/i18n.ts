import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** The accounts books' screens: balance sheet and financial report (issue 11 section 3). */
const en = {
  nav: {
    accounts: 'Accounts',
    bill: 'Bill',
    financialReport: 'Financial Report',
    balanceSheet: 'Balance Sheet',
  },
  balance: {
    title: 'Balance Sheet',
    assets: 'Assets',
    liabilities: 'Liabilities',
    equity: 'Equity',
    assetTypes: {
      'Current Assets': 'Current Assets',
      Investments: 'Investments',
      'Property Plant & Equipments': 'Property Plant & Equipments',
      'Intangible Assets': 'Intangible Assets',
      'Other Assets': 'Other Assets',
    },
    liabilityTypes: {
      'Current Liabilities': 'Current Liabilities',
      'Long-Term Liabilities': 'Long-Term Liabilities',
    },
    rupees: '{{type}} (₹)',
    submit: 'Submit',
    totals: 'Totals',
    totalAssets: 'Total Assets',
    totalLiabilities: 'Total Liabilities',
    liabilitiesAndEquity: 'Liabilities + Equity',
    balanced: 'Balanced: assets equal liabilities plus equity.',
    notBalanced: 'Not balanced: assets differ from liabilities plus equity by {{amount}}.',
    downloadPdf: 'Download PDF',
    loadError: 'Could not load the balance sheet.',
    history: 'Version history',
    noVersions: 'No versions yet.',
    savedOn: 'Saved on',
    savedBy: 'By',
    historyError: 'Could not load the version history.',
    unknownAuthor: 'Unknown',
  },
  report: {
    title: 'Financial Report',
    series: { Revenue: 'Revenue', Profit: 'Profit', NetWorth: 'Net Worth' },
    month: 'Month',
    year: 'Year',
    value: 'Value (Cr)',
    rowName: '{{series}} row {{number}}',
    addRow: 'Add Row',
    removeRow: 'Remove',
    update: 'Update',
    chart: '{{series}} by month, in crore',
    loadError: 'Could not load the financial report.',
  },
  /** The subtitle under its menu's name. */
  menuFinding: { subtitles: { accounts: 'bills, report, balance sheet' } },
};
const hi: Translation<typeof en> = {
  nav: {
    accounts: 'लेखा',
    bill: 'बिल',
    financialReport: 'वित्तीय रिपोर्ट',
    balanceSheet: 'बैलेंस शीट',
  },
  balance: {
    title: 'बैलेंस शीट',
    assets: 'परिसंपत्तियाँ',
    liabilities: 'देनदारियाँ',
    equity: 'इक्विटी',
    assetTypes: {
      'Current Assets': 'चालू परिसंपत्तियाँ',
      Investments: 'निवेश',
      'Property Plant & Equipments': 'संपत्ति, संयंत्र और उपकरण',
      'Intangible Assets': 'अमूर्त परिसंपत्तियाँ',
      'Other Assets': 'अन्य परिसंपत्तियाँ',
    },
    liabilityTypes: {
      'Current Liabilities': 'चालू देनदारियाँ',
      'Long-Term Liabilities': 'दीर्घकालिक देनदारियाँ',
    },
    rupees: '{{type}} (₹)',
    submit: 'जमा करें',
    totals: 'कुल',
    totalAssets: 'कुल परिसंपत्तियाँ',
    totalLiabilities: 'कुल देनदारियाँ',
    liabilitiesAndEquity: 'देनदारियाँ + इक्विटी',
    balanced: 'संतुलित: परिसंपत्तियाँ देनदारियों और इक्विटी के योग के बराबर हैं।',
    notBalanced: 'असंतुलित: परिसंपत्तियाँ देनदारियों और इक्विटी के योग से {{amount}} अलग हैं।',
    downloadPdf: 'PDF डाउनलोड करें',
    loadError: 'बैलेंस शीट लोड नहीं हो सकी।',
    history: 'संस्करणों का इतिहास',
    noVersions: 'अभी कोई संस्करण नहीं।',
    savedOn: 'सहेजने की तारीख़',
    savedBy: 'किसने',
    historyError: 'संस्करणों का इतिहास लोड नहीं हो सका।',
    unknownAuthor: 'अज्ञात',
  },
  report: {
    title: 'वित्तीय रिपोर्ट',
    series: { Revenue: 'राजस्व', Profit: 'लाभ', NetWorth: 'कुल संपत्ति' },
    month: 'महीना',
    year: 'वर्ष',
    value: 'मूल्य (करोड़)',
    rowName: '{{series}} पंक्ति {{number}}',
    addRow: 'पंक्ति जोड़ें',
    removeRow: 'हटाएँ',
    update: 'अपडेट करें',
    chart: 'महीने के अनुसार {{series}}, करोड़ में',
    loadError: 'वित्तीय रिपोर्ट लोड नहीं हो सकी।',
  },
  /** The subtitle under its menu's name. */
  menuFinding: { subtitles: { accounts: 'बिल, रिपोर्ट, बैलेंस शीट' } },
};

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

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const accountsBooksCatalogue = en;
export const useAccountsBooksT = () => useTranslation('accounts-books').t;
