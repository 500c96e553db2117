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
  },
);

/** The English side, whose keys type `t('...')` (i18n/resources.d.ts). */
export const aharStockCatalogue = en;
export const useAharStockT = () => useTranslation('aharStock').t;
