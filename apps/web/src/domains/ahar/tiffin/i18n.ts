import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../../i18n';

/** Tiffin pauses (decision 0360): the cut-off hour, the member's page and the day's count. */
const en = {
  cutoff: {
    title: 'Pausing a day',
    label: 'Cut-off hour for pausing',
    hint: 'A member pauses or resumes a day until this hour of the day before (India time). Until you save one: {{hour}}.',
    save: 'Save',
    loadFailed: 'Failed to load the cut-off hour.',
  },
  mine: {
    title: 'My tiffin',
    link: 'My tiffin',
    anyLink: 'My tiffin: meals a day and paused days',
    loading: 'Loading your tiffin…',
    none: 'No ahar lists your Vedan ID {{vedanId}} as a regular member yet.',
    noVedanId: 'Your account has no Vedan ID yet.',
    plan: '{{meals}} {{kind}} meals a day',
    period: 'From {{from}}',
    periodTo: 'From {{from}} to {{to}}',
    inactive: 'This tiffin is not active. Ask the ahar.',
    cutoffNote: 'Pause or resume a day until {{hour}} the day before.',
    day: 'Day to pause',
    pause: 'Pause this day',
    paused: 'Paused days',
    noPauses: 'No day paused.',
    resume: 'Resume',
    resumeDay: 'Resume {{date}}',
    closed: 'past the cut-off',
  },
  days: {
    title: 'Tiffin meals',
    intro: 'Meals your regular members need each day; members who paused the day are left out.',
    date: 'Day',
    members: 'Members',
    meals: 'Meals',
    paused: 'Meals paused',
    loadFailed: 'Failed to load the tiffin meals.',
  },
  home: {
    title: 'Tiffin',
    today: 'tiffin meals today',
    tomorrow: 'tiffin meals tomorrow',
    paused: 'meals paused tomorrow',
  },
};

const hi: Translation<typeof en> = {
  cutoff: {
    title: 'दिन रोकना',
    label: 'रोकने की अंतिम घड़ी',
    hint: 'सदस्य किसी दिन को पिछले दिन के इस समय (भारतीय समय) तक रोक या फिर से शुरू कर सकते हैं। जब तक आप सहेजें नहीं: {{hour}}।',
    save: 'सहेजें',
    loadFailed: 'अंतिम घड़ी लोड नहीं हो सकी।',
  },
  mine: {
    title: 'मेरा टिफ़िन',
    link: 'मेरा टिफ़िन',
    anyLink: 'मेरा टिफ़िन: रोज़ के भोजन और रोके गए दिन',
    loading: 'आपका टिफ़िन लोड हो रहा है…',
    none: 'अभी किसी आहार ने आपकी वेदन ID {{vedanId}} को नियमित सदस्य के रूप में नहीं जोड़ा है।',
    noVedanId: 'आपके खाते की अभी कोई वेदन ID नहीं है।',
    plan: 'रोज़ {{meals}} {{kind}} भोजन',
    period: '{{from}} से',
    periodTo: '{{from}} से {{to}} तक',
    inactive: 'यह टिफ़िन सक्रिय नहीं है। आहार से पूछें।',
    cutoffNote: 'किसी दिन को पिछले दिन {{hour}} तक रोकें या फिर से शुरू करें।',
    day: 'रोकने का दिन',
    pause: 'यह दिन रोकें',
    paused: 'रोके गए दिन',
    noPauses: 'कोई दिन रुका नहीं है।',
    resume: 'फिर से शुरू करें',
    resumeDay: '{{date}} फिर से शुरू करें',
    closed: 'अंतिम घड़ी बीत गई',
  },
  days: {
    title: 'टिफ़िन भोजन',
    intro: 'आपके नियमित सदस्यों को हर दिन कितने भोजन चाहिए; जिन्होंने दिन रोका है वे नहीं गिने जाते।',
    date: 'दिन',
    members: 'सदस्य',
    meals: 'भोजन',
    paused: 'रोके गए भोजन',
    loadFailed: 'टिफ़िन भोजन लोड नहीं हो सके।',
  },
  home: {
    title: 'टिफ़िन',
    today: 'आज के टिफ़िन भोजन',
    tomorrow: 'कल के टिफ़िन भोजन',
    paused: 'कल रोके गए भोजन',
  },
};

registerCatalogue(
  'aharTiffin',
  { en, hi },
  {
    'The cut-off hour is a whole hour from 0 to 23.': 'अंतिम घड़ी 0 से 23 तक का पूरा घंटा है।',
    'Cut-off hour saved.': 'अंतिम घड़ी सहेजी गई।',
    'Choose a valid day.': 'सही दिन चुनें।',
    'Tiffin paused for the day.': 'इस दिन का टिफ़िन रोका गया।',
    'Tiffin resumed for the day.': 'इस दिन का टिफ़िन फिर से शुरू हुआ।',
    "It is past the cut-off for this day: the kitchen has planned it. Ask the ahar if it can't be helped.":
      'इस दिन की अंतिम घड़ी बीत चुकी है: रसोई ने इसकी तैयारी कर ली है। ज़रूरी हो तो आहार से पूछें।',
    'This day is outside your tiffin subscription.': 'यह दिन आपकी टिफ़िन सदस्यता से बाहर है।',
    'A day can be paused at most 60 days ahead.': 'कोई दिन अधिकतम 60 दिन आगे तक रोका जा सकता है।',
    'Your tiffin is not active. Ask the ahar.': 'आपका टिफ़िन सक्रिय नहीं है। आहार से पूछें।',
    'This day is already paused.': 'यह दिन पहले से रुका है।',
    'This day is not paused.': 'यह दिन रुका नहीं है।',
  },
);

/** The English side, whose keys type `t('...')` (app/i18n-resources.d.ts). */
export const aharTiffinCatalogue = en;
export const useAharTiffinT = () => useTranslation('aharTiffin').t;
