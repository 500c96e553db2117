import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** Trainers and staff (spec 03 sections 3 to 8) and the User panel (the team as accounts). */
const en = {
  staff: {
    trainers: 'Trainers',
    staff: 'Staff',
    name: 'Name',
    address: 'Address',
    dob: 'Date of Birth',
    gender: 'Gender',
    mobile: 'Mobile',
    joindate: 'Join Date',
    email: 'Email',
    experience: 'Experience (years)',
    description: 'Description',
    vedanId: 'Vedan ID (optional)',
    image: 'Photo',
    photoOf: 'Photo of {{name}}',
    genders: { male: 'Male', female: 'Female' },
    addTitle: 'Add a trainer or staff member',
    add: 'Submit',
    loadFailed: 'Failed to load the staff.',
  },
  users: {
    title: 'Users',
    plan: 'Plan',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    permissions: 'Permissions',
    addTitle: 'Add a user',
    add: 'Submit',
    remove: 'Delete',
    none: 'None',
  },
};
const hi: Translation<typeof en> = {
  staff: {
    trainers: 'ट्रेनर',
    staff: 'स्टाफ़',
    name: 'नाम',
    address: 'पता',
    dob: 'जन्म तिथि',
    gender: 'लिंग',
    mobile: 'मोबाइल',
    joindate: 'कार्यभार ग्रहण की तारीख़',
    email: 'ईमेल',
    experience: 'अनुभव (वर्ष)',
    description: 'विवरण',
    vedanId: 'वेदन ID (वैकल्पिक)',
    image: 'फ़ोटो',
    photoOf: '{{name}} की फ़ोटो',
    genders: { male: 'पुरुष', female: 'महिला' },
    addTitle: 'ट्रेनर या स्टाफ़ सदस्य जोड़ें',
    add: 'जमा करें',
    loadFailed: 'स्टाफ़ लोड नहीं हो सका।',
  },
  users: {
    title: 'उपयोगकर्ता',
    plan: 'प्लान',
    name: 'नाम',
    phone: 'फ़ोन',
    email: 'ईमेल',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
    permissions: 'अनुमतियाँ',
    addTitle: 'उपयोगकर्ता जोड़ें',
    add: 'जमा करें',
    remove: 'हटाएँ',
    none: 'कोई नहीं',
  },
};

registerCatalogue(
  'staff',
  { en, hi },
  {
    'A Vedan ID is VD followed by 6 letters or digits.': 'Vedan ID में VD के बाद 6 अक्षर या अंक होते हैं।',
    'Mobile number must be 10 digits': 'मोबाइल नंबर 10 अंकों का होना चाहिए',
    'Address is required.': 'पता आवश्यक है।',
    'No trainers added yet.': 'अभी तक कोई ट्रेनर नहीं जोड़ा गया है।',
    'Date of birth is required.': 'जन्म तिथि आवश्यक है।',
    'Choose male or female.': 'पुरुष या महिला चुनें।',
    'Join date is required.': 'कार्यभार ग्रहण की तारीख़ आवश्यक है।',
    'Experience must be 0 or more years.': 'अनुभव 0 या उससे अधिक वर्ष होना चाहिए।',
    'Choose a photo (PNG, JPEG, WebP or GIF, at most 2 MB).':
      'एक फ़ोटो चुनें (PNG, JPEG, WebP या GIF, अधिकतम 2 MB)।',
    'Staff member added.': 'स्टाफ़ सदस्य जोड़ा गया।',
    'Staff member updated.': 'स्टाफ़ सदस्य अपडेट किया गया।',
    'Staff member deleted.': 'स्टाफ़ सदस्य हटाया गया।',
    'Staff member not found.': 'स्टाफ़ सदस्य नहीं मिला।',
    'User created successfully!': 'उपयोगकर्ता सफलतापूर्वक बनाया गया!',
    'User created successfully! This e-mail already had a Vedann account: it keeps its own password and now has access to this business.':
      'उपयोगकर्ता सफलतापूर्वक बनाया गया! इस ई-मेल का पहले से एक Vedann खाता था: उसका अपना पासवर्ड बना रहेगा और अब उसे इस व्यवसाय तक पहुँच मिल गई है।',
    'User deleted successfully!': 'उपयोगकर्ता सफलतापूर्वक हटाया गया!',
    'User updated successfully!': 'उपयोगकर्ता सफलतापूर्वक अपडेट किया गया!',
    'No users added yet.': 'अभी तक कोई उपयोगकर्ता नहीं जोड़ा गया है।',
    'Passwords do not match': 'पासवर्ड मेल नहीं खाते',
    'Choose Admin or Operator.': 'Admin या Operator चुनें।',
    'Failed to fetch users': 'उपयोगकर्ता लाने में विफल',
    'Failed to delete user': 'उपयोगकर्ता हटाने में विफल',
    "A user's password belongs to the user: they change it from their profile or with Forgot password.":
      'उपयोगकर्ता का पासवर्ड उसी का होता है: वे इसे अपनी प्रोफ़ाइल से या Forgot password से बदलते हैं।',
    'Only the owner or an admin can make or change an Admin.':
      'केवल मालिक या कोई Admin ही किसी को Admin बना या बदल सकता है।',
    'You can only give permissions you hold yourself.':
      'आप केवल वही अनुमतियाँ दे सकते हैं जो आपके पास स्वयं हैं।',
    'User not found.': 'उपयोगकर्ता नहीं मिला।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const staffCatalogue = en;
export const useStaffT = () => useTranslation('staff').t;
