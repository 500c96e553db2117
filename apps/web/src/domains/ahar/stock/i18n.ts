import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../../i18n';

/**
 * The ahar's stock (issue 14 part one): the category picker, reuse, showroom and warehouse, the
 * stock journal, expiry alerts, and the profile and people panels. Kept apart from the ahar menu's
 * catalogue so the demand screens (part two) keep theirs.
 */
const en = {
  picker: {
    open: 'Select Category',
    title: 'Select Category',
    back: 'Back',
    useCategory: 'Use "{{category}}" without an item',
    noItems: 'No items listed under this category.',
    loading: 'Loading categories…',
  },
  categories: {
    sweets: 'Sweets',
    namkeen: 'Namkeen',
    dairy: 'Dairy',
    grains: 'Grains and Pulses',
    spices: 'Spices',
    beverages: 'Beverages',
    bakery: 'Bakery',
    vegetables: 'Vegetables',
    fruits: 'Fruits',
    readyMeals: 'Ready meals',
  },
};

const hi: Translation<typeof en> = {
  picker: {
    open: 'श्रेणी चुनें',
    title: 'श्रेणी चुनें',
    back: 'वापस',
    useCategory: '"{{category}}" को बिना वस्तु के चुनें',
    noItems: 'इस श्रेणी में कोई वस्तु नहीं है।',
    loading: 'श्रेणियाँ लोड हो रही हैं…',
  },
  categories: {
    sweets: 'मिठाइयाँ',
    namkeen: 'नमकीन',
    dairy: 'डेयरी',
    grains: 'अनाज और दालें',
    spices: 'मसाले',
    beverages: 'पेय',
    bakery: 'बेकरी',
    vegetables: 'सब्ज़ियाँ',
    fruits: 'फल',
    readyMeals: 'तैयार भोजन',
  },
};

registerCatalogue(
  'aharStock',
  { en, hi },
  {
    'Category name is required.': 'श्रेणी का नाम आवश्यक है।',
    'An item name is required.': 'वस्तु का नाम आवश्यक है।',
    'A category holds at most 100 items.': 'एक श्रेणी में अधिकतम 100 वस्तुएँ हो सकती हैं।',
    'A category with this name already exists.': 'इस नाम की श्रेणी पहले से मौजूद है।',
    'Category added.': 'श्रेणी जोड़ी गई।',
    'Category updated.': 'श्रेणी अपडेट की गई।',
    'Category deleted.': 'श्रेणी हटाई गई।',
    'Category not found.': 'श्रेणी नहीं मिली।',
    'A business keeps at most 100 categories of its own.':
      'एक व्यवसाय अपनी अधिकतम 100 श्रेणियाँ रख सकता है।',
    'Please fill in all required fields for each item.': 'कृपया हर वस्तु के सभी आवश्यक फ़ील्ड भरें।',
    'Please fill all required fields before submitting.': 'जमा करने से पहले कृपया सभी आवश्यक फ़ील्ड भरें।',
    'Only image files are allowed.': 'केवल चित्र फ़ाइलों की अनुमति है।',
    'Only PDF files are allowed.': 'केवल PDF फ़ाइलों की अनुमति है।',
    'Inventory submitted successfully!': 'सामान सूची सफलतापूर्वक जमा हुई!',
    'Inventory added successfully!': 'सामान सूची सफलतापूर्वक जोड़ी गई!',
    'Item updated successfully!': 'वस्तु सफलतापूर्वक अपडेट हुई!',
    'Inventory updated successfully!': 'सामान सूची सफलतापूर्वक अपडेट हुई!',
    'Inventory submission failed.': 'सामान सूची जमा नहीं हो सकी।',
    'Failed to submit inventory.': 'सामान सूची जमा करने में विफल।',
    'Error submitting inventory. Please check your connection.':
      'सामान सूची जमा करने में त्रुटि। कृपया अपना कनेक्शन जाँचें।',
    'Failed to fetch inventory data.': 'सामान सूची का डेटा नहीं मिल सका।',
    'No inventory items found.': 'कोई सामान नहीं मिला।',
    'Item deleted.': 'वस्तु हटाई गई।',
    'Item not found.': 'वस्तु नहीं मिली।',
    'Offer must be from 0 to 100 percent.': 'ऑफ़र 0 से 100 प्रतिशत के बीच होना चाहिए।',
    'Quantity must be 0 or more, with at most 3 decimals.':
      'मात्रा 0 या अधिक हो, अधिकतम 3 दशमलव अंकों के साथ।',
    'Price must be 0 or more, with at most 2 decimals.':
      'मूल्य 0 या अधिक हो, अधिकतम 2 दशमलव अंकों के साथ।',
    'Please add at least one item.': 'कृपया कम से कम एक वस्तु जोड़ें।',
    'Submit at most 20 items at once.': 'एक बार में अधिकतम 20 वस्तुएँ जमा करें।',
    'Choose another location to move the item to.': 'वस्तु भेजने के लिए कोई दूसरी जगह चुनें।',
    'Enter a quantity above 0 to move.': 'भेजने के लिए 0 से अधिक मात्रा दर्ज करें।',
    'Enter a quantity above 0 to use.': 'उपयोग के लिए 0 से अधिक मात्रा दर्ज करें।',
    'Stock moved.': 'स्टॉक भेजा गया।',
    'Stock used, earliest expiry first.': 'स्टॉक उपयोग हुआ, सबसे पहले समाप्त होने वाला पहले।',
    'The last change was undone.': 'पिछला बदलाव वापस लिया गया।',
    'There is no change to undo.': 'वापस लेने के लिए कोई बदलाव नहीं है।',
    'Enter a number of days from 1 to 90.': '1 से 90 के बीच दिनों की संख्या दर्ज करें।',
    'Expiry alert days saved.': 'समाप्ति चेतावनी के दिन सहेजे गए।',
    'The manufacturing date must not be after the expiry date.':
      'निर्माण तिथि समाप्ति तिथि के बाद नहीं हो सकती।',
  },
);

/** The English side, whose keys type `t('...')` (i18n/resources.d.ts). */
export const aharStockCatalogue = en;
export const useAharStockT = () => useTranslation('aharStock').t;
