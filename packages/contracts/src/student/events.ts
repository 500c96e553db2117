import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { UPLOADED_IMAGE_PATTERN } from '../news/article';

/**
 * Upcoming events (spec 02 sections 2, 3, 7): a business's or the platform's. The activity pages
 * (/service/activity/sports, esports, compition) list the events of their kind.
 */
export const EVENT_KINDS = ['general', 'sports', 'esports', 'competition'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_MESSAGES = {
  titleRequired: 'Title is required.',
  dateInvalid: 'Date must be a real date.',
  locationRequired: 'Location is required.',
  mapLinkInvalid: 'Enter a map link starting with http:// or https://.',
  descriptionRequired: 'Description is required.',
  imageInvalid: 'Choose an uploaded image.',
  imageFile: 'Please upload a valid image file under 2MB.',
  imageUploaded: 'Image uploaded.',
  kindInvalid: 'Choose a kind: general, sports, esports or competition.',
  created: 'Event published.',
  updated: 'Event updated.',
  removed: 'Event removed.',
  notFound: 'Event not found.',
  interested: 'You are interested in this event.',
  notInterested: 'You are no longer interested in this event.',
  // The text the spec shows for an event without a date.
  comingSoon: 'Coming Soon',
  loadFailed: 'Failed to fetch events.',
  empty: 'No upcoming events.',
} as const;

export const eventInputSchema = z.object({
  title: z
    .string({ error: EVENT_MESSAGES.titleRequired })
    .trim()
    .min(1, EVENT_MESSAGES.titleRequired)
    .max(150, EVENT_MESSAGES.titleRequired),
  /** Empty or missing: the date is not fixed yet, shown as Coming Soon. */
  date: z
    .union([z.literal(''), calendarDateSchema(EVENT_MESSAGES.dateInvalid)])
    .optional()
    .transform((value) => value || null),
  location: z
    .string({ error: EVENT_MESSAGES.locationRequired })
    .trim()
    .min(1, EVENT_MESSAGES.locationRequired)
    .max(200, EVENT_MESSAGES.locationRequired),
  mapLink: z
    .string({ error: EVENT_MESSAGES.mapLinkInvalid })
    .trim()
    .max(500, EVENT_MESSAGES.mapLinkInvalid)
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
      EVENT_MESSAGES.mapLinkInvalid,
    )
    .default(''),
  description: z
    .string({ error: EVENT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, EVENT_MESSAGES.descriptionRequired)
    .max(4000, EVENT_MESSAGES.descriptionRequired),
  image: z
    .string({ error: EVENT_MESSAGES.imageInvalid })
    .refine(
      (value) => value === '' || UPLOADED_IMAGE_PATTERN.test(value),
      EVENT_MESSAGES.imageInvalid,
    )
    .default(''),
  kind: z.enum(EVENT_KINDS, { error: EVENT_MESSAGES.kindInvalid }).default('general'),
});
export type EventInput = z.input<typeof eventInputSchema>;

/** An event as its organiser manages it. */
export const eventSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, or the text Coming Soon when no date is fixed (spec 02 section 3). */
  date: z.string(),
  location: z.string(),
  mapLink: z.string(),
  description: z.string(),
  image: z.string(),
  kind: z.enum(EVENT_KINDS),
  orgId: z.string().nullable(),
  /** How many people registered interest: the organiser sees it. */
  interestCount: z.number().int(),
});
export type EventItem = z.infer<typeof eventSchema>;

/** An event on the public pages. */
export const publicEventSchema = eventSchema.extend({
  /** Who organises it: a business's name, or null for the platform's own (shown as Vedann). */
  organiser: z.string().nullable(),
  /** Whether the signed-in viewer registered interest (false for visitors). */
  interested: z.boolean(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventFiltersSchema = z.object({
  kind: z.enum(EVENT_KINDS, { error: EVENT_MESSAGES.kindInvalid }).optional(),
});
