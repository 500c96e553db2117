import { z } from 'zod';
import { requiredText } from '../../common/business-time';
import { calendarDateSchema } from '../../common/date';
import { emailSchema } from '../../accounts/user';
import { phoneInputSchema } from '../../common/phone';

/**
 * The gym hub's records beyond the profile and the exercises (spec 03 sections 3 to 9): workouts,
 * diet plans, live sessions, products, inventory, organizations and events. Their files (images,
 * PDFs) are uploaded first to the hub's upload paths, each checked by its bytes with the spec's
 * message, and the record keeps the file's address.
 */

/** A file uploaded to the hub: its address on this server. */
export const FILE_URL_PATTERN = /^\/api\/v1\/files\/[0-9a-f]{24}$/;
const fileRef = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || FILE_URL_PATTERN.test(v), message)
    .default('');

/** The hub's upload paths: what each takes, with the spec's words for a wrong file. */
export const HUB_UPLOADS = {
  'product-image': { category: 'image', message: 'Please upload a valid image file.' },
  'product-description': {
    category: 'pdf',
    message: 'Only PDF files are allowed for description!',
  },
  'diet-image': { category: 'image', message: 'Please upload a valid image file.' },
  'inventory-description': { category: 'pdf', message: 'Please upload a valid PDF file.' },
  'event-description': { category: 'pdf', message: 'Only PDF files are allowed for Description.' },
  'event-pic': { category: 'image', message: 'Only image files are allowed for Pic.' },
  'live-image': { category: 'image', message: 'Please upload a valid image file.' },
  'live-file': { category: 'document', message: 'The file must be a PDF, PNG or JPEG.' },
} as const;
export type HubUpload = keyof typeof HUB_UPLOADS;
export const HUB_UPLOAD_MESSAGES = { uploaded: 'File uploaded.' } as const;

// Workouts (spec 03 sections 3 and 5).
export const WORKOUT_CATEGORIES = [
  'Gym',
  'Dance',
  'Cardio',
  'HIIT',
  'Zumba',
  'Body Tone',
  'MMA',
  'Combat',
  'Spin & RPM',
  'CORE',
  'Yoga',
] as const;
export const WORKOUT_MESSAGES = {
  none: 'Choose at least one workout.',
  created: 'Workout plan saved.',
  updated: 'Workout plan updated.',
  removed: 'Workout plan deleted.',
  notFound: 'Workout plan not found.',
  empty: 'No workout plans yet.',
} as const;
export const workoutInputSchema = z.object({
  workouts: z
    .array(z.enum(WORKOUT_CATEGORIES, { error: WORKOUT_MESSAGES.none }), {
      error: WORKOUT_MESSAGES.none,
    })
    .min(1, WORKOUT_MESSAGES.none)
    .max(WORKOUT_CATEGORIES.length)
    .transform((list) => [...new Set(list)]),
});
export const workoutSchema = z.object({ _id: z.string(), workouts: z.array(z.string()) });
export type Workout = z.infer<typeof workoutSchema>;

// Diet plans (spec 03 sections 3 and 9).
export const DIET_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const DIET_MEALS = ['Breakfast', 'Lunch', 'Snacks', 'Dinner'] as const;
export type DietDay = (typeof DIET_DAYS)[number];
export type DietMeal = (typeof DIET_MEALS)[number];
export const DIET_PLAN_MESSAGES = {
  planName: 'Plan name is required.',
  image: 'Please upload a valid image file.',
  created: 'Diet plan saved.',
  updated: 'Diet plan updated.',
  removed: 'Diet plan deleted.',
  notFound: 'Diet plan not found.',
  empty: 'No diet plans yet.',
} as const;
const dietCell = z.object({
  image: fileRef(DIET_PLAN_MESSAGES.image),
  description: z.string().trim().max(500).default(''),
});
export type DietCell = z.output<typeof dietCell>;
export const dietDataSchema = z.partialRecord(
  z.enum(DIET_DAYS),
  z.partialRecord(z.enum(DIET_MEALS), dietCell),
);
export type DietData = z.output<typeof dietDataSchema>;
export const dietPlanInputSchema = z.object({
  planName: requiredText(DIET_PLAN_MESSAGES.planName, 150),
  janta: z.string().trim().max(200).default(''),
  dietData: dietDataSchema.default({}),
});
export type DietPlanInput = z.input<typeof dietPlanInputSchema>;
export const dietPlanSchema = z.object({
  _id: z.string(),
  planName: z.string(),
  janta: z.string(),
  dietData: dietDataSchema,
});
export type DietPlan = z.infer<typeof dietPlanSchema>;

// Live sessions (spec 03 sections 3 and 9).
export const LIVE_DEFAULTS = { concept: 'New Concept', time: '12:00' } as const;
export const LIVE_MESSAGES = {
  srNo: 'Sr No must be a whole number of 1 or more.',
  concept: 'Concept is required.',
  date: 'Choose a valid date.',
  time: 'Time must be HH:MM.',
  image: 'Please upload a valid image file.',
  file: 'The file must be a PDF, PNG or JPEG.',
  created: 'Live session saved.',
  updated: 'Live session updated.',
  removed: 'Live session deleted.',
  notFound: 'Live session not found.',
  empty: 'No live sessions yet.',
} as const;
export const liveInputSchema = z.object({
  srNo: z.coerce
    .number({ error: LIVE_MESSAGES.srNo })
    .int(LIVE_MESSAGES.srNo)
    .min(1, LIVE_MESSAGES.srNo),
  concept: requiredText(LIVE_MESSAGES.concept, 200),
  date: calendarDateSchema(LIVE_MESSAGES.date),
  time: z
    .string({ error: LIVE_MESSAGES.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, LIVE_MESSAGES.time),
  image: fileRef(LIVE_MESSAGES.image),
  file: fileRef(LIVE_MESSAGES.file),
});
export type LiveInput = z.input<typeof liveInputSchema>;
export const liveSchema = z.object({
  _id: z.string(),
  srNo: z.number(),
  concept: z.string(),
  date: z.string(),
  time: z.string(),
  image: z.string(),
  file: z.string(),
});
export type LiveSession = z.infer<typeof liveSchema>;

// Products (spec 03 sections 3, 5 and 7).
export const PRODUCT_MESSAGES = {
  name: 'Product name is required.',
  category: 'Category is required.',
  price: 'Price must be 0 or more.',
  manufacturingBy: 'Manufacturer is required.',
  image: 'Please upload a valid image file.',
  description: 'Only PDF files are allowed for description!',
  descriptionRequired: 'A PDF description is required.',
  created: 'Product saved.',
  updated: 'Product updated.',
  removed: 'Product deleted.',
  notFound: 'Product not found.',
  empty: 'No products yet.',
} as const;
export const gymProductInputSchema = z.object({
  name: requiredText(PRODUCT_MESSAGES.name, 150),
  category: requiredText(PRODUCT_MESSAGES.category, 100),
  price: z.coerce.number({ error: PRODUCT_MESSAGES.price }).min(0, PRODUCT_MESSAGES.price).max(1e9),
  manufacturingBy: requiredText(PRODUCT_MESSAGES.manufacturingBy, 150),
  image: fileRef(PRODUCT_MESSAGES.image),
  description: fileRef(PRODUCT_MESSAGES.description),
});
export type GymProductInput = z.input<typeof gymProductInputSchema>;
export const gymProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  manufacturingBy: z.string(),
  image: z.string(),
  description: z.string(),
});
export type GymProduct = z.infer<typeof gymProductSchema>;

// Inventory (spec 03 sections 3, 5 and 8).
export const INVENTORY_MESSAGES = {
  itemName: 'Item name is required.',
  quantity: 'Quantity must be a whole number of 0 or more.',
  condition: 'Condition is required.',
  description: 'Please upload a valid PDF file.',
  column: 'A column name is 1 to 40 characters.',
  columnsSaved: 'Columns saved.',
  allSaved: 'All items saved successfully!',
  someFailed: 'Failed to save some data.',
  created: 'Item saved.',
  updated: 'Item updated.',
  removed: 'Item deleted.',
  notFound: 'Item not found.',
  empty: 'No items yet.',
} as const;
export const inventoryColumnsSchema = z.object({
  columns: z
    .array(z.string().trim().min(1, INVENTORY_MESSAGES.column).max(40, INVENTORY_MESSAGES.column))
    .max(10)
    .transform((list) => [...new Set(list)]),
});
export const inventoryInputSchema = z.object({
  itemName: requiredText(INVENTORY_MESSAGES.itemName, 150),
  quantity: z.coerce
    .number({ error: INVENTORY_MESSAGES.quantity })
    .int(INVENTORY_MESSAGES.quantity)
    .min(0, INVENTORY_MESSAGES.quantity)
    .max(1_000_000),
  condition: requiredText(INVENTORY_MESSAGES.condition, 100),
  remark: z.string().trim().max(300).default(''),
  description: fileRef(INVENTORY_MESSAGES.description),
  /** The values of the gym's own columns, by column name. */
  custom: z.record(z.string().max(40), z.string().max(200)).default({}),
});
export type InventoryInput = z.input<typeof inventoryInputSchema>;
export const inventorySchema = z.object({
  _id: z.string(),
  itemName: z.string(),
  quantity: z.number(),
  condition: z.string(),
  remark: z.string(),
  description: z.string(),
  custom: z.record(z.string(), z.string()),
});
export type InventoryItem = z.infer<typeof inventorySchema>;

// Organizations (spec 03 sections 3 and 4): what they are to a gym is our decision.
export const GYM_ORG_RELATIONS = ['Partner', 'Branch'] as const;
export const GYM_ORGANIZATION_MESSAGES = {
  orgName: 'Organization name is required.',
  opendate: 'Choose a valid opening date.',
  relation: 'Choose Partner or Branch.',
  productId: 'Gym ID is required.',
  address: 'Address is required.',
  phone: 'Phone number must be 10 digits.',
  founder: 'A founder needs a name.',
  created: 'Organization saved.',
  updated: 'Organization updated.',
  removed: 'Organization deleted.',
  notFound: 'Organization not found.',
  empty: 'No organizations yet.',
} as const;
export const gymOrganizationInputSchema = z.object({
  orgName: requiredText(GYM_ORGANIZATION_MESSAGES.orgName, 150),
  opendate: calendarDateSchema(GYM_ORGANIZATION_MESSAGES.opendate),
  relation: z.enum(GYM_ORG_RELATIONS, { error: GYM_ORGANIZATION_MESSAGES.relation }),
  productId: requiredText(GYM_ORGANIZATION_MESSAGES.productId, 30),
  address: requiredText(GYM_ORGANIZATION_MESSAGES.address, 300),
  phone: phoneInputSchema(GYM_ORGANIZATION_MESSAGES.phone),
  email: emailSchema,
  founders: z
    .array(z.object({ name: requiredText(GYM_ORGANIZATION_MESSAGES.founder, 100) }))
    .max(20)
    .default([]),
});
export type GymOrganizationInput = z.input<typeof gymOrganizationInputSchema>;
export const gymOrganizationSchema = z.object({
  _id: z.string(),
  orgName: z.string(),
  opendate: z.string(),
  relation: z.enum(GYM_ORG_RELATIONS),
  productId: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  founders: z.array(z.object({ name: z.string() })),
});
export type GymOrganization = z.infer<typeof gymOrganizationSchema>;

// Gym events (spec 03 sections 3, 5 and 9).
export const GYM_EVENT_MESSAGES = {
  srNo: 'Sr No must be a whole number of 1 or more.',
  eventName: 'Event name is required.',
  goal: 'Goal is required.',
  musclePrimary: 'Primary muscle is required.',
  place: 'Place is required.',
  duration: 'Duration must be 1 to 1440 minutes.',
  date: 'Choose a valid date.',
  description: 'Only PDF files are allowed for Description.',
  pic: 'Only image files are allowed for Pic.',
  created: 'Event saved.',
  updated: 'Event updated.',
  removed: 'Event deleted.',
  notFound: 'Event not found.',
  empty: 'No events yet.',
} as const;
export const gymEventInputSchema = z.object({
  srNo: z.coerce
    .number({ error: GYM_EVENT_MESSAGES.srNo })
    .int(GYM_EVENT_MESSAGES.srNo)
    .min(1, GYM_EVENT_MESSAGES.srNo),
  eventName: requiredText(GYM_EVENT_MESSAGES.eventName, 150),
  goal: requiredText(GYM_EVENT_MESSAGES.goal, 300),
  musclePrimary: requiredText(GYM_EVENT_MESSAGES.musclePrimary, 100),
  muscleSecondary: z.string().trim().max(100).default(''),
  place: requiredText(GYM_EVENT_MESSAGES.place, 200),
  duration: z.coerce
    .number({ error: GYM_EVENT_MESSAGES.duration })
    .int(GYM_EVENT_MESSAGES.duration)
    .min(1, GYM_EVENT_MESSAGES.duration)
    .max(1440, GYM_EVENT_MESSAGES.duration),
  description: fileRef(GYM_EVENT_MESSAGES.description),
  pic: fileRef(GYM_EVENT_MESSAGES.pic),
  /** Beyond the spec: the day it happens ('' while not fixed), and whether it is on /social/events. */
  date: z.union([z.literal(''), calendarDateSchema(GYM_EVENT_MESSAGES.date)]).default(''),
  isPublic: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .default(false),
});
export type GymEventInput = z.input<typeof gymEventInputSchema>;
export const gymEventSchema = z.object({
  _id: z.string(),
  srNo: z.number(),
  eventName: z.string(),
  goal: z.string(),
  musclePrimary: z.string(),
  muscleSecondary: z.string(),
  place: z.string(),
  duration: z.number(),
  description: z.string(),
  pic: z.string(),
  date: z.string(),
  isPublic: z.boolean(),
});
export type GymEvent = z.infer<typeof gymEventSchema>;
