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
  latestNews: 'Latest News',
  newsIntro: 'What is new on Vedann: jobs, libraries, gyms and more.',
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
  latestNews: 'ताज़ा ख़बरें',
  newsIntro: 'वेदन पर नया क्या है: नौकरियाँ, पुस्तकालय, जिम और बहुत कुछ।',
  readNews: 'ताज़ा ख़बरें पढ़ें',
};

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const homeCatalogue = en;

registerCatalogue('home', { en, hi });

export const useHomeT = () => useTranslation('home').t;
