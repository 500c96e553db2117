import { z } from 'zod';

/**
 * The landing page's live figures (issue 31 item 9, decision 0353): what a visitor can find on
 * Vedann today, counted by the server from the tables the portal, the library search and the
 * news read. Public and the same for everyone, so the server keeps one answer for a short while.
 */

/** How long the server keeps one answer, in seconds: a crowd costs one read per interval. */
export const HOME_FIGURES_MAX_AGE_S = 30;

/** How many of the newest articles the landing page names. */
export const HOME_NEWS_COUNT = 3;

export const homeNewsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  createdAt: z.string(),
});
export type HomeNews = z.infer<typeof homeNewsSchema>;

export const homeFiguresSchema = z.object({
  success: z.literal(true),
  /** The day (India) the seats were counted for, YYYY-MM-DD. */
  today: z.string(),
  /** Jobs open on the portal (/jobs lists them). */
  openJobs: z.number().int(),
  /** Libraries with at least one seat free in some shift today. */
  librariesWithFreeSeat: z.number().int(),
  /** Gyms registered on Vedann. */
  gyms: z.number().int(),
  /** The newest articles, newest first. */
  news: z.array(homeNewsSchema),
});
export type HomeFigures = z.infer<typeof homeFiguresSchema>;
