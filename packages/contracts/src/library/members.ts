import { z } from 'zod';
import type { ImportField } from '../common/spreadsheet';
import { calendarDateSchema } from '../common/date';
import { memberMessageInputShape, memberMessageShape } from '../messages/channels';

/** Joined members (spec 02 sections 3 and 5: the joined-member and student joining forms). */

export const LIBRARY_MEMBER_MESSAGES = {
  // Spec 02 section 5 and 8, word for word.
  name: 'Name is required',
  vedanId: 'Vedan ID is required',
  seatNo: 'Seat No is required',
  fees: 'Fees is required',
  feesPositive: 'Fees should be a positive number',
  time: 'Time is required',
  joiningDate: 'Joining Date is required',
  submitted: 'Data successfully submitted!',
  // Ours.
  updated: 'Member updated.',
  removed: 'Member removed.',
  notFound: 'Member not found.',
  duplicate: 'A member with this Vedan ID has already joined this library.',
  picName: 'Profile picture must be a file uploaded to Vedann.',
  /** The member's own choice of channel and language, from their dashboard. */
  messagesSaved: 'Saved. This library will reach you that way.',
} as const;

/** Spec 02 section 5: Name and Vedan ID get their first letter upper-cased. */
export function upperFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters.`)
    .transform(upperFirst);

/** The answer of a money field as a number of rupees with at most two decimals. */
const feesSchema = z
  .union([z.number(), z.string()], { error: LIBRARY_MEMBER_MESSAGES.fees })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: LIBRARY_MEMBER_MESSAGES.fees });
      return z.NEVER;
    }
    const amount = Number(text);
    if (!Number.isFinite(amount) || amount < 0 || !/^\d{1,8}(\.\d{1,2})?$/.test(String(amount))) {
      ctx.addIssue({ code: 'custom', message: LIBRARY_MEMBER_MESSAGES.feesPositive });
      return z.NEVER;
    }
    return String(amount);
  });

export const libraryMemberInputSchema = z.object({
  /** The profile picture: a path this server gave for an uploaded image, or empty. */
  picName: z
    .string()
    .trim()
    .max(300)
    .refine(
      (value) => value === '' || /^\/api\/v1\/files\/[0-9a-f]{24}$/.test(value),
      LIBRARY_MEMBER_MESSAGES.picName,
    )
    .default(''),
  name: required(LIBRARY_MEMBER_MESSAGES.name, 100),
  vedanId: required(LIBRARY_MEMBER_MESSAGES.vedanId, 20),
  seatNo: required(LIBRARY_MEMBER_MESSAGES.seatNo, 20),
  fees: feesSchema,
  time: required(LIBRARY_MEMBER_MESSAGES.time, 40),
  joiningDate: calendarDateSchema(LIBRARY_MEMBER_MESSAGES.joiningDate),
  ...memberMessageInputShape,
});
export type LibraryMemberInput = z.input<typeof libraryMemberInputSchema>;

export const libraryMemberSchema = z.object({
  _id: z.string(),
  picName: z.string(),
  name: z.string(),
  vedanId: z.string(),
  seatNo: z.string(),
  fees: z.number(),
  time: z.string(),
  joiningDate: z.string(),
  /** The library's member id for this person (used on seat bookings). */
  memberId: z.string(),
  /** The Vedann account with this Vedan ID, when there is one. */
  account: z.object({ fullname: z.string() }).nullable(),
  ...memberMessageShape,
});
export type LibraryMember = z.infer<typeof libraryMemberSchema>;

/** The columns a spreadsheet of members may fill (issue 32 item 5). */
export const LIBRARY_MEMBER_IMPORT_FIELDS: readonly ImportField[] = [
  {
    key: 'name',
    en: 'Name',
    hi: 'नाम',
    aliases: ['Student Name', 'Member Name', 'छात्र का नाम'],
    required: true,
  },
  { key: 'vedanId', en: 'Vedan ID', hi: 'वेदन आईडी', aliases: ['Vedann ID'], required: true },
  {
    key: 'seatNo',
    en: 'Seat No',
    hi: 'सीट नंबर',
    aliases: ['Seat', 'Seat Number', 'सीट'],
    required: true,
  },
  {
    key: 'fees',
    en: 'Fees',
    hi: 'फीस',
    aliases: ['Fee', 'Monthly Fee', 'शुल्क'],
    required: true,
    kind: 'number',
  },
  { key: 'time', en: 'Time', hi: 'समय', aliases: ['Shift', 'Timing', 'शिफ्ट'], required: true },
  {
    key: 'joiningDate',
    en: 'Joining Date',
    hi: 'जुड़ने की तारीख',
    aliases: ['Joined', 'Date of Joining', 'Join Date', 'प्रवेश तिथि'],
    required: true,
    kind: 'date',
  },
];
