import { z } from 'zod';
import { calendarDateSchema } from '../../common/date';
import { requiredText } from '../../common/business-time';
import { emailSchema } from '../../accounts/user';
import { phoneInputSchema } from '../../common/phone';
import { memberMessageInputShape, memberMessageShape } from '../../messages/channels';

/**
 * The ahar's Regular Member (spec 04 section 2.6, User Panel): a regular customer of the food
 * business and their tiffin subscription. The spec names the item only; the fields are ours
 * (docs/areas/ahar.md, "Ahar people").
 */
export const MEAL_KINDS = ['Veg', 'Non-veg', 'Jain'] as const;
export type MealKind = (typeof MEAL_KINDS)[number];
/** Meals a day a subscription brings: breakfast, lunch, dinner. */
export const MAX_MEALS_PER_DAY = 3;

export const REGULAR_MEMBER_MESSAGES = {
  empty: 'No regular members added yet.',
  name: 'Name is required.',
  phone: 'Phone number must be exactly 10 digits.',
  email: 'Please enter a valid email address.',
  mealKind: 'Choose Veg, Non-veg or Jain.',
  mealsPerDay: 'Meals per day must be 1, 2 or 3.',
  startDate: 'Start date is required.',
  endDate: 'The end date cannot be before the start date.',
  monthlyAmount: 'Monthly amount must be 0 or more, with at most 2 decimals.',
  vedanId: 'A Vedan ID is VD followed by 6 letters or digits.',
  created: 'Regular member added.',
  updated: 'Regular member updated.',
  removed: 'Regular member deleted.',
  notFound: 'Regular member not found.',
  /** The member's own choice of channel and language, from /ahar/me (decision 0359). */
  messagesSaved: 'Saved. This ahar will reach you that way.',
} as const;

/** Rupees with up to two decimals, 0 or more (a trial month may be free); a decimal string. */
const monthlyAmountSchema = z
  .union([z.number(), z.string().trim()], { error: REGULAR_MEMBER_MESSAGES.monthlyAmount })
  .transform((v) => String(v))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), REGULAR_MEMBER_MESSAGES.monthlyAmount);

/** A tick from a form (true/false) or a JSON boolean. */
const activeSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(true);

export const regularMemberInputSchema = z
  .object({
    name: requiredText(REGULAR_MEMBER_MESSAGES.name, 100),
    /** As people type it; kept in E.164 (decision 0359). */
    phone: phoneInputSchema(REGULAR_MEMBER_MESSAGES.phone),
    /** Optional: where Multiple (SUTRIN ADMIN) e-mails them; '' when they gave none. */
    email: z
      .string({ error: REGULAR_MEMBER_MESSAGES.email })
      .trim()
      .toLowerCase()
      // One clear message: a union of '' and an e-mail would fail with zod's "Invalid input".
      .refine((v) => v === '' || emailSchema.safeParse(v).success, REGULAR_MEMBER_MESSAGES.email)
      .default(''),
    mealKind: z.enum(MEAL_KINDS, { error: REGULAR_MEMBER_MESSAGES.mealKind }),
    mealsPerDay: z.coerce
      .number({ error: REGULAR_MEMBER_MESSAGES.mealsPerDay })
      .int(REGULAR_MEMBER_MESSAGES.mealsPerDay)
      .min(1, REGULAR_MEMBER_MESSAGES.mealsPerDay)
      .max(MAX_MEALS_PER_DAY, REGULAR_MEMBER_MESSAGES.mealsPerDay),
    startDate: calendarDateSchema(REGULAR_MEMBER_MESSAGES.startDate),
    /** Empty: the subscription runs until ended. */
    endDate: z
      .union([z.literal(''), z.null(), calendarDateSchema(REGULAR_MEMBER_MESSAGES.endDate)])
      .transform((v) => v || null)
      .default(null),
    monthlyAmount: monthlyAmountSchema,
    active: activeSchema,
    /** The linked Vedann account, for the check-in desk and their own notices ('' when none). */
    vedanId: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^VD[0-9A-Z]{6}$/.test(v), REGULAR_MEMBER_MESSAGES.vedanId)
      .default(''),
    remark: z.string().trim().max(500).default(''),
    /** How the ahar's messages reach them; left out, the member's own choice stays. */
    ...memberMessageInputShape,
  })
  .refine((v) => v.endDate === null || v.endDate >= v.startDate, {
    message: REGULAR_MEMBER_MESSAGES.endDate,
    path: ['endDate'],
  });
export type RegularMemberInput = z.input<typeof regularMemberInputSchema>;

export const regularMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  mealKind: z.enum(MEAL_KINDS),
  mealsPerDay: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthlyAmount: z.string(),
  active: z.boolean(),
  vedanId: z.string(),
  remark: z.string(),
  ...memberMessageShape,
  /** The first day from today (India time) the member paused, or null when none is ahead. */
  nextPause: z.string().nullable(),
});
export type RegularMember = z.infer<typeof regularMemberSchema>;

/** The Identification panel: the business's staff and regular members, each with an ID card. */
export const AHAR_PERSON_KINDS = ['staff', 'regular'] as const;
export type AharPersonKind = (typeof AHAR_PERSON_KINDS)[number];

export const aharPersonSchema = z.object({
  _id: z.string(),
  kind: z.enum(AHAR_PERSON_KINDS),
  name: z.string(),
  phone: z.string(),
  vedanId: z.string(),
});
export type AharPerson = z.infer<typeof aharPersonSchema>;

export const AHAR_PEOPLE_MESSAGES = {
  empty: 'No staff or regular members yet.',
  notFound: 'No staff member or regular member of this business has this id.',
} as const;
