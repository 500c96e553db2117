import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'diet',
  { en, hi },
  {
    'Location is required.': 'स्थान आवश्यक है।',
    'At least one time slot is required.': 'कम से कम एक समय स्लॉट आवश्यक है।',
    'Schedule updated successfully!': 'समय-सारणी सफलतापूर्वक अपडेट की गई!',
    'Error updating schedule': 'समय-सारणी अपडेट करने में त्रुटि',
    'Form Submitted': 'फ़ॉर्म जमा किया गया',
    'Error submitting form': 'फ़ॉर्म जमा करने में त्रुटि',
    'Enter a time as HH:MM.': 'समय HH:MM के रूप में डालें।',
    'A slot must end after it starts.': 'स्लॉट शुरू होने के बाद ही समाप्त होना चाहिए।',
    'Days are Monday to Sunday.': 'दिन सोमवार से रविवार तक होते हैं।',
    'Each day appears once.': 'हर दिन एक ही बार आता है।',
    'An activity may have at most 200 characters.': 'गतिविधि में अधिकतम 200 अक्षर हो सकते हैं।',
    'The name may have at most 100 characters.': 'नाम में अधिकतम 100 अक्षर हो सकते हैं।',
    'Serial no must be a whole number from 1 to 99.': 'क्रम संख्या 1 से 99 तक की पूर्ण संख्या होनी चाहिए।',
    'Enter the ring time as 9:00 AM or 09:00.': 'घंटी का समय 9:00 AM या 09:00 के रूप में डालें।',
    'The remark may have at most 200 characters.': 'टिप्पणी में अधिकतम 200 अक्षर हो सकते हैं।',
    'Reminder not found.': 'रिमाइंडर नहीं मिला।',
    'Reminder removed.': 'रिमाइंडर हटाया गया।',
    'Organisation is required.': 'संस्था आवश्यक है।',
    'Doctor is required.': 'डॉक्टर आवश्यक है।',
    'Choose allopathic, homeopathic or ayurvedic.': 'एलोपैथिक, होम्योपैथिक या आयुर्वेदिक चुनें।',
    'The fee must be from 0 to 10000 rupees.': 'शुल्क 0 से 10000 रुपये तक होना चाहिए।',
    'Enter a 6-digit pincode or Pan India.': '6 अंकों का पिनकोड या Pan India डालें।',
    'Consultant added.': 'परामर्शदाता जोड़ा गया।',
    'Consultant updated.': 'परामर्शदाता अपडेट किया गया।',
    'Consultant removed.': 'परामर्शदाता हटाया गया।',
    'Consultant not found.': 'परामर्शदाता नहीं मिला।',
    'Your query is saved.': 'आपका प्रश्न सहेजा गया है।',
    'No consultant matches this query yet.': 'अभी कोई परामर्शदाता इस प्रश्न से मेल नहीं खाता।',
    'Answer every question.': 'हर प्रश्न का उत्तर दें।',
    'Your answers are saved.': 'आपके उत्तर सहेजे गए हैं।',
    'You have not taken the questionnaire yet.': 'आपने अभी तक प्रश्नावली नहीं भरी है।',
  },
);
