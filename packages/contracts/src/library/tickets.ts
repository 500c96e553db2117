import { z } from 'zod';
import { optionalPhoneInputSchema } from '../common/phone';

/** Enquiry tickets (spec 02 sections 3 and 4). */

export const TICKET_STATUSES = ['Open', 'Closed'] as const;
export const TICKET_PRIORITIES = ['High', 'Normal', 'Low'] as const;

export const TICKET_MESSAGES = {
  title: 'Title is required.',
  description: 'Description is required.',
  name: 'Your name is required.',
  contact: 'Give an e-mail address or a 10-digit phone number so the library can answer.',
  email: 'Enter a valid e-mail address.',
  phone: 'Phone number must be 10 digits.',
  raised: 'Your enquiry has been sent to the library.',
  resolved: 'Ticket resolved.',
  removed: 'Ticket deleted.',
  notFound: 'Ticket not found.',
  libraryNotFound: 'Library not found.',
  priority: 'Priority is High, Normal or Low.',
} as const;

/** What a visitor writes from a library's public page. */
export const publicTicketInputSchema = z
  .object({
    name: z.string({ error: TICKET_MESSAGES.name }).trim().min(1, TICKET_MESSAGES.name).max(100),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || z.email().safeParse(value).success, TICKET_MESSAGES.email)
      .default(''),
    phone: optionalPhoneInputSchema(TICKET_MESSAGES.phone).default(''),
    title: z.string({ error: TICKET_MESSAGES.title }).trim().min(1, TICKET_MESSAGES.title).max(150),
    description: z
      .string({ error: TICKET_MESSAGES.description })
      .trim()
      .min(1, TICKET_MESSAGES.description)
      .max(2000, 'At most 2000 characters.'),
  })
  .refine((ticket) => ticket.email !== '' || ticket.phone !== '', {
    message: TICKET_MESSAGES.contact,
    path: ['email'],
  });
export type PublicTicketInput = z.input<typeof publicTicketInputSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  timestamp: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(TICKET_STATUSES).optional(),
});
