import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'barber',
  { en, hi },
  {
    'Service name is required.': 'सेवा का नाम आवश्यक है।',
    'Price must be a number of rupees, 0 or more.': 'कीमत रुपये में 0 या उससे अधिक संख्या होनी चाहिए।',
    'Duration must be 5 to 600 minutes.': 'अवधि 5 से 600 मिनट होनी चाहिए।',
    'Enter the name to call out.': 'पुकारने के लिए नाम डालें।',
    'Service added.': 'सेवा जोड़ी गई।',
    'Service updated.': 'सेवा अपडेट की गई।',
    'Service deleted.': 'सेवा हटाई गई।',
    'Service not found.': 'सेवा नहीं मिली।',
    'Nobody is waiting.': 'कोई प्रतीक्षा नहीं कर रहा है।',
    'Queue entry not found.': 'कतार की प्रविष्टि नहीं मिली।',
    'Removed from the queue.': 'कतार से हटाया गया।',
    'Business not found.': 'व्यवसाय नहीं मिला।',
  },
);
