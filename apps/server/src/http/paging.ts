import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAGE_HEADERS, pageInfoSchema, type PageInfo } from '@vedann/contracts';

/**
 * For the spec's bare-list answers: the body stays the array the spec names, and the page it is
 * goes in headers (PAGE_HEADERS), so a client can still page through a long list.
 */
export function sendPageHeaders(reply: FastifyReply, info: PageInfo): void {
  for (const key of Object.keys(PAGE_HEADERS) as (keyof PageInfo)[]) {
    reply.header(PAGE_HEADERS[key], String(info[key]));
  }
}

/** The answer of a paged list under the spec's key: `{success, <key>: [...], page, limit, total, totalPages}`. */
export const pagedAnswer = <K extends string, Item extends z.ZodType>(key: K, item: Item) =>
  z
    .object({ success: z.literal(true) })
    .extend({ [key]: z.array(item) } as Record<K, z.ZodArray<Item>>)
    .extend(pageInfoSchema.shape);
