import { z } from 'zod';
import { requiredText } from '../../common/business-time';

/**
 * The eleven exercise libraries (spec 03 section 2) and the path segment of each
 * (`/api/C/exercises`, spec 03 section 7), in the spec's order.
 */
export const EXERCISE_CATEGORIES = [
  { key: 'back', label: 'Back' },
  { key: 'chest', label: 'Chest' },
  { key: 'arm', label: 'Arm' },
  { key: 'shoulder', label: 'Shoulder' },
  { key: 'lowerbody', label: 'Lower Body' },
  { key: 'stronglift', label: 'Strong Lift' },
  { key: 'fullbody', label: 'Full Body' },
  { key: 'upperbody', label: 'Upper Body' },
  { key: 'abs', label: 'ABS' },
  { key: 'vtaper', label: 'V-Taper' },
  { key: 'butt', label: 'Butt' },
] as const;
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number]['key'];
export const EXERCISE_CATEGORY_KEYS = EXERCISE_CATEGORIES.map((c) => c.key) as [
  ExerciseCategory,
  ...ExerciseCategory[],
];

/** Spec 03 section 3: a new exercise is made with these, then edited on its card. */
export const EXERCISE_DEFAULTS = {
  name: 'New Exercise',
  set: false,
  rep: false,
  focusArea: 'General',
  equipment: 'None',
} as const;

/** The exercise dashboard's sidebar (spec 03 sections 2 and 9). */
export const EXERCISE_SIDEBAR = { key: 'sidebarOpen', open: 400, closed: 74 } as const;

export const EXERCISE_MESSAGES = {
  fetchFailed: 'Failed to fetch exercises',
  addFailed: 'Failed to add exercise',
  deleteFailed: 'Failed to delete exercise',
  updateFailed: 'Failed to update',
  name: 'Exercise name is required.',
  focusArea: 'Focus area is required.',
  equipment: 'Equipment is required.',
  image: 'The image must be a PNG, JPEG, WebP or GIF file.',
  created: 'Exercise added.',
  updated: 'Exercise updated.',
  removed: 'Exercise deleted.',
  notFound: 'Exercise not found.',
} as const;

/** Multipart sends booleans as text. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const exerciseFields = {
  name: requiredText(EXERCISE_MESSAGES.name, 120),
  set: flag,
  rep: flag,
  focusArea: requiredText(EXERCISE_MESSAGES.focusArea, 120),
  equipment: requiredText(EXERCISE_MESSAGES.equipment, 120),
};

/** POST: every field optional, the spec's defaults fill in. */
export const exerciseInputSchema = z.object({
  name: exerciseFields.name.default(EXERCISE_DEFAULTS.name),
  set: exerciseFields.set.default(EXERCISE_DEFAULTS.set),
  rep: exerciseFields.rep.default(EXERCISE_DEFAULTS.rep),
  focusArea: exerciseFields.focusArea.default(EXERCISE_DEFAULTS.focusArea),
  equipment: exerciseFields.equipment.default(EXERCISE_DEFAULTS.equipment),
});
/** PATCH: the fields sent change, the others stay. */
export const exercisePatchSchema = z.object(exerciseFields).partial();
export type ExerciseInput = z.input<typeof exerciseInputSchema>;

export const exerciseSchema = z.object({
  _id: z.string(),
  category: z.enum(EXERCISE_CATEGORY_KEYS),
  name: z.string(),
  set: z.boolean(),
  rep: z.boolean(),
  focusArea: z.string(),
  equipment: z.string(),
  image: z.string().nullable(),
});
export type Exercise = z.infer<typeof exerciseSchema>;
