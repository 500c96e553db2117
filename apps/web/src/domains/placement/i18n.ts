import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'placement',
  { en, hi },
  {
    'Saved.': 'सहेजा गया।',
    'Contact number must be exactly 10 digits.': 'संपर्क नंबर ठीक 10 अंकों का होना चाहिए।',
    'marks range -10 to +10': 'अंक -10 से +10 तक',
    'Each entry may have at most 150 characters.': 'हर प्रविष्टि में अधिकतम 150 अक्षर हो सकते हैं।',
    'At most 50 entries.': 'अधिकतम 50 प्रविष्टियाँ।',
    'A rating is a whole number from 1 to 5.': 'रेटिंग 1 से 5 तक की पूर्ण संख्या होती है।',
    'Name the skill.': 'कौशल का नाम लिखें।',
    'Company is required.': 'कंपनी आवश्यक है।',
    'Role is required.': 'भूमिका आवश्यक है।',
    'Choose job or internship.': 'नौकरी या इंटर्नशिप चुनें।',
    'Enter a year of four digits.': 'चार अंकों का वर्ष डालें।',
    'Post is required.': 'पद आवश्यक है।',
    'Your enquiry is sent.': 'आपकी पूछताछ भेज दी गई है।',
    'Response saved.': 'जवाब सहेजा गया।',
    'Choose Pending, Approved or Rejected.': 'Pending, Approved या Rejected चुनें।',
    'Enter the interview date and time.': 'साक्षात्कार की तारीख़ और समय डालें।',
    'Interview date saved.': 'साक्षात्कार की तारीख़ सहेजी गई।',
    'Choose Selected or Rejected.': 'Selected या Rejected चुनें।',
    'Decision saved.': 'निर्णय सहेजा गया।',
    'The letter must be a PDF of at most 10 MB.': 'पत्र अधिकतम 10 MB की PDF फ़ाइल होनी चाहिए।',
    'Your agreement is saved.': 'आपकी सहमति सहेजी गई है।',
    'Both the student and the company must agree before the interview is rated.':
      'साक्षात्कार की रेटिंग से पहले छात्र और कंपनी दोनों की सहमति आवश्यक है।',
    'Assessment saved.': 'मूल्यांकन सहेजा गया।',
  },
);
