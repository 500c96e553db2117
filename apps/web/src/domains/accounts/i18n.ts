import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** The account screens: sign up, log in, forgot and reset password, profile, and /select. */
const en = {
  fields: {
    fullName: 'Full Name',
    email: 'Email',
    phoneNumber: 'Phone Number',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
  },
  login: {
    title: 'Log In',
    submit: 'Log In',
    createAccount: 'Create an account',
    forgot: 'Forgot password?',
    toContinue: 'Please log in to continue.',
  },
  register: {
    title: 'Sign Up',
    submit: 'Sign Up',
    iAm: 'I am a',
    roles: {
      student: 'Student',
      recruiter: 'Recruiter',
      librarian: 'Librarian',
    },
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  forgot: {
    title: 'Forgot Password',
    submit: 'Send Reset Link',
    backToLogin: 'Back to login',
    goingBack: 'Taking you back to the login page...',
  },
  reset: {
    title: 'Reset Password',
    submit: 'Reset Password',
    askAgain: 'Ask for a new link',
  },
  profile: {
    title: 'Profile',
    librarian: {
      heading: 'Librarian Profile',
      intro: 'Your libraries, their seats, members, books and fees are managed from here.',
    },
    student: {
      heading: 'Student Profile',
      intro: 'Libraries you join and recruiters you apply to see this profile.',
    },
    recruiter: {
      heading: 'Recruiter Profile',
      intro: 'Candidates see this profile with your companies and jobs.',
    },
    myLibraries: 'Go to my libraries',
    photo: 'Profile photo',
    photoHint: 'An image of at most 2 MB.',
    photoPlaceholder: 'Choose an image',
    vedanId: 'Vedan ID',
    bio: 'Bio',
    handlerName: 'Handler name',
    notSet: 'Not set',
    edit: 'Edit',
    save: 'Save',
    saveChanges: 'Save Changes',
  },
  select: {
    title: 'Welcome',
    hello: 'Hello, {{name}}',
    owner:
      'Welcome! You run businesses on Vedann. Open one to work on it, or manage them all from the management service.',
    yourBusinesses: 'Your businesses',
    openBusiness: 'Open {{name}}',
    manageBusinesses: 'Manage my businesses',
    next: {
      studentServices: 'Student services',
      browseJobs: 'Browse jobs',
      libraries: 'Manage my libraries',
      companies: 'Manage companies',
    },
  },
};

const hi: Translation<typeof en> = {
  fields: {
    fullName: 'पूरा नाम',
    email: 'ईमेल',
    phoneNumber: 'फ़ोन नंबर',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
    newPassword: 'नया पासवर्ड',
  },
  login: {
    title: 'लॉग इन',
    submit: 'लॉग इन करें',
    createAccount: 'नया खाता बनाएँ',
    forgot: 'पासवर्ड भूल गए?',
    toContinue: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  },
  register: {
    title: 'साइन अप',
    submit: 'साइन अप करें',
    iAm: 'मैं हूँ',
    roles: {
      student: 'विद्यार्थी',
      recruiter: 'भर्तीकर्ता',
      librarian: 'पुस्तकालयाध्यक्ष',
    },
    haveAccount: 'क्या आपका खाता पहले से है?',
    login: 'लॉग इन करें',
  },
  forgot: {
    title: 'पासवर्ड भूल गए',
    submit: 'रीसेट लिंक भेजें',
    backToLogin: 'लॉग इन पर वापस जाएँ',
    goingBack: 'आपको लॉग इन पेज पर वापस ले जा रहे हैं...',
  },
  reset: {
    title: 'पासवर्ड रीसेट करें',
    submit: 'पासवर्ड रीसेट करें',
    askAgain: 'नया लिंक माँगें',
  },
  profile: {
    title: 'प्रोफ़ाइल',
    librarian: {
      heading: 'पुस्तकालयाध्यक्ष प्रोफ़ाइल',
      intro: 'आपके पुस्तकालय, उनकी सीटें, सदस्य, किताबें और शुल्क यहीं से सँभाले जाते हैं।',
    },
    student: {
      heading: 'विद्यार्थी प्रोफ़ाइल',
      intro: 'जिन पुस्तकालयों से आप जुड़ते हैं और जिन भर्तीकर्ताओं को आप आवेदन भेजते हैं, वे यह प्रोफ़ाइल देखते हैं।',
    },
    recruiter: {
      heading: 'भर्तीकर्ता प्रोफ़ाइल',
      intro: 'उम्मीदवार यह प्रोफ़ाइल आपकी कंपनियों और नौकरियों के साथ देखते हैं।',
    },
    myLibraries: 'मेरे पुस्तकालयों पर जाएँ',
    photo: 'प्रोफ़ाइल फ़ोटो',
    photoHint: 'अधिकतम 2 MB की एक तस्वीर।',
    photoPlaceholder: 'तस्वीर चुनें',
    vedanId: 'वेदन आईडी',
    bio: 'परिचय',
    handlerName: 'हैंडलर नाम',
    notSet: 'तय नहीं',
    edit: 'संपादित करें',
    save: 'सहेजें',
    saveChanges: 'बदलाव सहेजें',
  },
  select: {
    title: 'स्वागत',
    hello: 'नमस्ते, {{name}}',
    owner:
      'स्वागत है! आप वेदन पर व्यवसाय चलाते हैं। किसी एक पर काम करने के लिए उसे खोलें, या प्रबंधन सेवा से सभी को सँभालें।',
    yourBusinesses: 'आपके व्यवसाय',
    openBusiness: '{{name}} खोलें',
    manageBusinesses: 'मेरे व्यवसाय सँभालें',
    next: {
      studentServices: 'विद्यार्थी सेवाएँ',
      browseJobs: 'नौकरियाँ देखें',
      libraries: 'मेरे पुस्तकालय सँभालें',
      companies: 'कंपनियाँ सँभालें',
    },
  },
};

/** Hindi for the account contract's messages (USER_MESSAGES) and the welcome texts by role. */
const messages = {
  'Phone number must be exactly 10 digits.': 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।',
  'Password must include at least 8 characters, an uppercase letter, a lowercase letter, a number, and a special character.':
    'पासवर्ड में कम से कम 8 अक्षर हों, जिनमें एक बड़ा अक्षर, एक छोटा अक्षर, एक अंक और एक विशेष चिह्न हो।',
  'Password and Confirm Password do not match.': 'पासवर्ड और पुष्टि वाला पासवर्ड मेल नहीं खाते।',
  'Email and password are required!': 'ईमेल और पासवर्ड ज़रूरी हैं!',
  'Invalid credentials!': 'ईमेल या पासवर्ड गलत है!',
  'Network error or invalid request.': 'नेटवर्क में गड़बड़ी या अमान्य अनुरोध।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
  'Password must be at least 6 characters.': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
  'Passwords do not match.': 'पासवर्ड मेल नहीं खाते।',
  'Invalid or expired reset link.': 'रीसेट लिंक अमान्य है या उसकी अवधि समाप्त हो गई है।',
  'Something went wrong. Please try again.': 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  'Something went wrong. Please try again later.':
    'कुछ गलत हो गया। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Please upload a valid image file under 2MB.': 'कृपया 2MB से छोटी एक सही तस्वीर अपलोड करें।',
  'Failed to update profile. Please try again.': 'प्रोफ़ाइल अपडेट नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Error during logout': 'लॉग आउट करते समय गड़बड़ी हुई',
  'Full name is required.': 'पूरा नाम ज़रूरी है।',
  'Full name may have at most 100 characters.': 'पूरे नाम में अधिकतम 100 अक्षर हो सकते हैं।',
  'An account with this email already exists.': 'इस ईमेल से एक खाता पहले से मौजूद है।',
  'Account created successfully.': 'खाता सफलतापूर्वक बन गया।',
  'Welcome back': 'फिर से स्वागत है',
  'Logged out successfully.': 'आप सफलतापूर्वक लॉग आउट हो गए।',
  'If an account exists for this email, a password reset link has been sent to it.':
    'अगर इस ईमेल का कोई खाता है, तो उस पर पासवर्ड रीसेट का लिंक भेज दिया गया है।',
  'Your password has been reset. Please log in.': 'आपका पासवर्ड रीसेट हो गया है। कृपया लॉग इन करें।',
  'This reset link can be used.': 'यह रीसेट लिंक इस्तेमाल किया जा सकता है।',
  'Profile updated successfully.': 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई।',
  'Rating must be a number from 0 to 5.': 'रेटिंग 0 से 5 तक की कोई संख्या होनी चाहिए।',
  'Handler name may have at most 40 characters.': 'हैंडलर नाम में अधिकतम 40 अक्षर हो सकते हैं।',
  'Bio may have at most 500 characters.': 'परिचय में अधिकतम 500 अक्षर हो सकते हैं।',
  'Password may have at most 128 characters.': 'पासवर्ड में अधिकतम 128 अक्षर हो सकते हैं।',
  'Welcome! As a librarian you can manage your libraries: seats, members, books and fees.':
    'स्वागत है! पुस्तकालयाध्यक्ष के रूप में आप अपने पुस्तकालय सँभाल सकते हैं: सीटें, सदस्य, किताबें और शुल्क।',
  'Welcome! As a recruiter you can manage your companies and post jobs.':
    'स्वागत है! भर्तीकर्ता के रूप में आप अपनी कंपनियाँ सँभाल सकते हैं और नौकरियाँ पोस्ट कर सकते हैं।',
  'Welcome! Browse libraries near you and apply for jobs.':
    'स्वागत है! अपने पास के पुस्तकालय देखें और नौकरियों के लिए आवेदन करें।',
};

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const accountsCatalogue = en;

registerCatalogue('accounts', { en, hi }, messages);

export const useAccountsT = () => useTranslation('accounts').t;
