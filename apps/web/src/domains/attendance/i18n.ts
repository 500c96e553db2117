import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'attendance',
  { en, hi },
  {
    'Enter a time as HH:MM (24-hour).': 'समय HH:MM (24-घंटे) के रूप में डालें।',
    'Attendance Submitted Successfully!': 'उपस्थिति सफलतापूर्वक जमा की गई!',
    'Attendance updated.': 'उपस्थिति अपडेट की गई।',
    'Attendance row deleted.': 'उपस्थिति की पंक्ति हटाई गई।',
    'Attendance row not found.': 'उपस्थिति की पंक्ति नहीं मिली।',
    'Student name is required.': 'छात्र का नाम आवश्यक है।',
    'Choose tick or cross.': 'सही या क्रॉस का निशान चुनें।',
    'Choose a year from 2000 to 2100.': '2000 से 2100 तक का वर्ष चुनें।',
    'Scan or type an ID.': 'कोई ID स्कैन करें या टाइप करें।',
    'Each day is P, A or -.': 'हर दिन P, A या - होता है।',
  },
);
