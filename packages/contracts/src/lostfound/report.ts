import { z } from 'zod';
import { idSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { calendarDateSchema, isCalendarDate } from '../common/date';
import { toE164Phone } from '../common/phone';

/** Spec 01 section 8 (lost forms and lists), word for word; the rest are ours, see docs/areas/lostfound.md. */
export const LOST_MESSAGES = {
  submitted: 'Form submitted successfully!',
  submitFailed: 'Error submitting form.',
  network: 'Network error. Please try again.',
  materialFileMissing: 'Please select a valid file before submitting.',
  imageMissing: 'Please choose a photo (PNG, JPEG, WebP or GIF, at most 2 MB) before submitting.',
  imageInvalid: 'The photo must be a PNG, JPEG, WebP or GIF image of at most 2 MB.',
  noHumans: 'No human beings data found',
  noAnimals: 'No animals found',
  noMaterials: 'No materials found',
  fetchFailed: 'Failed to fetch data from the server',
  lostLocationRequired: 'Lost location is required.',
  lostDateRequired: 'Lost date is required.',
  lostDateInvalid: 'Lost date must be a valid date.',
  lostTimeInvalid: 'Lost time must be a time such as 14:30.',
  lettersOnly: (label: string) => `${label} must contain only letters and spaces.`,
  decimal: (label: string) => `${label} must be a number (decimals allowed).`,
  digits: (label: string) => `${label} must contain digits only.`,
  guardianPhone: 'Guardian phone must be 10 to 15 digits.',
  gender: 'Gender must be Male, Female or Other.',
  tooLong: (label: string, max: number) => `${label} may have at most ${max} characters.`,
  reportNotFound: 'Report not found.',
  resolved: 'Report marked as resolved.',
  placeUnknown: 'We could not find that place. Try a nearby city or a 6-digit pincode.',
  foundLocationRequired: 'Found location is required.',
  foundDateRequired: 'Found date is required.',
  foundDateInvalid: 'Found date must be a valid date.',
  foundTimeInvalid: 'Found time must be a time such as 14:30.',
  posterLostOnly: 'Only a lost report has a poster.',
} as const;

/** Spec 01 section 5: the pattern rules. Both the form (keystroke filter) and the server use them. */
export const LOST_PATTERNS = {
  lettersAndSpaces: /^[A-Za-z ]*$/,
  decimal: /^\d*\.?\d*$/,
  digits: /^\d*$/,
  /** A full guardian phone; while typing, `digits` up to 15 is the keystroke rule. */
  guardianPhone: /^\d{10,15}$/,
} as const;

export type LostPatternName = 'lettersAndSpaces' | 'decimal' | 'digits' | 'guardianPhone';

/** What a typed value may be while the person is still typing (the form ignores anything else). */
export function acceptsKeystroke(pattern: LostPatternName, value: string): boolean {
  if (value === '') return true;
  if (pattern === 'guardianPhone') return /^\d{0,15}$/.test(value);
  return LOST_PATTERNS[pattern].test(value);
}

/** Why a keystroke was ignored: the first character the pattern refuses, or too many digits. */
export type RefusedKeystroke =
  { reason: 'character'; character: string } | { reason: 'secondPoint' } | { reason: 'tooLong' };

const ALLOWED_CHARACTER: Record<LostPatternName, RegExp> = {
  lettersAndSpaces: /[A-Za-z ]/,
  decimal: /[\d.]/,
  digits: /\d/,
  guardianPhone: /\d/,
};

/**
 * For a value `acceptsKeystroke` refused: what in it was not accepted, so the form can say why
 * ("Commas are not accepted"). Undefined when the value is accepted.
 */
export function refusedKeystroke(
  pattern: LostPatternName,
  value: string,
): RefusedKeystroke | undefined {
  if (acceptsKeystroke(pattern, value)) return undefined;
  for (const character of value)
    if (!ALLOWED_CHARACTER[pattern].test(character)) return { reason: 'character', character };
  if (pattern === 'decimal') return { reason: 'secondPoint' };
  return { reason: 'tooLong' };
}

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const LOST_KINDS = ['human', 'animal', 'material'] as const;
export type LostKind = (typeof LOST_KINDS)[number];

/** A report says a subject was lost (the spec's forms) or found (a finder's report). */
export const REPORT_DIRECTIONS = ['lost', 'found'] as const;
export type ReportDirection = (typeof REPORT_DIRECTIONS)[number];

export type LostFieldInput = 'text' | 'date' | 'time' | 'gender' | 'textarea';

/** One field of a report form: its label, how it is typed, and its section 5 pattern. */
export interface LostField {
  name: string;
  label: string;
  input: LostFieldInput;
  pattern?: LostPatternName;
  required?: boolean;
  max: number;
  /** Shown only to signed-in users (the page requires sign-in; see docs/areas/lostfound.md). */
  contact?: boolean;
  /** The unit a number is in (height in cm, weight in kg), shown beside label and value. */
  unit?: 'cm' | 'kg';
}

const f = (
  name: string,
  label: string,
  options: Partial<Omit<LostField, 'name' | 'label'>> = {},
): LostField => ({ name, label, input: 'text', max: 100, ...options });

const lostWhereWhen = (locationPattern?: LostPatternName): LostField[] => [
  f('lostLocation', 'Lost location', {
    required: true,
    ...(locationPattern ? { pattern: locationPattern } : {}),
  }),
  f('lostDate', 'Lost date', { input: 'date', required: true, max: 10 }),
  f('lostTime', 'Lost time', { input: 'time', max: 5 }),
];

/** Spec 01 section 3, Lost human, with the section 5 patterns of the human form. */
export const HUMAN_FIELDS: readonly LostField[] = [
  ...lostWhereWhen('lettersAndSpaces'),
  f('name', 'Name', { pattern: 'lettersAndSpaces' }),
  f('gender', 'Gender', { input: 'gender', max: 6 }),
  f('age', 'Age', { pattern: 'digits', max: 3 }),
  f('height', 'Height', { pattern: 'decimal', max: 10, unit: 'cm' }),
  f('weight', 'Weight', { pattern: 'decimal', max: 10, unit: 'kg' }),
  f('skinColor', 'Skin color'),
  f('eyeColor', 'Eye color'),
  f('hairColor', 'Hair color', { pattern: 'lettersAndSpaces' }),
  f('profession', 'Profession'),
  f('address', 'Address', { max: 300, contact: true }),
  f('guardianName', 'Guardian name', { pattern: 'lettersAndSpaces' }),
  f('guardianPhone', 'Guardian phone', { pattern: 'guardianPhone', max: 15, contact: true }),
  f('guardianAddress', 'Guardian address', { max: 300, contact: true }),
  f('remarks', 'Remarks', { input: 'textarea', max: 1000 }),
];

/** Spec 01 section 3, Lost animal, with the section 5 patterns of the animal form. */
export const ANIMAL_FIELDS: readonly LostField[] = [
  ...lostWhereWhen('lettersAndSpaces'),
  f('name', 'Name', { pattern: 'lettersAndSpaces' }),
  f('kingdom', 'Kingdom', { pattern: 'lettersAndSpaces' }),
  f('phylum', 'Phylum', { pattern: 'lettersAndSpaces' }),
  f('class', 'Class', { pattern: 'lettersAndSpaces' }),
  f('order', 'Order', { pattern: 'lettersAndSpaces' }),
  f('family', 'Family', { pattern: 'lettersAndSpaces' }),
  f('bodyColor', 'Body color'),
  f('eyeColor', 'Eye color'),
  f('height', 'Height', { pattern: 'decimal', max: 10, unit: 'cm' }),
  f('weight', 'Weight', { pattern: 'decimal', max: 10, unit: 'kg' }),
  f('age', 'Age', { pattern: 'digits', max: 3 }),
  f('gender', 'Gender', { input: 'gender', max: 6 }),
  f('address', 'Address', { max: 300, contact: true }),
  f('guardianName', 'Guardian name', { pattern: 'lettersAndSpaces' }),
  f('guardianPhone', 'Guardian phone', { pattern: 'guardianPhone', max: 15, contact: true }),
  f('guardianAddress', 'Guardian address', { max: 300, contact: true }),
];

/** Spec 01 section 3, Lost material. Section 5: the material form has no pattern rules. */
export const MATERIAL_FIELDS: readonly LostField[] = [
  ...lostWhereWhen(),
  f('materialType', 'Material type'),
  f('brandName', 'Brand name'),
  f('height', 'Height', { max: 20 }),
  f('length', 'Length', { max: 20 }),
  f('width', 'Width', { max: 20 }),
  f('weight', 'Weight', { max: 20 }),
  f('diameter', 'Diameter', { max: 20 }),
  f('taxNumber', 'Tax number', { max: 30 }),
  f('contactPerson', 'Contact person'),
  f('phoneNumber', 'Phone number', { max: 20, contact: true }),
  f('address', 'Address', { max: 300, contact: true }),
];

export const LOST_FIELDS: Record<LostKind, readonly LostField[]> = {
  human: HUMAN_FIELDS,
  animal: ANIMAL_FIELDS,
  material: MATERIAL_FIELDS,
};

/** The field that names an item in lists and conversations. */
export const LOST_TITLE_FIELD: Record<LostKind, string> = {
  human: 'name',
  animal: 'name',
  material: 'materialType',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The where-and-when fields' messages, by field name (lost and found reports). */
const WHERE_WHEN_MESSAGES: Record<string, string> = {
  lostLocation: LOST_MESSAGES.lostLocationRequired,
  lostDate: LOST_MESSAGES.lostDateRequired,
  foundLocation: LOST_MESSAGES.foundLocationRequired,
  foundDate: LOST_MESSAGES.foundDateRequired,
};

/**
 * A guardian phone as it is kept (decision 0359): one that reads as an Indian mobile in E.164
 * (`+919876543210`), any other 10 to 15 digits as typed.
 */
const keptGuardianPhone = (typed: string): string => toE164Phone(typed) ?? typed;

/** A guardian phone already kept as an Indian mobile, as the form sends what it parsed. */
const isKeptIndianMobile = (value: string): boolean =>
  value.startsWith('+91') && toE164Phone(value) === value;

function fieldSchema(field: LostField): z.ZodType<string> {
  let schema = z.string().trim();
  if (field.required) {
    schema = schema.min(1, WHERE_WHEN_MESSAGES[field.name] ?? LOST_MESSAGES.lostLocationRequired);
  }
  const found = field.name.startsWith('found');
  let refined: z.ZodType<string> = schema;
  if (field.pattern === 'lettersAndSpaces')
    refined = schema.regex(LOST_PATTERNS.lettersAndSpaces, LOST_MESSAGES.lettersOnly(field.label));
  else if (field.pattern === 'decimal')
    refined = schema.regex(LOST_PATTERNS.decimal, LOST_MESSAGES.decimal(field.label));
  else if (field.pattern === 'digits')
    refined = schema.regex(LOST_PATTERNS.digits, LOST_MESSAGES.digits(field.label));
  else if (field.pattern === 'guardianPhone')
    refined = schema.refine(
      (value) =>
        value === '' || LOST_PATTERNS.guardianPhone.test(value) || isKeptIndianMobile(value),
      LOST_MESSAGES.guardianPhone,
    );
  if (field.input === 'date')
    refined = refined.refine(
      (value) => value === '' || isCalendarDate(value),
      found ? LOST_MESSAGES.foundDateInvalid : LOST_MESSAGES.lostDateInvalid,
    );
  if (field.input === 'time')
    refined = refined.refine(
      (value) => value === '' || TIME.test(value),
      found ? LOST_MESSAGES.foundTimeInvalid : LOST_MESSAGES.lostTimeInvalid,
    );
  if (field.input === 'gender')
    refined = refined.refine(
      (value) => value === '' || (GENDERS as readonly string[]).includes(value),
      LOST_MESSAGES.gender,
    );
  // The pattern's message comes before the length's: it says what is wrong with the value.
  refined = refined.refine(
    (value) => value.length <= field.max,
    LOST_MESSAGES.tooLong(field.label, field.max),
  );
  if (field.pattern === 'guardianPhone') refined = refined.transform(keptGuardianPhone);
  // A field left out of the form is the same as one left empty.
  return z.preprocess((value) => value ?? '', refined);
}

export function reportSchema(fields: readonly LostField[]) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field);
  return z.object(shape);
}

/** The form fields of each report (the image travels beside them, checked by the server). */
export const humanReportInputSchema = reportSchema(HUMAN_FIELDS);
export const animalReportInputSchema = reportSchema(ANIMAL_FIELDS);
export const materialReportInputSchema = reportSchema(MATERIAL_FIELDS);
export const LOST_INPUT_SCHEMAS = {
  human: humanReportInputSchema,
  animal: animalReportInputSchema,
  material: materialReportInputSchema,
} as const;
export type LostReportInput = Record<string, string>;

/** A report as lists show it: every field of its kind plus who and where. */
export const lostReportSchema = z
  .object({
    _id: idSchema,
    kind: z.enum(LOST_KINDS),
    /** Lost (the spec's reports) or found (a finder's report). */
    direction: z.enum(REPORT_DIRECTIONS),
    /** The server path of the photo (spec 01 section 2.5). */
    image: z.string(),
    title: z.string(),
    city: z.string().nullable(),
    distanceKm: z.number().nullable(),
    author: z.object({ _id: idSchema, fullname: z.string() }),
    isMine: z.boolean(),
    resolved: z.boolean(),
    createdAt: z.string(),
  })
  .catchall(z.unknown());
export type LostReport = z.infer<typeof lostReportSchema>;

/** The lists' filters: keyword, location, a day or a range, and "nearby". */
export const lostListQuerySchema = pageQuerySchema.extend({
  location: z.string().trim().max(100).optional(),
  date: calendarDateSchema(LOST_MESSAGES.lostDateInvalid).optional(),
  from: calendarDateSchema(LOST_MESSAGES.lostDateInvalid).optional(),
  to: calendarDateSchema(LOST_MESSAGES.lostDateInvalid).optional(),
  near: z.string().trim().max(100).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type LostListQuery = z.infer<typeof lostListQuerySchema>;

/** The spec's list keys (section 7): humanBeings, animals, materials. */
export const LOST_LIST_KEYS = {
  human: 'humanBeings',
  animal: 'animals',
  material: 'materials',
} as const;
/** The single-record key of a created report. */
export const LOST_ITEM_KEYS = {
  human: 'humanBeing',
  animal: 'animal',
  material: 'material',
} as const;
/** The spec's unversioned paths (section 7). */
export const LOST_PATHS = {
  human: '/api/humans',
  animal: '/api/animals',
  material: '/api/materials',
} as const;
export const LOST_EMPTY_TEXTS = {
  human: LOST_MESSAGES.noHumans,
  animal: LOST_MESSAGES.noAnimals,
  material: LOST_MESSAGES.noMaterials,
} as const;

export const lostListResponseSchema = pageInfoSchema.extend({
  success: z.boolean(),
  humanBeings: z.array(lostReportSchema).optional(),
  animals: z.array(lostReportSchema).optional(),
  materials: z.array(lostReportSchema).optional(),
});
export type LostListResponse = z.infer<typeof lostListResponseSchema>;
