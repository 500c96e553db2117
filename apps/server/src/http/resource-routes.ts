import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema, pageInfo, pageInfoSchema, pageQuerySchema } from '@vedann/contracts';
import type { AppContext } from '../app-context';
import { containsPattern } from '../db/search';
import type { UserRow } from '../domains/accounts/sessions';
import { currentOrg, currentUser, type Access, type OrgContext } from './access';
import { notFound } from './errors';
import { sendPageHeaders } from './paging';

/** A business's table: its rows carry the organization they belong to. */
export type OrgTable = PgTable & { id: PgColumn; orgId: PgColumn };

type OrgAccess = Exclude<Access, 'public' | 'user' | 'platform-admin'>;

/** Who is acting, for the values a row takes from the request rather than from the body. */
export interface ActingContext {
  org: OrgContext;
  user: UserRow;
}

export interface OrgResource<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject = z.ZodObject<Record<string, never>>,
> {
  table: T;
  /** The list path; `<path>/:id` is the item. Further paths are aliases of the same handlers. */
  paths: readonly [string, ...string[]];
  /**
   * Paths that serve only create, update and delete, where reading belongs to another route (the
   * spec's `/api/events` is a public list of every business's events, written by each business).
   */
  writeOnlyPaths?: readonly string[];
  /** Reading and writing may need different permissions (a viewer versus an editor). */
  access: { read: OrgAccess; write: OrgAccess };
  /** The answer keys the spec names, e.g. `{ list: 'plans', item: 'plan' }`. */
  keys: { list: string; item: string };
  /**
   * Where the spec says the list answer is a bare list (`GET /plans`), the body is the array
   * itself and the page travels in headers (PAGE_HEADERS); `keys.list` then only names the rows.
   */
  bareList?: boolean;
  /** The body of create and of update: Update writes the whole row, as the tables' Update does. */
  input: Input;
  item: Item;
  toRow(input: z.output<Input>, acting: ActingContext): Omit<T['$inferInsert'], 'id' | 'orgId'>;
  toItem(row: T['$inferSelect']): z.output<Item>;
  messages: { created: string; updated: string; removed: string; notFound: string };
  /** Filters beyond page, limit and search, with the conditions they add. */
  filters?: { query: Filters; where(query: z.output<Filters>): (SQL | undefined)[] };
  /** Columns the `search` text is looked for in (case-insensitive, anywhere). */
  search?: readonly PgColumn[];
  /** By id, which is time-ordered: newest first unless the screen lists oldest first. */
  order?: 'newest' | 'oldest';
  tags: string[];
}

/**
 * Registers list (paged, searched, filtered), get, create, update and delete for one business
 * resource (DESIGN.md section 5). Every query is scoped by the current organization, so another
 * organization's row is answered 404 like a missing one, and a body can never move a row to
 * another organization: org_id comes from the request's organization only.
 *
 * The table needs an index led by (org_id, id) for the default list, and one for each filter.
 */
export function registerOrgResource<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject = z.ZodObject<Record<string, never>>,
>(context: Pick<AppContext, 'app' | 'db'>, resource: OrgResource<T, Input, Item, Filters>): void {
  const { db } = context;
  // The schemas below still validate every request and answer at run time; the plain instance
  // only stops TypeScript from inferring types from answer keys that are chosen at run time.
  const app: FastifyInstance = context.app;
  const { table, keys, messages, tags } = resource;
  type Row = T['$inferSelect'];
  type Body = z.output<Input>;
  type ItemRequest = FastifyRequest<{ Params: { id: string } }>;
  const params = z.object({ id: idSchema });
  const query = resource.filters
    ? pageQuerySchema.extend(resource.filters.query.shape)
    : pageQuerySchema;
  const listAnswer = resource.bareList
    ? z.array(resource.item)
    : z
        .object({ success: z.literal(true), [keys.list]: z.array(resource.item) })
        .extend(pageInfoSchema.shape);
  const itemAnswer = z.object({ success: z.literal(true), [keys.item]: resource.item });
  const changedAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    [keys.item]: resource.item,
  });
  const removedAnswer = z.object({ success: z.literal(true), message: z.string() });
  const order = resource.order === 'oldest' ? asc(table.id) : desc(table.id);

  const acting = (request: FastifyRequest): ActingContext => ({
    org: currentOrg(request),
    user: currentUser(request),
  });
  const inOrg = (orgId: string, id: string) => and(eq(table.orgId, orgId), eq(table.id, id));
  // Selecting from the table as a plain PgTable: drizzle cannot resolve a generic table's
  // selection, and the rows are typed as the caller's table below.
  const source: PgTable = table;

  async function findRow(orgId: string, id: string): Promise<Row> {
    const [row] = await db.select().from(source).where(inOrg(orgId, id)).limit(1);
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  const readPaths = new Set<string>(resource.paths);
  for (const path of [...resource.paths, ...(resource.writeOnlyPaths ?? [])]) {
    const itemPath = `${path}/:id`;
    if (readPaths.has(path)) registerReads(path, itemPath);
    registerWrites(path, itemPath);
  }

  function registerReads(path: string, itemPath: string) {
    app.get(
      path,
      {
        config: { access: resource.access.read },
        schema: { tags, querystring: query, response: { 200: listAnswer } },
      },
      async (request: FastifyRequest, reply) => {
        const filters = request.query as z.output<typeof pageQuerySchema> & z.output<Filters>;
        const org = currentOrg(request);
        const conditions: (SQL | undefined)[] = [eq(table.orgId, org.id)];
        if (filters.search && resource.search?.length) {
          const pattern = containsPattern(filters.search);
          conditions.push(or(...resource.search.map((column) => ilike(column, pattern))));
        }
        if (resource.filters) conditions.push(...resource.filters.where(filters));
        const where = and(...conditions);
        const [rows, [totals]] = await Promise.all([
          db
            .select()
            .from(source)
            .where(where)
            .orderBy(order)
            .limit(filters.limit)
            .offset((filters.page - 1) * filters.limit),
          db.select({ total: count() }).from(source).where(where),
        ]);
        const items = rows.map((row) => resource.toItem(row as Row));
        const info = pageInfo(filters, totals?.total ?? 0);
        if (resource.bareList) {
          sendPageHeaders(reply, info);
          return items;
        }
        return { success: true as const, [keys.list]: items, ...info };
      },
    );

    app.get(
      itemPath,
      {
        config: { access: resource.access.read },
        schema: { tags, params, response: { 200: itemAnswer } },
      },
      async (request: ItemRequest) => {
        const row = await findRow(currentOrg(request).id, request.params.id);
        return { success: true as const, [keys.item]: resource.toItem(row) };
      },
    );
  }

  function registerWrites(path: string, itemPath: string) {
    app.post(
      path,
      {
        config: { access: resource.access.write },
        schema: { tags, body: resource.input, response: { 201: changedAnswer } },
      },
      async (request: FastifyRequest, reply) => {
        const who = acting(request);
        const values = { ...resource.toRow(request.body as Body, who), orgId: who.org.id };
        // Drizzle cannot relate a generic table's insert type to its columns; toRow is typed
        // against the concrete table by the caller, so this cast only bridges the generic.
        const [row] = await db
          .insert(table)
          .values(values as T['$inferInsert'])
          .returning();
        return reply.status(201).send({
          success: true as const,
          message: messages.created,
          [keys.item]: resource.toItem(row as Row),
        });
      },
    );

    app.put(
      itemPath,
      {
        config: { access: resource.access.write },
        schema: { tags, params, body: resource.input, response: { 200: changedAnswer } },
      },
      async (request: ItemRequest) => {
        const who = acting(request);
        const values = resource.toRow(request.body as Body, who);
        const [row] = (await db
          .update(table)
          .set(values as Partial<T['$inferInsert']>)
          .where(inOrg(who.org.id, request.params.id))
          .returning()) as Row[];
        if (!row) throw notFound(messages.notFound);
        return {
          success: true as const,
          message: messages.updated,
          [keys.item]: resource.toItem(row),
        };
      },
    );

    app.delete(
      itemPath,
      {
        config: { access: resource.access.write },
        schema: { tags, params, response: { 200: removedAnswer } },
      },
      async (request: ItemRequest) => {
        const [row] = await db
          .delete(table)
          .where(inOrg(currentOrg(request).id, request.params.id))
          .returning({ id: table.id });
        if (!row) throw notFound(messages.notFound);
        return { success: true as const, message: messages.removed };
      },
    );
  }
}
