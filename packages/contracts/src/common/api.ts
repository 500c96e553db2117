import { z } from 'zod';

export * from './api-terms';

/** Ids are 24 lowercase hex characters (DESIGN.md section 6). */
export const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id.');

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every list is paged on the server (DESIGN.md section 6). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
