import type { PageInfo, PageQuery } from './api';

/*
 * The API's plain values, apart from the schemas in `api.ts`: every page reads them, and a page
 * that validates nothing builds no schema as it opens.
 */

/** Fallbacks the spec (01 section 8) shows when the server gives no message. */
export const GENERIC_ERROR = 'Something went wrong.';

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
