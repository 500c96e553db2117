import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** Latest News (/newsfeed) and an article's page. */
const en = {
  title: 'Latest News',
  pages: 'News pages',
  readMore: 'Read more',
  readMoreOf: 'Read more: {{title}}',
  published: 'Published {{date}}',
  back: 'Back to Latest News',
  readSource: 'Read the source',
  add: 'Add an article',
  publish: 'Publish',
  edit: 'Edit this article',
  save: 'Save article',
  remove: 'Remove article',
  removeTitle: 'Remove the article “{{title}}”?',
  removeText: 'Readers will no longer see it; this cannot be undone.',
  retry: 'Try again',
  form: {
    title: 'Title',
    description: 'Description',
    url: 'Source link (optional)',
    urlPlaceholder: 'https://',
    image: 'Image',
    chooseImage: 'Choose an image',
    uploaded: 'Uploaded picture',
    upload: 'Or upload a picture',
    pictureAlt: 'The article’s picture',
  },
  images: {
    jobs: 'Jobs',
    resume: 'Resume',
    library: 'Library',
    gym: 'Gym',
    ahar: 'Food',
    lostnfound: 'Lost and found',
    exams: 'Exams',
    community: 'Community',
  },
  /** The company news waiting for a platform admin's approval, on the news page. */
  feedQueue: {
    title: "Companies' news waiting for approval",
    empty: 'No company news is waiting for approval.',
    from: '{{company}}, {{date}}',
    source: 'Source: {{source}}',
    description: 'Description (PDF)',
    approve: 'Approve',
    approveOf: 'Approve {{event}}',
    refuse: 'Do not approve',
    refuseOf: 'Do not approve {{event}}',
    pages: 'Pages of company news waiting for approval',
  },
};

const hi: Translation<typeof en> = {
  title: 'ताज़ा ख़बरें',
  pages: 'ख़बरों के पेज',
  readMore: 'और पढ़ें',
  readMoreOf: 'और पढ़ें: {{title}}',
  published: '{{date}} को प्रकाशित',
  back: 'ताज़ा ख़बरों पर वापस जाएँ',
  readSource: 'मूल स्रोत पढ़ें',
  add: 'लेख जोड़ें',
  publish: 'प्रकाशित करें',
  edit: 'यह लेख संपादित करें',
  save: 'लेख सहेजें',
  remove: 'लेख हटाएँ',
  removeTitle: 'लेख “{{title}}” हटाएँ?',
  removeText: 'पाठक इसे फिर नहीं देख पाएँगे; यह वापस नहीं होगा।',
  retry: 'फिर से कोशिश करें',
  form: {
    title: 'शीर्षक',
    description: 'विवरण',
    url: 'स्रोत का लिंक (वैकल्पिक)',
    urlPlaceholder: 'https://',
    image: 'तस्वीर',
    chooseImage: 'तस्वीर चुनें',
    uploaded: 'अपलोड की गई तस्वीर',
    upload: 'या कोई तस्वीर अपलोड करें',
    pictureAlt: 'लेख की तस्वीर',
  },
  images: {
    jobs: 'नौकरियाँ',
    resume: 'रिज़्यूमे',
    library: 'पुस्तकालय',
    gym: 'जिम',
    ahar: 'खाना',
    lostnfound: 'खोया-पाया',
    exams: 'परीक्षाएँ',
    community: 'समुदाय',
  },
  feedQueue: {
    title: 'स्वीकृति की प्रतीक्षा में कंपनियों के समाचार',
    empty: 'कंपनियों का कोई समाचार स्वीकृति की प्रतीक्षा में नहीं है।',
    from: '{{company}}, {{date}}',
    source: 'स्रोत: {{source}}',
    description: 'विवरण (PDF)',
    approve: 'स्वीकृत करें',
    approveOf: '{{event}} स्वीकृत करें',
    refuse: 'स्वीकृत न करें',
    refuseOf: '{{event}} स्वीकृत न करें',
    pages: 'स्वीकृति की प्रतीक्षा में कंपनी समाचारों के पृष्ठ',
  },
};

/** Hindi for the news contract's messages (NEWS_MESSAGES). */
const messages = {
  'Title is required.': 'शीर्षक ज़रूरी है।',
  'Description is required.': 'विवरण ज़रूरी है।',
  'Enter a link starting with http:// or https://.': 'http:// या https:// से शुरू होने वाला लिंक लिखें।',
  'Choose an image.': 'एक तस्वीर चुनें।',
  'Please upload a valid image file under 2MB.': 'कृपया 2MB से छोटी एक सही तस्वीर अपलोड करें।',
  'Image uploaded.': 'तस्वीर अपलोड हो गई।',
  'Article published.': 'लेख प्रकाशित हो गया।',
  'Article updated.': 'लेख अपडेट हो गया।',
  'Article removed.': 'लेख हटा दिया गया।',
  'Article not found.': 'लेख नहीं मिला।',
  'No news yet.': 'अभी कोई ख़बर नहीं है।',
  'Failed to fetch news': 'ख़बरें लोड नहीं हो सकीं',
};

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const newsCatalogue = en;

registerCatalogue('news', { en, hi }, messages);

export const useNewsT = () => useTranslation('news').t;
