import { z } from 'zod';
import { emailSchema } from '../accounts/user';
import { optionalPhoneInputSchema } from '../common/phone';

/** Contact Us (spec 01 section 2.3, spec 02 section 2): messages to the platform's team. */

export const CONTACT_MESSAGES = {
  name: 'Name is required.',
  email: 'Please enter a valid email address.',
  phoneNumber: 'Phone number must be exactly 10 digits.',
  message: 'Message is required.',
  sent: 'Thank you! Your message has been sent.',
  empty: 'No messages yet.',
  loadFailed: 'Failed to fetch messages',
} as const;

export const contactInputSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .max(100, 'Name may have at most 100 characters.'),
  email: emailSchema,
  phoneNumber: optionalPhoneInputSchema(CONTACT_MESSAGES.phoneNumber).default(''),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .max(2000, 'Message may have at most 2000 characters.'),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
