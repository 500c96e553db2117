import { Readable } from 'node:stream';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { PAGE_HEADERS, csvExportName, csvExportPath, todayInIndia } from '@vedann/contracts';
import type { Access } from './access';
import { CSV_BOM, csvDownloadHeaders, toCsv } from './csv';

// Every paged list of a business answers as CSV too (issue 32 item 5, decision 0358): found
// among the routes as they are added, served at `<list>/export.csv` with the list's own access,
// and read through the list's own handler page by page, so its filters and its business scope
// are the list's, never a copy.

/** Rows per internal page: a list's handler reads its query as parsed, beyond the 100 a client may ask. */
const EXPORT_PAGE = 1000;

interface PagedList {
  url: string;
  access: Access;
  query: z.ZodObject;
  params: unknown;
  /** The answer's key holding the rows, or null for a bare list (the page in headers). */
  key: string | null;
  item: z.ZodType;
  handler: RouteHandlerMethod;
}

/** A business's own data: a kind's access, or its owner's and admins' (the team list). */
const isBusinessAccess = (access: unknown): access is Access =>
  access === 'org-admin' || (typeof access === 'object' && access !== null);

/** The list a route serves, when it is a paged list of a business: a page query and rows. */
function pagedListOf(route: RouteOptions): PagedList | undefined {
  const methods = [route.method].flat();
  const access: unknown = route.config?.access;
  const query: unknown = route.schema?.querystring;
  const answer: unknown = (route.schema?.response as Record<number, unknown> | undefined)?.[200];
  if (!methods.includes('GET') || !route.url.startsWith('/api/') || !isBusinessAccess(access))
    return undefined;
  if (!(query instanceof z.ZodObject) || !query.shape.page || !query.shape.limit) return undefined;
  const rows = (key: string | null, array: unknown) =>
    array instanceof z.ZodArray
      ? {
          url: route.url,
          access,
          query,
          params: route.schema?.params,
          key,
          item: array.element as z.ZodType,
          handler: route.handler,
        }
      : undefined;
  if (answer instanceof z.ZodArray) return rows(null, answer);
  if (!(answer instanceof z.ZodObject) || !answer.shape.totalPages) return undefined;
  const keys = Object.keys(answer.shape).filter((key) => answer.shape[key] instanceof z.ZodArray);
  return keys.length === 1 && keys[0] ? rows(keys[0], answer.shape[keys[0]]) : undefined;
}

/** The object schema under optional, nullable and default wrappers, if it is one. */
function objectOf(schema: unknown): z.ZodObject | undefined {
  let inner = schema;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault
  )
    inner = inner.unwrap();
  return inner instanceof z.ZodObject ? inner : undefined;
}

/** The columns of a row: its fields, an object field's own fields as `field.part`. */
export function columnsOf(item: z.ZodType): string[][] | undefined {
  const shape = objectOf(item)?.shape;
  if (!shape) return undefined;
  return Object.entries(shape).flatMap(([key, field]) => {
    const nested = objectOf(field)?.shape;
    return nested ? Object.keys(nested).map((part) => [key, part]) : [[key]];
  });
}

/** A value as a cell: numbers stay numbers, lists are joined, anything else nested is JSON. */
export function cellOf(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value))
    return value
      .map((entry) => (typeof entry === 'object' ? JSON.stringify(entry) : String(entry)))
      .join('; ');
  return JSON.stringify(value);
}

const valueAt = (row: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined,
    row,
  );

/** One page of the list, through its own handler, with the export request's filters. */
async function readPage(
  app: FastifyInstance,
  list: PagedList,
  request: FastifyRequest,
  reply: FastifyReply,
  page: number,
): Promise<{ items: unknown[]; totalPages: number }> {
  const headers = new Map<string, string>();
  const pageReply = Object.create(reply, {
    header: {
      value: (name: string, value: unknown) => {
        headers.set(name.toLowerCase(), String(value));
        return pageReply;
      },
    },
  }) as FastifyReply;
  const query = { ...(request.query as object), page, limit: EXPORT_PAGE };
  const pageRequest = Object.create(request, { query: { value: query } }) as FastifyRequest;
  const answer: unknown = await list.handler.call(app, pageRequest, pageReply);
  if (list.key === null)
    return {
      items: Array.isArray(answer) ? answer : [],
      totalPages: Number(headers.get(PAGE_HEADERS.totalPages) ?? 1),
    };
  const body = answer as Record<string, unknown>;
  const items = body[list.key];
  return { items: Array.isArray(items) ? items : [], totalPages: Number(body.totalPages ?? 1) };
}

function registerExport(app: FastifyInstance, list: PagedList): void {
  const columns = columnsOf(list.item);
  app.route({
    method: 'GET',
    url: csvExportPath(list.url),
    config: { access: list.access },
    schema: {
      tags: ['export'],
      description: 'Every row of the list matching its filters, as CSV (UTF-8 with BOM).',
      querystring: list.query,
      ...(list.params ? { params: list.params } : {}),
    },
    handler: async (request, reply) => {
      // The first page is read before the answer starts, so a refusal is still an error answer.
      const first = await readPage(app, list, request, reply, 1);
      const header =
        columns ?? Object.keys((first.items[0] as object | undefined) ?? {}).map((key) => [key]);
      const lines = (items: unknown[]) =>
        toCsv(items.map((item) => header.map((path) => cellOf(valueAt(item, path)))));
      async function* csv() {
        yield CSV_BOM + toCsv([header.map((path) => path.join('.'))]);
        if (first.items.length > 0) yield lines(first.items);
        for (let page = 2; page <= first.totalPages; page += 1) {
          const next = await readPage(app, list, request, reply, page);
          if (next.items.length > 0) yield lines(next.items);
        }
      }
      return reply
        .headers(csvDownloadHeaders(`${csvExportName(list.url)}-${todayInIndia()}.csv`))
        .send(Readable.from(csv()));
    },
  });
}

/**
 * Watches the routes as they are added and gives the step that adds an export beside each paged
 * business list (call it once every area's routes are in).
 */
export function collectPagedLists(app: FastifyInstance): () => string[] {
  const lists: PagedList[] = [];
  app.addHook('onRoute', (route) => {
    const list = pagedListOf(route);
    if (list) lists.push(list);
  });
  return () => {
    const taken = lists.splice(0);
    for (const list of taken) registerExport(app, list);
    return taken.map((list) => csvExportPath(list.url));
  };
}
