import { z } from 'zod';

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

/** Fallbacks the spec (01 section 8) shows when the server gives no message. */
export const GENERIC_ERROR = 'Something went wrong.';

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

export function pageInfo(query: Pick<PageQuery, 'page' | 'limit'>, total: number): PageInfo {
  return {
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * Where the spec says an answer is a bare list (`GET /plans`, `GET /api/resumes`), the body is
 * the JSON array itself and the page it is travels in these response headers.
 */
export const PAGE_HEADERS = {
  page: 'x-page',
  limit: 'x-limit',
  total: 'x-total-count',
  totalPages: 'x-total-pages',
} as const;
