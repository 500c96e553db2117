import type { FastifyReply } from 'fastify';
import { PAGE_HEADERS, type PageInfo } from '@vedann/contracts';

/**
 * For the spec's bare-list answers: the body stays the array the spec names, and the page it is
 * goes in headers (PAGE_HEADERS), so a client can still page through a long list.
 */
export function sendPageHeaders(reply: FastifyReply, info: PageInfo): void {
  for (const key of Object.keys(PAGE_HEADERS) as (keyof PageInfo)[]) {
    reply.header(PAGE_HEADERS[key], String(info[key]));
  }
}
