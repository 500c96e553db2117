import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema } from '../common/api';
import { endpoint, type OrgKindAccess } from '../common/endpoint';
import { booksListAnswer } from './books-api';
import { booksQuerySchema } from './books';
import { ownMessageChoiceEndpoint } from '../messages/api';
import { memberDashboardSchema } from './dashboard';
import { bookingDueSchema, seatBookingSchema } from './seats';
import { libraryProfileInputSchema, libraryProfileSchema } from './profile';
import { librarySearchInputSchema, librarySearchResultSchema } from './search';
import { publicTicketInputSchema, ticketSchema, ticketsQuerySchema } from './tickets';

/** Any member of the library reads its profile; changing it needs `profile`. */
const PROFILE_READ: OrgKindAccess = { org: 'library' };
const PROFILE_WRITE: OrgKindAccess = { org: 'library', permission: 'profile' };
const ENQUIRY: OrgKindAccess = { org: 'library', permission: 'enquiry' };

const idParams = z.object({ id: idSchema });
const profileAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  profile: libraryProfileSchema,
});
/** A change always says what it did. */
const profileChanged = profileAnswer.extend({ message: z.string() });

/** The library's own profile, and the pictures of it and of its members. */
export const libraryProfileApi = {
  get: endpoint({
    method: 'GET',
    path: '/library/profile',
    access: PROFILE_READ,
    answer: profileAnswer,
  }),
  /** One sidebar section at a time: Contact, Verification or Founder. */
  save: endpoint({
    method: 'PUT',
    path: '/library/profile',
    access: PROFILE_WRITE,
    body: libraryProfileInputSchema,
    answer: profileChanged,
  }),
  /** The profile photo: multipart, an image in `profilePhoto`. */
  photo: endpoint({
    method: 'POST',
    path: '/library/profile/photo',
    access: PROFILE_WRITE,
    answer: profileChanged,
    description:
      'multipart/form-data with an image in `profilePhoto` (PNG, JPEG, WebP or GIF, at most 2 MB).',
  }),
  /** A joined member's picture (picName): multipart, an image in `picName`. */
  memberPhoto: endpoint({
    method: 'POST',
    path: '/joined/photo',
    access: { org: 'library', permission: 'members' },
    answer: z.object({ success: z.literal(true), picName: z.string() }),
    status: 201,
    description:
      'multipart/form-data with an image in `picName` (PNG, JPEG, WebP or GIF, at most 2 MB).',
  }),
};

/** Enquiries (tickets): raised by visitors on the public page, handled by the library. */
export const libraryTicketsApi = {
  list: endpoint({
    method: 'GET',
    path: '/tickets',
    access: ENQUIRY,
    query: ticketsQuerySchema,
    answer: z
      .object({ success: z.literal(true), tickets: z.array(ticketSchema) })
      .extend(pageInfoSchema.shape),
  }),
  get: endpoint({
    method: 'GET',
    path: '/tickets/:id',
    access: ENQUIRY,
    params: idParams,
    answer: z.object({ success: z.literal(true), ticket: ticketSchema }),
  }),
  /** Spec 02 section 7: PATCH /api/tickets/{id}/resolve, Open becomes Closed. */
  resolve: endpoint({
    method: 'PATCH',
    path: '/tickets/:id/resolve',
    access: ENQUIRY,
    params: idParams,
    answer: z.object({ success: z.literal(true), message: z.string(), ticket: ticketSchema }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tickets/:id',
    access: ENQUIRY,
    params: idParams,
    answer: messageResponseSchema,
  }),
  /** A visitor raises an enquiry from the library's public page. */
  raise: endpoint({
    method: 'POST',
    path: '/public/libraries/:orgId/tickets',
    access: 'public',
    params: z.object({ orgId: idSchema }),
    body: publicTicketInputSchema,
    answer: messageResponseSchema,
    status: 201,
  }),
};

/**
 * Spec 01 section 7 `POST library/search` and spec 02 section 7 `POST /api/search`: one search
 * of libraries by place, shift and plan, for visitors too.
 */
export const librarySearchApi = endpoint({
  method: 'POST',
  path: '/library/search',
  aliases: ['/search'],
  access: 'public',
  body: librarySearchInputSchema,
  answer: z
    .object({
      success: z.literal(true),
      message: z.string(),
      libraries: z.array(librarySearchResultSchema),
    })
    .extend(pageInfoSchema.shape),
});

/**
 * The member's own dashboard: scoped by the signed-in account's Vedan ID alone, never by a
 * business.
 */
export const libraryDashboardApi = {
  mine: endpoint({
    method: 'GET',
    path: '/library/dashboard',
    access: 'user',
    answer: memberDashboardSchema,
  }),
  /** Books Available of a library that joined this person: only books with a copy in. */
  books: endpoint({
    method: 'GET',
    path: '/library/dashboard/:id/books',
    access: 'user',
    params: idParams,
    query: booksQuerySchema.omit({ available: true }),
    answer: booksListAnswer,
  }),
  /**
   * The member renews their seat for the month after its expiry (decision 0360): the desk's
   * booking of the same seat, billed on the monthly fee, refused while a renewal is waiting.
   */
  renew: endpoint({
    method: 'POST',
    path: '/library/dashboard/:id/renew',
    access: 'user',
    params: idParams,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      booking: seatBookingSchema,
      due: bookingDueSchema,
    }),
    status: 201,
  }),
  /**
   * The member chooses how this library's reminders, receipts and notices reach them, and in
   * which language (decision 0359): their own choice over the library's, as the desk may set it.
   */
  messages: ownMessageChoiceEndpoint('/library/dashboard/:id/messages'),
};
