import { z } from 'zod';
import { gstinSchema, panSchema } from '../common/tax-ids';
import { phoneInputSchema } from '../common/phone';

/** The library's profile (spec 02 sections 3 and 5): Contact, Verification, Founder. */

export const LIBRARY_PROFILE_MESSAGES = {
  // Spec 02 sections 5 and 8, word for word.
  mobile: 'Mobile is required',
  email: 'Email is required',
  validEmail: 'Valid email is required',
  address: 'Address is required',
  gst: 'GST is required',
  pan: 'PAN is required',
  otherId: 'OTHERID is required',
  name: 'Name is required',
  vedanId: 'VedanId is required',
  photo: 'Please upload a valid image file under 2MB.',
  updated: 'Profile updated successfully!',
  failed: 'Failed to update profile. Please try again.',
  // Ours.
  validMobile: 'Valid mobile number is required (10 digits).',
  pincode: 'Pincode is required',
  validPincode: 'Pincode must be 6 digits.',
  social: 'Each social link must be an http or https address.',
  section: 'Choose a section: contact, verification or founder.',
} as const;

export const PROFILE_SECTIONS = ['contact', 'verification', 'founder'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

export const contactSectionSchema = z.object({
  section: z.literal('contact'),
  mobile: z
    .string({ error: LIBRARY_PROFILE_MESSAGES.mobile })
    .trim()
    .min(1, LIBRARY_PROFILE_MESSAGES.mobile)
    .pipe(phoneInputSchema(LIBRARY_PROFILE_MESSAGES.validMobile)),
  email: required(LIBRARY_PROFILE_MESSAGES.email, 254).pipe(
    z.email(LIBRARY_PROFILE_MESSAGES.validEmail),
  ),
  address: required(LIBRARY_PROFILE_MESSAGES.address, 300),
  /** Beyond the spec: library search finds libraries by pincode. */
  pincode: required(LIBRARY_PROFILE_MESSAGES.pincode, 6).regex(
    /^[1-9]\d{5}$/,
    LIBRARY_PROFILE_MESSAGES.validPincode,
  ),
  /** The library zone people search by (a locality), optional. */
  zone: z.string().trim().max(80, 'At most 80 characters.').default(''),
  BranchName: z.string().trim().max(100, 'At most 100 characters.').default(''),
  social: z
    .array(
      z
        .string()
        .trim()
        .max(300)
        .regex(/^https?:\/\/\S+$/i, LIBRARY_PROFILE_MESSAGES.social),
    )
    .max(10, 'At most 10 social links.')
    .default([]),
});

export const verificationSectionSchema = z.object({
  section: z.literal('verification'),
  GST: gstinSchema(LIBRARY_PROFILE_MESSAGES.gst),
  PAN: panSchema(LIBRARY_PROFILE_MESSAGES.pan),
  OTHERID: required(LIBRARY_PROFILE_MESSAGES.otherId, 40),
});

export const founderSectionSchema = z.object({
  section: z.literal('founder'),
  Name: required(LIBRARY_PROFILE_MESSAGES.name, 100),
  VedanId: required(LIBRARY_PROFILE_MESSAGES.vedanId, 20),
});

/** Each section is saved on its own, as the sidebar chooses it. */
export const libraryProfileInputSchema = z.discriminatedUnion(
  'section',
  [contactSectionSchema, verificationSectionSchema, founderSectionSchema],
  { error: LIBRARY_PROFILE_MESSAGES.section },
);
export type LibraryProfileInput = z.input<typeof libraryProfileInputSchema>;

export const libraryProfileSchema = z.object({
  orgId: z.string(),
  name: z.string(),
  city: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  pincode: z.string(),
  zone: z.string(),
  BranchName: z.string(),
  social: z.array(z.string()),
  GST: z.string(),
  PAN: z.string(),
  OTHERID: z.string(),
  Name: z.string(),
  VedanId: z.string(),
  profilePhoto: z.string().nullable(),
});
export type LibraryProfile = z.infer<typeof libraryProfileSchema>;
