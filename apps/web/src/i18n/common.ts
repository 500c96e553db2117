import type { CatalogueWithMessages, Translation } from './index';

/**
 * The texts every screen shares: the header, actions, states, the pager, the language switcher,
 * and the fall-back pages. An area's own texts live in its `domains/<area>/i18n.ts`.
 */
const en = {
  appName: 'Vedann',
  language: {
    label: 'Language',
    en: 'English',
    hi: 'हिन्दी',
  },
  actions: {
    add: 'Add',
    back: 'Back',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    delete: 'Delete',
    edit: 'Edit',
    remove: 'Remove',
    retry: 'Try again',
    save: 'Save',
    submit: 'Submit',
    update: 'Update',
    view: 'View',
  },
  states: {
    loading: 'Loading...',
    loadingPage: 'Loading page',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
  },
  comingSoon: {
    text: 'This part of Vedann is not available yet.',
  },
  routeError: {
    title: 'This page could not be shown.',
    text: 'Please reload the page. If it keeps happening, try again later.',
  },
  confirm: {
    deleteTitle: 'Delete {{name}}?',
    deleteText: 'This cannot be undone.',
  },
  backHome: 'Back to the home page',
};

const hi: Translation<typeof en> = {
  appName: 'वेदन',
  language: {
    label: 'भाषा',
    en: 'English',
    hi: 'हिन्दी',
  },
  actions: {
    add: 'जोड़ें',
    back: 'वापस',
    cancel: 'रद्द करें',
    close: 'बंद करें',
    confirm: 'पुष्टि करें',
    delete: 'हटाएँ',
    edit: 'संपादित करें',
    remove: 'हटाएँ',
    retry: 'फिर से कोशिश करें',
    save: 'सहेजें',
    submit: 'जमा करें',
    update: 'अपडेट करें',
    view: 'देखें',
  },
  states: {
    loading: 'लोड हो रहा है...',
    loadingPage: 'पेज लोड हो रहा है',
  },
  pager: {
    label: 'पेज',
    previous: 'पिछला पेज',
    next: 'अगला पेज',
    page: 'पेज {{page}}',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'इस पते पर कोई पेज नहीं है।',
  },
  comingSoon: {
    text: 'वेदन का यह हिस्सा अभी उपलब्ध नहीं है।',
  },
  routeError: {
    title: 'यह पेज दिखाया नहीं जा सका।',
    text: 'कृपया पेज को फिर से लोड करें। अगर ऐसा बार-बार हो, तो बाद में कोशिश करें।',
  },
  confirm: {
    deleteTitle: '{{name}} हटाएँ?',
    deleteText: 'इसे वापस नहीं लाया जा सकता।',
  },
  backHome: 'होम पेज पर वापस जाएँ',
};

export const common: CatalogueWithMessages<typeof en> = {
  en,
  hi,
  // The generic fall-backs of spec 01 section 8, and the shared answers of the API.
  messages: {
    'Something went wrong.': 'कुछ गलत हो गया।',
    'Something went wrong!': 'कुछ गलत हो गया!',
    'Not found.': 'नहीं मिला।',
    'Invalid id.': 'अमान्य आईडी।',
    'You do not have permission to do this.': 'आपको यह करने की अनुमति नहीं है।',
    'Choose one of your businesses first.': 'पहले अपने व्यवसायों में से एक चुनें।',
    'Enter a real date as YYYY-MM-DD.': 'सही तारीख YYYY-MM-DD के रूप में लिखें।',
  },
};
