import { z } from 'zod';
import { requiredText } from '../../common/business-time';

/**
 * The ahar's category catalogue (spec 04 sections 2.6 and 3: "a map of category to item names;
 * contents not shown"; issue 14 section 2). The built-in part is written by us: Indian food
 * categories and common items. A business adds its own categories (and items) on top; the picker
 * shows both. `key` names a built-in category in the web catalogues (its translated label); the
 * stored value of a stock or demand row is always the English `name`.
 */
export const AHAR_BUILTIN_CATEGORIES = [
  {
    key: 'sweets',
    name: 'Sweets',
    items: [
      'Gulab Jamun',
      'Rasgulla',
      'Kaju Katli',
      'Jalebi',
      'Besan Laddoo',
      'Milk Barfi',
      'Peda',
      'Soan Papdi',
      'Rasmalai',
    ],
  },
  {
    key: 'namkeen',
    name: 'Namkeen',
    items: [
      'Aloo Bhujia',
      'Moong Dal',
      'Khatta Meetha',
      'Mathri',
      'Chakli',
      'Sev',
      'Mixture',
      'Banana Chips',
    ],
  },
  {
    key: 'dairy',
    name: 'Dairy',
    items: ['Milk', 'Curd', 'Paneer', 'Ghee', 'Butter', 'Khoya', 'Buttermilk', 'Cream'],
  },
  {
    key: 'grains',
    name: 'Grains and Pulses',
    items: [
      'Basmati Rice',
      'Wheat Atta',
      'Toor Dal',
      'Moong Dal (loose)',
      'Chana Dal',
      'Rajma',
      'Kabuli Chana',
      'Besan',
      'Poha',
      'Sooji',
    ],
  },
  {
    key: 'spices',
    name: 'Spices',
    items: [
      'Turmeric',
      'Red Chilli Powder',
      'Coriander Powder',
      'Jeera',
      'Garam Masala',
      'Hing',
      'Mustard Seeds',
      'Elaichi',
    ],
  },
  {
    key: 'beverages',
    name: 'Beverages',
    items: [
      'Masala Chai',
      'Filter Coffee',
      'Lassi',
      'Nimbu Pani',
      'Jaljeera',
      'Thandai',
      'Coconut Water',
      'Packaged Water',
    ],
  },
  {
    key: 'bakery',
    name: 'Bakery',
    items: ['Pav', 'Bread', 'Rusk', 'Nankhatai', 'Cake', 'Khari', 'Cookies', 'Bun'],
  },
  {
    key: 'vegetables',
    name: 'Vegetables',
    items: [
      'Potato',
      'Onion',
      'Tomato',
      'Cauliflower',
      'Spinach',
      'Okra',
      'Green Peas',
      'Brinjal',
      'Green Chilli',
    ],
  },
  {
    key: 'fruits',
    name: 'Fruits',
    items: ['Banana', 'Mango', 'Apple', 'Papaya', 'Guava', 'Pomegranate', 'Orange', 'Grapes'],
  },
  {
    key: 'readyMeals',
    name: 'Ready meals',
    items: [
      'Veg Thali',
      'Dal Makhani',
      'Paneer Butter Masala',
      'Chole',
      'Rajma Chawal',
      'Veg Biryani',
      'Khichdi',
      'Aloo Paratha',
    ],
  },
] as const;

export type BuiltinCategoryKey = (typeof AHAR_BUILTIN_CATEGORIES)[number]['key'];

export const AHAR_CATEGORY_LIMITS = { name: 60, item: 80, items: 100, perBusiness: 100 } as const;

/** Beyond the spec: the words of the business's own categories. */
export const AHAR_CATEGORY_MESSAGES = {
  name: 'Category name is required.',
  item: 'An item name is required.',
  tooManyItems: 'A category holds at most 100 items.',
  taken: 'A category with this name already exists.',
  created: 'Category added.',
  updated: 'Category updated.',
  removed: 'Category deleted.',
  notFound: 'Category not found.',
  tooMany: 'A business keeps at most 100 categories of its own.',
} as const;

/** A category the business adds: its name and the item names the picker offers under it. */
export const aharCategoryInputSchema = z.object({
  name: requiredText(AHAR_CATEGORY_MESSAGES.name, AHAR_CATEGORY_LIMITS.name),
  items: z
    .array(requiredText(AHAR_CATEGORY_MESSAGES.item, AHAR_CATEGORY_LIMITS.item))
    .max(AHAR_CATEGORY_LIMITS.items, AHAR_CATEGORY_MESSAGES.tooManyItems)
    .default([]),
});
export type AharCategoryInput = z.input<typeof aharCategoryInputSchema>;

/**
 * One category of the picker. Built-in ones have `key` and no `_id`; the business's own have
 * `_id` and no `key`.
 */
export const aharCategorySchema = z.object({
  _id: z.string().nullable(),
  key: z.string().nullable(),
  name: z.string(),
  items: z.array(z.string()),
});
export type AharCategory = z.infer<typeof aharCategorySchema>;

/** `GET /api/v1/ahar/categories`: the built-in catalogue, then the business's own. */
export const aharCategoriesResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(aharCategorySchema),
});

/** The built-in catalogue as picker categories (what the picker shows before the server answers). */
export const builtinAharCategories = (): AharCategory[] =>
  AHAR_BUILTIN_CATEGORIES.map((c) => ({
    _id: null,
    key: c.key,
    name: c.name,
    items: [...c.items],
  }));

/** What the picker gives back: the category's stored name, and the item's when one was chosen. */
export interface CategoryChoice {
  category: string;
  item: string | null;
}
