import { z } from 'zod';

/** A gym's batches (spec 03 sections 3, 5 and 8). */

export const GYM_BATCH_MESSAGES = {
  // Spec 03 section 8, word for word.
  empty: 'No batches added yet.',
  loading: 'Loading batches...',
  // Ours (the spec gives no words for its required fields).
  batchName: 'Batch name is required.',
  batchLimit: 'Batch limit must be a whole number, at least 1.',
  batchOpenTime: 'Open time is required (HH:MM).',
  batchCloseTime: 'Close time is required (HH:MM).',
  created: 'Batch added.',
  updated: 'Batch updated.',
  removed: 'Batch removed.',
  notFound: 'Batch not found.',
  belowMembers: (count: number) =>
    `This batch already has ${count} member${count === 1 ? '' : 's'}: the limit cannot be lower.`,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const gymBatchInputSchema = z.object({
  batchName: z
    .string({ error: GYM_BATCH_MESSAGES.batchName })
    .trim()
    .min(1, GYM_BATCH_MESSAGES.batchName)
    .max(60, 'At most 60 characters.'),
  batchLimit: z.coerce
    .number({ error: GYM_BATCH_MESSAGES.batchLimit })
    .int(GYM_BATCH_MESSAGES.batchLimit)
    .min(1, GYM_BATCH_MESSAGES.batchLimit)
    .max(10_000, GYM_BATCH_MESSAGES.batchLimit),
  batchOpenTime: z
    .string({ error: GYM_BATCH_MESSAGES.batchOpenTime })
    .trim()
    .regex(TIME, GYM_BATCH_MESSAGES.batchOpenTime),
  batchCloseTime: z
    .string({ error: GYM_BATCH_MESSAGES.batchCloseTime })
    .trim()
    .regex(TIME, GYM_BATCH_MESSAGES.batchCloseTime),
});
export type GymBatchInput = z.input<typeof gymBatchInputSchema>;

export const gymBatchSchema = z.object({
  _id: z.string(),
  batchName: z.string(),
  batchLimit: z.number(),
  batchOpenTime: z.string(),
  batchCloseTime: z.string(),
  /** How many members the batch holds now. */
  memberCount: z.number(),
});
export type GymBatch = z.infer<typeof gymBatchSchema>;
