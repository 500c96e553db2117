import { z } from 'zod';
import { addDays, calendarDateSchema, daysBetween } from '../../common/date';
import { emailSchema } from '../../accounts/user';
import { phoneInputSchema } from '../../common/phone';
import { memberMessageInputShape, memberMessageShape } from '../../messages/channels';
import type { ImportField } from '../../common/spreadsheet';

/**
 * A gym's members and their memberships (spec 03 sections 3, 4, 7 and 9; issue 13 section 2).
 * The membership lifecycle (a package sets the expiry, freezing, renewal) is ours.
 */

export const GYM_MEMBER_MESSAGES = {
  // Spec 03 section 8, word for word.
  empty: 'No Member added yet.',
  noneSelected: 'No member selected.',
  // Ours.
  name: 'Name is required.',
  address: 'Address is required.',
  gender: 'Choose male or female.',
  mobile: 'Mobile number must be 10 digits',
  dateOfBirth: 'Date of birth must be a real date (YYYY-MM-DD).',
  joinDate: 'Join date must be a real date (YYYY-MM-DD).',
  document: 'Document is today plan or tomorrow plan.',
  memberId: 'Member ID has letters and digits only, at most 20.',
  vedanId: 'Enter a Vedan ID such as VD7K2M9Q.',
  state: 'State is a two-digit GST state code (27 for Maharashtra).',
  created: 'Member added.',
  updated: 'Member updated.',
  removed: 'Member removed.',
  notFound: 'Member not found.',
  duplicateMemberId: 'Another member of this gym has this Member ID.',
  batchNotFound: 'Batch not found.',
  batchFull: (name: string, limit: number) =>
    `Batch ${name} is full: it holds ${limit} member${limit === 1 ? '' : 's'}. Choose another batch or raise its limit.`,
  image: 'Profile image must be a PNG, JPEG, WebP or GIF image.',
  packageNotFound: 'Package not found.',
  sold: (plan: string, expiry: string) => `${plan} until ${expiry}.`,
  // Issue 32 item 4 (decision 0360): a member renews their own package from /gym/me.
  noPackageToRenew: 'This membership has no package to renew. Ask the desk.',
  renewalPending: 'A renewal is already waiting for its payment. Pay that fee, or ask the desk.',
  noPlan: 'This member has no package yet: sell one first.',
  /** The member's own choice of channel and language, from /gym/me (decision 0359). */
  messagesSaved: 'Saved. This gym will reach you that way.',
  freezeDays: 'Freeze for 1 to 180 days.',
  frozen: (until: string) => `Membership frozen; it now expires on ${until}.`,
  alreadyFrozen: 'This membership is already frozen.',
  notFrozen: 'This membership is not frozen.',
  unfrozen: 'Membership resumed.',
  expiredCannotFreeze: 'An expired membership cannot be frozen: renew it.',
} as const;

export const GYM_GENDERS = ['male', 'female'] as const;
/** Spec 03 section 3: the member's document, today plan (default) or tomorrow plan. */
export const GYM_DOCUMENTS = ['today plan', 'tomorrow plan'] as const;
/** Upcoming: the membership starts after today (a sale dated ahead), so it does not run yet. */
export const MEMBERSHIP_STATUSES = ['Active', 'Expiring', 'Expired', 'Frozen', 'Upcoming'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
/** Expiring: the membership ends within this many days (today included). */
export const EXPIRING_DAYS = 7;
/** Reminder e-mails go this many days before the expiry date, each once. */
export const EXPIRY_REMINDER_DAYS = [7, 3, 1] as const;
export const MAX_FREEZE_DAYS = 180;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalDate = (message: string) =>
  z.union([z.literal(''), calendarDateSchema(message)]).default('');

export const gymMemberInputSchema = z.object({
  /** Empty: the server gives the next one (GM00001, GM00002...). */
  memberId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{0,20}$/, GYM_MEMBER_MESSAGES.memberId)
    .default(''),
  name: text(100).min(1, GYM_MEMBER_MESSAGES.name),
  address: text(300).default(''),
  gender: z.enum(GYM_GENDERS, { error: GYM_MEMBER_MESSAGES.gender }).default('male'),
  mobile: phoneInputSchema(GYM_MEMBER_MESSAGES.mobile),
  email: z.union([z.literal(''), emailSchema]).default(''),
  dateOfBirth: optionalDate(GYM_MEMBER_MESSAGES.dateOfBirth),
  /** Care of: a parent or guardian. */
  caseOf: text(100).default(''),
  remarks: text(500).default(''),
  document: z.enum(GYM_DOCUMENTS, { error: GYM_MEMBER_MESSAGES.document }).default('today plan'),
  /** Empty: today. */
  joinDate: optionalDate(GYM_MEMBER_MESSAGES.joinDate),
  /** The batch's id, or empty for none. */
  batch: z
    .union([z.literal(''), z.string().regex(/^[0-9a-f]{24}$/, GYM_MEMBER_MESSAGES.batchNotFound)])
    .default(''),
  /** The member's Vedann account, so they see their plan on their own dashboard. */
  vedanId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(VD[0-9A-Z]{6})?$/, GYM_MEMBER_MESSAGES.vedanId)
    .default(''),
  /** Where the member lives, as a GST state code; empty: the gym's own state. */
  state: z
    .string()
    .trim()
    .regex(/^(\d{2})?$/, GYM_MEMBER_MESSAGES.state)
    .default(''),
  ...memberMessageInputShape,
});
export type GymMemberInput = z.input<typeof gymMemberInputSchema>;

export const gymMemberSchema = z.object({
  _id: z.string(),
  memberId: z.string(),
  name: z.string(),
  address: z.string(),
  gender: z.enum(GYM_GENDERS),
  mobile: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  caseOf: z.string(),
  remarks: z.string(),
  document: z.enum(GYM_DOCUMENTS),
  joinDate: z.string(),
  /** Spec 03 section 3 shows the join date also as the admission date. */
  admissionDate: z.string(),
  profileImage: z.string(),
  vedanId: z.string(),
  state: z.string(),
  batch: z.object({ _id: z.string(), batchName: z.string() }).nullable(),
  packageId: z.string().nullable(),
  plan: z.string(),
  startDate: z.string(),
  expiredDate: z.string(),
  frozenFrom: z.string(),
  frozenUntil: z.string(),
  /** Null until a package is sold. */
  status: z.enum(MEMBERSHIP_STATUSES).nullable(),
  /** Days from today to the expiry date (negative once expired); null without a package. */
  daysLeft: z.number().nullable(),
  ...memberMessageShape,
});
export type GymMember = z.infer<typeof gymMemberSchema>;

export const gymMembersQuerySchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  batch: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
});

/** `POST /api/v1/gym/members/{id}/membership`: sell (or renew with) a package. */
export const sellPackageInputSchema = z.object({
  packageId: z
    .string({ error: GYM_MEMBER_MESSAGES.packageNotFound })
    .regex(/^[0-9a-f]{24}$/, GYM_MEMBER_MESSAGES.packageNotFound),
});

export const freezeInputSchema = z.object({
  days: z.coerce
    .number({ error: GYM_MEMBER_MESSAGES.freezeDays })
    .int(GYM_MEMBER_MESSAGES.freezeDays)
    .min(1, GYM_MEMBER_MESSAGES.freezeDays)
    .max(MAX_FREEZE_DAYS, GYM_MEMBER_MESSAGES.freezeDays),
});

/** A package's range: a count and a unit ("1 Month", "3 Months", "15 Days", "1 Year"). */
export const RANGE_PATTERN = /^([1-9]\d{0,2}) (Day|Days|Week|Weeks|Month|Months|Year|Years)$/;

/** Adds months to a day, keeping the day of month where it exists (31 Jan + 1 month: 28/29 Feb). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The last day of a membership that starts on `start` for `range`: a 1 Month package from
 * 2026-01-15 ends on 2026-02-14 (the day before the same date a month on).
 */
export function membershipEnd(start: string, range: string): string {
  const match = RANGE_PATTERN.exec(range.trim());
  if (!match) throw new Error(`Not a package range: ${range}`);
  const count = Number(match[1]);
  const unit = (match[2] ?? '').replace(/s$/, '');
  const after =
    unit === 'Day'
      ? addDays(start, count)
      : unit === 'Week'
        ? addDays(start, count * 7)
        : addMonths(start, unit === 'Month' ? count : count * 12);
  return addDays(after, -1);
}

/**
 * Where a new package starts: the day after the current expiry while the membership runs (or
 * has not yet begun), today once it has lapsed or when there is none.
 */
export function renewalStart(currentExpiry: string | null, today: string): string {
  if (!currentExpiry || currentExpiry < today) return today;
  return addDays(currentExpiry, 1);
}

/** The status of a membership on `today`; one that starts later is Upcoming, not Active. */
export function membershipStatus(
  m: {
    startDate: string | null;
    expiredDate: string | null;
    frozenFrom: string | null;
    frozenUntil: string | null;
  },
  today: string,
): MembershipStatus | null {
  if (!m.expiredDate) return null;
  if (m.frozenFrom && m.frozenUntil && m.frozenFrom <= today && today <= m.frozenUntil)
    return 'Frozen';
  if (m.startDate && today < m.startDate) return 'Upcoming';
  if (m.expiredDate < today) return 'Expired';
  return daysBetween(today, m.expiredDate) <= EXPIRING_DAYS ? 'Expiring' : 'Active';
}

/** The columns a spreadsheet of members may fill (issue 32 item 5); the batch is chosen later. */
export const GYM_MEMBER_IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'memberId', en: 'Member ID', hi: 'सदस्य आईडी', aliases: ['Member No', 'Membership No'] },
  {
    key: 'name',
    en: 'Name',
    hi: 'नाम',
    aliases: ['Member Name', 'Full Name', 'सदस्य का नाम'],
    required: true,
  },
  {
    key: 'mobile',
    en: 'Mobile',
    hi: 'मोबाइल',
    aliases: [
      'Phone',
      'Mobile No',
      'Mobile Number',
      'Phone Number',
      'फ़ोन',
      'फ़ोन नंबर',
      'मोबाइल नंबर',
    ],
    required: true,
  },
  { key: 'email', en: 'Email', hi: 'ईमेल', aliases: ['E-mail', 'Email Address'] },
  { key: 'gender', en: 'Gender', hi: 'लिंग', choices: GYM_GENDERS },
  { key: 'address', en: 'Address', hi: 'पता' },
  {
    key: 'dateOfBirth',
    en: 'Date of Birth',
    hi: 'जन्म तिथि',
    aliases: ['DOB', 'Birth Date'],
    kind: 'date',
  },
  { key: 'caseOf', en: 'Care of', hi: 'अभिभावक', aliases: ['C/O', 'Guardian', 'Father Name'] },
  { key: 'remarks', en: 'Remarks', hi: 'टिप्पणी', aliases: ['Notes', 'Note'] },
  { key: 'document', en: 'Document', hi: 'दस्तावेज़', choices: GYM_DOCUMENTS },
  {
    key: 'joinDate',
    en: 'Join Date',
    hi: 'जुड़ने की तारीख',
    aliases: ['Joining Date', 'Admission Date', 'Joined', 'प्रवेश तिथि'],
    kind: 'date',
  },
  { key: 'vedanId', en: 'Vedan ID', hi: 'वेदन आईडी', aliases: ['Vedann ID'] },
  { key: 'state', en: 'State code', hi: 'राज्य कोड', aliases: ['State', 'GST State'] },
];
