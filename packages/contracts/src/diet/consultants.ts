import { z } from 'zod';
import { phoneInputSchema } from '../common/phone';

/** The Consultant menu (spec 04 sections 2.2, 3, 7, 9): a directory and the student's queries. */
export const CONSULTANT_TYPES = ['allopathic', 'homeopathic', 'ayurvedic'] as const;
export type ConsultantType = (typeof CONSULTANT_TYPES)[number];

/** The fees slider runs 0 to 10000 in steps of 1; its top end reads ∞ and means "any fee". */
export const CONSULTATION_FEE_MAX = 10000;
export const PAN_INDIA = 'Pan India';

export const CONSULTANT_MESSAGES = {
  organisationRequired: 'Organisation is required.',
  doctorRequired: 'Doctor is required.',
  locationRequired: 'Location is required.',
  phoneInvalid: 'Contact number must be exactly 10 digits.',
  websiteInvalid: 'Enter a link starting with http:// or https://.',
  typeInvalid: 'Choose allopathic, homeopathic or ayurvedic.',
  feeInvalid: 'The fee must be from 0 to 10000 rupees.',
  pincodeInvalid: 'Pincode must be 6 digits.',
  areaInvalid: 'Enter a 6-digit pincode or Pan India.',
  created: 'Consultant added.',
  updated: 'Consultant updated.',
  removed: 'Consultant removed.',
  notFound: 'Consultant not found.',
  querySaved: 'Your query is saved.',
  noMatches: 'No consultant matches this query yet.',
} as const;

const fee = z.coerce
  .number({ error: CONSULTANT_MESSAGES.feeInvalid })
  .min(0, CONSULTANT_MESSAGES.feeInvalid)
  .max(CONSULTATION_FEE_MAX, CONSULTANT_MESSAGES.feeInvalid);
const type = z.enum(CONSULTANT_TYPES, { error: CONSULTANT_MESSAGES.typeInvalid });

export const consultantInputSchema = z.object({
  organisation: z
    .string({ error: CONSULTANT_MESSAGES.organisationRequired })
    .trim()
    .min(1, CONSULTANT_MESSAGES.organisationRequired)
    .max(150),
  doctor: z
    .string({ error: CONSULTANT_MESSAGES.doctorRequired })
    .trim()
    .min(1, CONSULTANT_MESSAGES.doctorRequired)
    .max(100),
  location: z
    .string({ error: CONSULTANT_MESSAGES.locationRequired })
    .trim()
    .min(1, CONSULTANT_MESSAGES.locationRequired)
    .max(150),
  /** Empty: the consultant sees people from all over India (online). */
  pincode: z
    .string({ error: CONSULTANT_MESSAGES.pincodeInvalid })
    .trim()
    .refine(
      (value) => value === '' || /^[1-9]\d{5}$/.test(value),
      CONSULTANT_MESSAGES.pincodeInvalid,
    )
    .default(''),
  contactNumber: phoneInputSchema(CONSULTANT_MESSAGES.phoneInvalid),
  website: z
    .string({ error: CONSULTANT_MESSAGES.websiteInvalid })
    .trim()
    .max(500, CONSULTANT_MESSAGES.websiteInvalid)
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
      CONSULTANT_MESSAGES.websiteInvalid,
    )
    .default(''),
  type,
  /** The consultation fee in rupees. */
  fee,
});
export type ConsultantInput = z.input<typeof consultantInputSchema>;

export const consultantSchema = z.object({
  _id: z.string(),
  organisation: z.string(),
  doctor: z.string(),
  location: z.string(),
  pincode: z.string(),
  contactNumber: z.string(),
  website: z.string(),
  type,
  fee: z.number(),
});
export type Consultant = z.infer<typeof consultantSchema>;

/** POST /api/consultations: the spec's `{area, fees, type}`. */
export const consultationInputSchema = z.object({
  area: z
    .string({ error: CONSULTANT_MESSAGES.areaInvalid })
    .trim()
    .refine(
      (value) => value === PAN_INDIA || /^[1-9]\d{5}$/.test(value),
      CONSULTANT_MESSAGES.areaInvalid,
    ),
  fees: fee,
  type: type.default('allopathic'),
});
export type ConsultationInput = z.input<typeof consultationInputSchema>;

export const consultationSchema = z.object({
  _id: z.string(),
  area: z.string(),
  fees: z.number(),
  type,
  createdAt: z.string(),
});
export type Consultation = z.infer<typeof consultationSchema>;
