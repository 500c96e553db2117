import { useTranslation } from 'react-i18next';
import { registerCatalogue, translateMessage, type Translation } from '../../i18n';

/**
 * Lost-and-found's texts (spec 01 sections 2.5, 3, 5 and 8). The field labels of the three forms
 * are here by field name; the contracts keep the English ones the server's messages use.
 */
const en = {
  title: 'Lost and Found',
  menus: {
    lost: 'Lost',
    nikatVastu: 'Nikat Vastu',
    messages: 'Messages',
    unread: '{{count}} unread',
  },
  kinds: {
    human: 'Human Being',
    animal: 'Animal',
    material: 'Material',
  },
  formTitles: {
    human: 'Lost human being',
    animal: 'Lost animal',
    material: 'Lost material',
  },
  fields: {
    lostLocation: 'Lost location',
    lostDate: 'Lost date',
    lostTime: 'Lost time',
    name: 'Name',
    gender: 'Gender',
    age: 'Age',
    height: 'Height',
    weight: 'Weight',
    skinColor: 'Skin color',
    eyeColor: 'Eye color',
    hairColor: 'Hair color',
    profession: 'Profession',
    address: 'Address',
    guardianName: 'Guardian name',
    guardianPhone: 'Guardian phone',
    guardianAddress: 'Guardian address',
    remarks: 'Remarks',
    kingdom: 'Kingdom',
    phylum: 'Phylum',
    class: 'Class',
    order: 'Order',
    family: 'Family',
    bodyColor: 'Body color',
    materialType: 'Material type',
    brandName: 'Brand name',
    length: 'Length',
    width: 'Width',
    diameter: 'Diameter',
    taxNumber: 'Tax number',
    contactPerson: 'Contact person',
    phoneNumber: 'Phone number',
  } as Record<string, string>,
  genders: {
    select: 'Select gender',
    Male: 'Male',
    Female: 'Female',
    Other: 'Other',
  },
  rules: {
    lettersOnly: '{{label}} must contain only letters and spaces.',
    decimal: '{{label}} must be a number (decimals allowed).',
    digits: '{{label}} must contain digits only.',
    tooLong: '{{label}} may have at most {{max}} characters.',
  },
  form: {
    photo: 'Photo',
    submit: 'Submit',
  },
  list: {
    human: 'Human Beings',
    animal: 'Animals',
    material: 'Materials',
    pages: '{{kind}} pages',
    kindOfItem: 'Kind of item',
    photoOf: 'Photo of {{title}}',
    kmAway: '{{km}} km away',
    lostAt: 'Lost at {{location}} on {{date}}',
    lostAtTime: 'Lost at {{location}} on {{date}} at {{time}}',
    reportedByYou: 'Reported by you',
    reportedBy: 'Reported by {{name}}',
    markResolved: 'Mark resolved',
    person: 'Person',
    animal_title: 'Animal',
    material_title: 'Material',
    search: 'Search',
    searchHint: 'Name, colour, brand...',
    location: 'Location',
    locationHint: 'Area or city',
    from: 'Lost from',
    until: 'Lost until',
    near: 'Near (city or pincode)',
    nearHint: 'Pune or 411001',
    myLocation: 'My location',
    useMyLocation: 'Use my location',
    clearFilters: 'Clear filters',
    noGeolocation: 'Your browser cannot share its location; type a city or pincode instead.',
    locating: 'Finding your location...',
    notShared: 'Location was not shared; type a city or pincode instead.',
  },
  messages: {
    conversations: 'Conversations',
    conversationWith: '{{title}} with {{name}}',
    conversationWithUnread: '{{title}} with {{name}}, unread',
    new: 'New',
    resolved: 'Resolved',
    noReports: 'You have not reported anything lost.',
    markNamedResolved: 'Mark {{title}} resolved',
    markResolved: 'Mark resolved',
    ownReport: '{{title}} ({{kind}}) · {{location}}',
    choose: 'Choose a conversation to read it and reply.',
    myReports: 'My reports',
    reply: 'Reply',
    thread: 'Conversation',
    you: 'You',
    send: 'Send',
    message: 'Message',
    messageReporter: 'Message the reporter',
    messageName: 'Message {{name}}',
  },
};

const hi: Translation<typeof en> = {
  title: 'खोया-पाया',
  menus: {
    lost: 'खोया',
    nikatVastu: 'Nikat Vastu',
    messages: 'संदेश',
    unread: '{{count}} अपठित',
  },
  kinds: {
    human: 'व्यक्ति',
    animal: 'पशु',
    material: 'सामान',
  },
  formTitles: {
    human: 'खोया हुआ व्यक्ति',
    animal: 'खोया हुआ पशु',
    material: 'खोया हुआ सामान',
  },
  fields: {
    lostLocation: 'खोने की जगह',
    lostDate: 'खोने की तारीख',
    lostTime: 'खोने का समय',
    name: 'नाम',
    gender: 'लिंग',
    age: 'आयु',
    height: 'ऊँचाई',
    weight: 'वज़न',
    skinColor: 'त्वचा का रंग',
    eyeColor: 'आँखों का रंग',
    hairColor: 'बालों का रंग',
    profession: 'पेशा',
    address: 'पता',
    guardianName: 'अभिभावक का नाम',
    guardianPhone: 'अभिभावक का फ़ोन',
    guardianAddress: 'अभिभावक का पता',
    remarks: 'टिप्पणी',
    kingdom: 'जगत',
    phylum: 'संघ',
    class: 'वर्ग',
    order: 'गण',
    family: 'कुल',
    bodyColor: 'शरीर का रंग',
    materialType: 'सामान का प्रकार',
    brandName: 'ब्रांड का नाम',
    length: 'लंबाई',
    width: 'चौड़ाई',
    diameter: 'व्यास',
    taxNumber: 'टैक्स नंबर',
    contactPerson: 'संपर्क व्यक्ति',
    phoneNumber: 'फ़ोन नंबर',
  },
  genders: {
    select: 'लिंग चुनें',
    Male: 'पुरुष',
    Female: 'महिला',
    Other: 'अन्य',
  },
  rules: {
    lettersOnly: '{{label}} में केवल अक्षर और रिक्त स्थान हो सकते हैं।',
    decimal: '{{label}} एक संख्या होनी चाहिए (दशमलव चल सकता है)।',
    digits: '{{label}} में केवल अंक हो सकते हैं।',
    tooLong: '{{label}} में अधिकतम {{max}} अक्षर हो सकते हैं।',
  },
  form: {
    photo: 'फ़ोटो',
    submit: 'जमा करें',
  },
  list: {
    human: 'व्यक्ति',
    animal: 'पशु',
    material: 'सामान',
    pages: '{{kind}} के पेज',
    kindOfItem: 'किसकी खोज',
    photoOf: '{{title}} की फ़ोटो',
    kmAway: '{{km}} किमी दूर',
    lostAt: '{{date}} को {{location}} में खोया',
    lostAtTime: '{{date}} को {{time}} बजे {{location}} में खोया',
    reportedByYou: 'आपकी रिपोर्ट',
    reportedBy: '{{name}} की रिपोर्ट',
    markResolved: 'मिल गया, बंद करें',
    person: 'व्यक्ति',
    animal_title: 'पशु',
    material_title: 'सामान',
    search: 'खोजें',
    searchHint: 'नाम, रंग, ब्रांड...',
    location: 'स्थान',
    locationHint: 'इलाका या शहर',
    from: 'इस तारीख से खोया',
    until: 'इस तारीख तक खोया',
    near: 'पास में (शहर या पिनकोड)',
    nearHint: 'पुणे या 411001',
    myLocation: 'मेरा स्थान',
    useMyLocation: 'मेरा स्थान इस्तेमाल करें',
    clearFilters: 'फ़िल्टर हटाएँ',
    noGeolocation: 'आपका ब्राउज़र स्थान साझा नहीं कर सकता; इसके बजाय शहर या पिनकोड लिखें।',
    locating: 'आपका स्थान खोजा जा रहा है...',
    notShared: 'स्थान साझा नहीं किया गया; इसके बजाय शहर या पिनकोड लिखें।',
  },
  messages: {
    conversations: 'बातचीत',
    conversationWith: '{{name}} के साथ {{title}}',
    conversationWithUnread: '{{name}} के साथ {{title}}, अपठित',
    new: 'नया',
    resolved: 'मिल गया',
    noReports: 'आपने अभी तक कुछ खोने की रिपोर्ट नहीं की है।',
    markNamedResolved: '{{title}} मिल गया, बंद करें',
    markResolved: 'मिल गया, बंद करें',
    ownReport: '{{title}} ({{kind}}) · {{location}}',
    choose: 'पढ़ने और जवाब देने के लिए कोई बातचीत चुनें।',
    myReports: 'मेरी रिपोर्टें',
    reply: 'जवाब',
    thread: 'बातचीत',
    you: 'आप',
    send: 'भेजें',
    message: 'संदेश',
    messageReporter: 'रिपोर्ट करने वाले को संदेश भेजें',
    messageName: '{{name}} को संदेश',
  },
};

/** Hindi for LOST_MESSAGES and CONVERSATION_MESSAGES. */
const messages = {
  'Form submitted successfully!': 'फ़ॉर्म सफलतापूर्वक जमा हो गया!',
  'Error submitting form.': 'फ़ॉर्म जमा करने में त्रुटि हुई।',
  'Network error. Please try again.': 'नेटवर्क त्रुटि। कृपया फिर से कोशिश करें।',
  'Please select a valid file before submitting.': 'जमा करने से पहले कृपया एक सही फ़ाइल चुनें।',
  'Please choose a photo (PNG, JPEG, WebP or GIF, at most 2 MB) before submitting.':
    'जमा करने से पहले कृपया एक फ़ोटो चुनें (PNG, JPEG, WebP या GIF, अधिकतम 2 MB)।',
  'The photo must be a PNG, JPEG, WebP or GIF image of at most 2 MB.':
    'फ़ोटो अधिकतम 2 MB की PNG, JPEG, WebP या GIF इमेज होनी चाहिए।',
  'No human beings data found': 'किसी व्यक्ति की जानकारी नहीं मिली',
  'No animals found': 'कोई पशु नहीं मिला',
  'No materials found': 'कोई सामान नहीं मिला',
  'Failed to fetch data from the server': 'सर्वर से जानकारी नहीं मिल सकी',
  'Lost location is required.': 'खोने की जगह ज़रूरी है।',
  'Lost date is required.': 'खोने की तारीख ज़रूरी है।',
  'Lost date must be a valid date.': 'खोने की तारीख एक सही तारीख होनी चाहिए।',
  'Lost time must be a time such as 14:30.': 'खोने का समय 14:30 जैसा समय होना चाहिए।',
  'Guardian phone must be 10 to 15 digits.': 'अभिभावक का फ़ोन 10 से 15 अंकों का होना चाहिए।',
  'Gender must be Male, Female or Other.': 'लिंग पुरुष, महिला या अन्य होना चाहिए।',
  'Report not found.': 'रिपोर्ट नहीं मिली।',
  'Report marked as resolved.': 'रिपोर्ट को मिल गया के रूप में बंद कर दिया गया।',
  'We could not find that place. Try a nearby city or a 6-digit pincode.':
    'हमें वह जगह नहीं मिली। पास का कोई शहर या 6 अंकों का पिनकोड लिखकर देखें।',
  'Please write a message.': 'कृपया एक संदेश लिखें।',
  'A message may have at most 2000 characters.': 'एक संदेश में अधिकतम 2000 अक्षर हो सकते हैं।',
  'This is your own report: your conversations about it are under Messages.':
    'यह आपकी अपनी रिपोर्ट है: इसके बारे में आपकी बातचीत संदेश में है।',
  'Conversation not found.': 'बातचीत नहीं मिली।',
  'Message sent.': 'संदेश भेज दिया गया।',
  'No messages yet.': 'अभी तक कोई संदेश नहीं।',
  'Failed to fetch messages.': 'संदेश नहीं मिल सके।',
};

export type LostfoundTexts = typeof en;

registerCatalogue('lostfound', { en, hi }, messages);

export const useLostT = () => useTranslation('lostfound').t;

/**
 * A form rule's message for one field, in the chosen language. The contracts build some messages
 * from the field's English label ("Age must contain digits only."); those are rebuilt here with the
 * label in the chosen language, and every other message goes through the message table.
 */
export function useLostFieldMessage() {
  const t = useLostT();
  return (message: string, field: { name: string; label: string; max: number }): string => {
    const label = t(`fields.${field.name}`, { defaultValue: field.label });
    const english = field.label;
    if (message === `${english} must contain only letters and spaces.`)
      return t('rules.lettersOnly', { label });
    if (message === `${english} must be a number (decimals allowed).`)
      return t('rules.decimal', { label });
    if (message === `${english} must contain digits only.`) return t('rules.digits', { label });
    if (message === `${english} may have at most ${field.max} characters.`)
      return t('rules.tooLong', { label, max: field.max });
    return translateMessage(message);
  };
}
