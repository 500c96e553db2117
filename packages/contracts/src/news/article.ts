import { z } from 'zod';

/** Latest news (spec 01 sections 2.3 and 3): articles kept by the platform's administrators. */

export const NEWS_MESSAGES = {
  title: 'Title is required.',
  description: 'Description is required.',
  url: 'Enter a link starting with http:// or https://.',
  image: 'Choose an image.',
  imageFile: 'Please upload a valid image file under 2MB.',
  imageUploaded: 'Image uploaded.',
  created: 'Article published.',
  updated: 'Article updated.',
  removed: 'Article removed.',
  notFound: 'Article not found.',
  empty: 'No news yet.',
  loadFailed: 'Failed to fetch news',
} as const;

/** The pictures an article can show; small drawings shipped with the web app. */
export const NEWS_IMAGES = [
  { path: '/news/jobs.svg', label: 'Jobs' },
  { path: '/news/resume.svg', label: 'Resume' },
  { path: '/news/library.svg', label: 'Library' },
  { path: '/news/gym.svg', label: 'Gym' },
  { path: '/news/ahar.svg', label: 'Food' },
  { path: '/news/lostnfound.svg', label: 'Lost and found' },
  { path: '/news/exams.svg', label: 'Exams' },
  { path: '/news/community.svg', label: 'Community' },
] as const;
export const NEWS_IMAGE_PATHS: readonly string[] = NEWS_IMAGES.map((image) => image.path);

/** A picture an administrator uploaded: a public file served by the files route. */
export const UPLOADED_IMAGE_PATTERN = /^\/api\/v1\/files\/[0-9a-f]{24}$/;

/** The answer to a picture's upload (an article's, an event's): the picture's address. */
export const uploadedImageSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  url: z.string(),
});

export const articleInputSchema = z.object({
  title: z
    .string({ error: NEWS_MESSAGES.title })
    .trim()
    .min(1, NEWS_MESSAGES.title)
    .max(150, 'Title may have at most 150 characters.'),
  description: z
    .string({ error: NEWS_MESSAGES.description })
    .trim()
    .min(1, NEWS_MESSAGES.description)
    .max(4000, 'Description may have at most 4000 characters.'),
  /** Where the story comes from, if elsewhere; empty when Vedann is the source. */
  url: z
    .string({ error: NEWS_MESSAGES.url })
    .trim()
    .max(500, NEWS_MESSAGES.url)
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), NEWS_MESSAGES.url)
    .default(''),
  image: z
    .string({ error: NEWS_MESSAGES.image })
    .refine(
      (value) => NEWS_IMAGE_PATHS.includes(value) || UPLOADED_IMAGE_PATTERN.test(value),
      NEWS_MESSAGES.image,
    ),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;
