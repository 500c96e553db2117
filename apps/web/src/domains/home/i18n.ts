import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** The landing page (/). Kreta and Vikreta are the spec's own words and stay as names. */
const en = {
  title: 'Home',
  welcome: 'Welcome to Vedann',
  tagline: 'Jobs, libraries, gyms and small businesses in one place.',
  whereToStart: 'Where to start',
  destinations: {
    kreta: 'Kreta (Buyer)',
    vikreta: 'Vikreta (Seller)',
    contact: 'Contact Us',
    student: 'Student',
    social: 'Social',
    profile: 'Profile',
    game: 'Game',
  },
  search: {
    title: 'Find a job or a library',
    keyword: 'Job, skill or company',
    keywordHint: 'For example: React, Pune, accountant',
    searchJobs: 'Search jobs',
    pincode: 'Your pincode',
    pincodeHint: 'Libraries near it with a free seat',
    findLibraries: 'Find libraries',
    pincodeNeeded: 'Enter your 6-digit pincode.',
  },
  figures: {
    title: 'On Vedann today',
    openJobs: 'Open jobs',
    libraries: 'Libraries with a free seat today',
    gyms: 'Gyms',
    loading: 'Loading today’s figures',
    failed: 'Today’s figures could not be loaded.',
  },
  services: {
    gym: 'Members, fees, trainers and check-ins for a gym.',
    ahar: 'Stock, sales and a demand forecast for a food business.',
    industry: 'A company posts jobs and follows its applicants.',
    vijnan: 'Seats, members, books and fees for a study library.',
    barber: 'A token queue, customers and the day’s takings.',
  },
  latestNews: 'Latest News',
  newsIntro: 'What is new on Vedann: jobs, libraries, gyms and more.',
  noNews: 'No news yet.',
  readNews: 'Read the latest news',
};

const hi: Translation<typeof en> = {
  title: 'होम',
  welcome: 'वेदन में आपका स्वागत है',
  tagline: 'नौकरियाँ, पुस्तकालय, जिम और छोटे व्यवसाय, सब एक जगह।',
  whereToStart: 'कहाँ से शुरू करें',
  destinations: {
    kreta: 'Kreta (ख़रीदार)',
    vikreta: 'Vikreta (विक्रेता)',
    contact: 'संपर्क करें',
    student: 'विद्यार्थी',
    social: 'सामाजिक',
    profile: 'प्रोफ़ाइल',
    game: 'खेल',
  },
  search: {
    title: 'नौकरी या पुस्तकालय खोजें',
    keyword: 'नौकरी, कौशल या कंपनी',
    keywordHint: 'जैसे: React, पुणे, अकाउंटेंट',
    searchJobs: 'नौकरियाँ खोजें',
    pincode: 'आपका पिनकोड',
    pincodeHint: 'उसके पास ख़ाली सीट वाले पुस्तकालय',
    findLibraries: 'पुस्तकालय खोजें',
    pincodeNeeded: 'अपना 6 अंकों का पिनकोड लिखें।',
  },
  figures: {
    title: 'आज वेदन पर',
    openJobs: 'खुली नौकरियाँ',
    libraries: 'आज ख़ाली सीट वाले पुस्तकालय',
    gyms: 'जिम',
    loading: 'आज के आँकड़े आ रहे हैं',
    failed: 'आज के आँकड़े नहीं आ सके।',
  },
  services: {
    gym: 'जिम के सदस्य, फ़ीस, ट्रेनर और हाज़िरी।',
    ahar: 'खाने के व्यवसाय का स्टॉक, बिक्री और माँग का अनुमान।',
    industry: 'कंपनी नौकरियाँ डालती है और आवेदकों पर नज़र रखती है।',
    vijnan: 'अध्ययन पुस्तकालय की सीटें, सदस्य, किताबें और फ़ीस।',
    barber: 'टोकन वाली कतार, ग्राहक और दिन की कमाई।',
  },
  latestNews: 'ताज़ा ख़बरें',
  newsIntro: 'वेदन पर नया क्या है: नौकरियाँ, पुस्तकालय, जिम और बहुत कुछ।',
  noNews: 'अभी कोई ख़बर नहीं।',
  readNews: 'ताज़ा ख़बरें पढ़ें',
};

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const homeCatalogue = en;

registerCatalogue('home', { en, hi });

export const useHomeT = () => useTranslation('home').t;
