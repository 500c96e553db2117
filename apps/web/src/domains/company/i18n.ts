import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/**
 * The company area's texts (spec 04 section 2.4). The screens come with the business dashboard
 * shell; this carries the Hindi of the contracts' messages, which the server sends.
 */
const en = {
  page: {
    title: 'Company',
  },
};
export type CompanyTexts = typeof en;

const hi: Translation<typeof en> = {
  page: {
    title: 'कंपनी',
  },
};

registerCatalogue(
  'company',
  { en, hi },
  {
    'Company profile submitted successfully': 'कंपनी प्रोफ़ाइल सफलतापूर्वक जमा की गई',
    'Failed to submit company profile': 'कंपनी प्रोफ़ाइल जमा करने में विफल',
    'User not logged in! Please log in first.': 'उपयोगकर्ता लॉग इन नहीं है! कृपया पहले लॉग इन करें।',
    'At least one founder is required.': 'कम से कम एक संस्थापक आवश्यक है।',
    "Enter each founder's name (at most 100 characters).":
      'हर संस्थापक का नाम डालें (अधिकतम 100 अक्षर)।',
    'At most 20 founders.': 'अधिकतम 20 संस्थापक।',
    'Product No may have at most 50 characters.': 'Product No में अधिकतम 50 अक्षर हो सकते हैं।',
    'Enter the year the company was established (four digits).':
      'कंपनी की स्थापना का वर्ष डालें (चार अंक)।',
    'Phone must be exactly 10 digits.': 'फ़ोन ठीक 10 अंकों का होना चाहिए।',
    'Enter a valid email address.': 'मान्य ईमेल पता डालें।',
    'Address may have at most 300 characters.': 'पते में अधिकतम 300 अक्षर हो सकते हैं।',
    'Choose a business type.': 'व्यवसाय का प्रकार चुनें।',
    'Choose a certificate of the business type.': 'इस व्यवसाय प्रकार का प्रमाणपत्र चुनें।',
    'A certificate must be a PDF, JPG or PNG file of at most 10 MB.':
      'प्रमाणपत्र अधिकतम 10 MB की PDF, JPG या PNG फ़ाइल होना चाहिए।',
    'Attach the certificate file.': 'प्रमाणपत्र की फ़ाइल लगाएँ।',
    'Certificate saved.': 'प्रमाणपत्र सहेजा गया।',
    'Certificate removed.': 'प्रमाणपत्र हटाया गया।',
    'Certificate not found.': 'प्रमाणपत्र नहीं मिला।',
    'Enter the product id (at most 30 characters).': 'उत्पाद आईडी डालें (अधिकतम 30 अक्षर)।',
    'Enter the product name.': 'उत्पाद का नाम डालें।',
    'Use may have at most 300 characters.': 'उपयोग में अधिकतम 300 अक्षर हो सकते हैं।',
    'Enter an HSN code of 4, 6 or 8 digits.': '4, 6 या 8 अंकों का HSN कोड डालें।',
    'Price per unit must be a number from 0 to 10,00,00,000.':
      'प्रति इकाई मूल्य 0 से 10,00,00,000 तक की संख्या होनी चाहिए।',
    'Upload the file again.': 'फ़ाइल फिर से अपलोड करें।',
    'Only image files are allowed.': 'केवल छवि फ़ाइलें स्वीकार हैं।',
    'Only PDF files are allowed.': 'केवल PDF फ़ाइलें स्वीकार हैं।',
    'Product saved.': 'उत्पाद सहेजा गया।',
    'Product updated.': 'उत्पाद अपडेट किया गया।',
    'Product removed.': 'उत्पाद हटाया गया।',
    'Product not found.': 'उत्पाद नहीं मिला।',
    'Enter the event.': 'घटना डालें।',
    'Source may have at most 300 characters.': 'स्रोत में अधिकतम 300 अक्षर हो सकते हैं।',
    'News saved.': 'समाचार सहेजा गया।',
    'News updated.': 'समाचार अपडेट किया गया।',
    'News removed.': 'समाचार हटाया गया।',
    'News not found.': 'समाचार नहीं मिला।',
    'Choose a month.': 'महीना चुनें।',
    'Enter a share price from 0 to 10,00,000.': '0 से 10,00,000 तक का शेयर मूल्य डालें।',
    'Share price saved.': 'शेयर मूल्य सहेजा गया।',
    'Share price updated.': 'शेयर मूल्य अपडेट किया गया।',
    'Share price removed.': 'शेयर मूल्य हटाया गया।',
    'Share price not found.': 'शेयर मूल्य नहीं मिला।',
    'That month already has a price; edit it instead.': 'उस महीने का मूल्य पहले से है; उसे संपादित करें।',
    'A comment may have at most 500 characters.': 'टिप्पणी में अधिकतम 500 अक्षर हो सकते हैं।',
    'Thank you for rating the company.': 'कंपनी को रेटिंग देने के लिए धन्यवाद।',
    'You can rate a company once it has called you to an interview.':
      'कंपनी के साक्षात्कार के लिए बुलाने के बाद ही आप उसे रेटिंग दे सकते हैं।',
    'The file must be a PDF, PNG or JPEG.': 'फ़ाइल PDF, PNG या JPEG होनी चाहिए।',
  },
);

export const useCompanyT = () => useTranslation('company').t;
