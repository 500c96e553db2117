import { z } from 'zod';
import { jobFilterQuery, jobFilterSchema, parseQueryText } from './job';
import { MESSAGE_CHANNELS } from '../messages/channel-terms';

/** A student keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 20;

export const SAVED_SEARCH_MESSAGES = {
  name: 'Give the search a name of 1 to 80 characters.',
  query: 'The search has a filter the portal does not know.',
  empty: 'Choose at least one filter or a keyword before saving the search.',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one first.`,
  saved: 'Search saved. New matching jobs will be e-mailed to you once a day.',
  savedChannels: 'Search saved. New matching jobs will be sent to you once a day.',
  channels: 'Choose how the alerts reach you: e-mail, WhatsApp or SMS.',
  savedQuiet: 'Search saved.',
  updated: 'Saved search updated.',
  removed: 'Saved search deleted.',
  notFound: 'Saved search not found.',
  studentsOnly: 'Only a student account can save searches.',
  duplicate: 'You have already saved this search.',
} as const;

/**
 * A saved search: its name, the filters as the address writes them (`location=Pune,Mumbai&…`),
 * and whether new matching jobs are e-mailed (daily at most).
 */
export const savedSearchInputSchema = z.object({
  name: z
    .string({ error: SAVED_SEARCH_MESSAGES.name })
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.name)
    .max(80, SAVED_SEARCH_MESSAGES.name),
  query: z
    .string({ error: SAVED_SEARCH_MESSAGES.query })
    .max(2000, SAVED_SEARCH_MESSAGES.query)
    .transform((text, ctx) => {
      const params = parseQueryText(text);
      const known = new Set<string>(Object.keys(jobFilterSchema.shape));
      // The page, sort and limit belong to a view of the list, not to the search.
      for (const name of ['page', 'sort', 'limit']) delete params[name];
      const parsed = jobFilterSchema.safeParse(params);
      if (!parsed.success || Object.keys(params).some((name) => !known.has(name))) {
        ctx.addIssue({ code: 'custom', message: SAVED_SEARCH_MESSAGES.query });
        return z.NEVER;
      }
      const canonical = jobFilterQuery(parsed.data);
      if (!canonical) {
        ctx.addIssue({ code: 'custom', message: SAVED_SEARCH_MESSAGES.empty });
        return z.NEVER;
      }
      return canonical;
    }),
  alerts: z.boolean({ error: 'Alerts must be on or off.' }).default(true),
  /** Where the alerts go (decision 0359): WhatsApp and SMS to the account's phone. */
  alertChannels: z
    .array(z.enum(MESSAGE_CHANNELS, { error: SAVED_SEARCH_MESSAGES.channels }), {
      error: SAVED_SEARCH_MESSAGES.channels,
    })
    .min(1, SAVED_SEARCH_MESSAGES.channels)
    .max(MESSAGE_CHANNELS.length, SAVED_SEARCH_MESSAGES.channels)
    .transform((channels) => MESSAGE_CHANNELS.filter((channel) => channels.includes(channel)))
    .default(['email']),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchUpdateSchema = z.object({
  alerts: z.boolean({ error: 'Alerts must be on or off.' }),
});

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.string(),
  alerts: z.boolean(),
  alertChannels: z.array(z.enum(MESSAGE_CHANNELS)),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
