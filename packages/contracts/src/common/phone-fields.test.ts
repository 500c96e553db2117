import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { consultantInputSchema } from '../diet/consultants';
import { enquiryInputSchema } from '../enquiries/enquiry';
import { gymProfileInputSchema } from '../gym/hub/profile';
import { gymOrganizationInputSchema } from '../gym/hub/records';
import { contactSectionSchema } from '../library/profile';
import { bloodRequestInputSchema, donorInputSchema } from '../student/blood';
import { companyContactSchema } from '../company/company-profile';
import { contactInputSchema } from '../contact/message';
import { publicTicketInputSchema } from '../library/tickets';
import { interviewInputSchema, placementEnquiryAnswerSchema } from '../placement/placement';

/**
 * Every phone field that once took exactly ten digits (migrations more-phones and last-phones) takes a number as
 * people type it and keeps it in E.164, with the field's own message for one that is no mobile.
 */
const FIELDS: [string, z.ZodType, string][] = [
  [
    'consultant',
    consultantInputSchema.shape.contactNumber,
    'Contact number must be exactly 10 digits.',
  ],
  ['enquiry', enquiryInputSchema.shape.mobile, 'Mobile number must be 10 digits'],
  ['gym profile', gymProfileInputSchema.shape.contactNo, 'Contact number must be 10 digits.'],
  ['gym organisation', gymOrganizationInputSchema.shape.phone, 'Phone number must be 10 digits.'],
  ['library', contactSectionSchema.shape.mobile, 'Valid mobile number is required (10 digits).'],
  [
    'blood request',
    bloodRequestInputSchema.shape.contactPhone,
    'Phone number must be exactly 10 digits.',
  ],
  ['blood donor', donorInputSchema.shape.phone, 'Phone number must be exactly 10 digits.'],
];

/** The optional ones (migration last-phones): left empty, they stay empty. */
const OPTIONAL_FIELDS: [string, z.ZodType, string][] = [
  ['library ticket', publicTicketInputSchema.shape.phone, 'Phone number must be 10 digits.'],
  [
    'placement enquiry answer',
    placementEnquiryAnswerSchema.shape.contactNumber,
    'Contact number must be exactly 10 digits.',
  ],
  [
    'placement interview',
    interviewInputSchema.shape.contactNumber,
    'Contact number must be exactly 10 digits.',
  ],
  ['company contact', companyContactSchema.shape.phone, 'Phone must be exactly 10 digits.'],
  ['Contact Us', contactInputSchema.shape.phoneNumber, 'Phone number must be exactly 10 digits.'],
];

describe.each([...FIELDS, ...OPTIONAL_FIELDS])('the %s phone', (_name, field, message) => {
  it.each(['98765 43210', '+91 98765 43210', '09876543210', '9876543210'])(
    'keeps %s as +919876543210',
    (typed) => {
      expect(field.parse(typed)).toBe('+919876543210');
    },
  );

  it.each(['12345', '1234567890', '+91 12345 67890'])('refuses %s with its message', (typed) => {
    const result = field.safeParse(typed);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe.each(OPTIONAL_FIELDS)('the optional %s phone', (_name, field) => {
  it.each(['', '  ', undefined])('keeps %j as empty', (typed) => {
    expect(field.parse(typed)).toBe('');
  });
});
