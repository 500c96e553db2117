import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  idSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../app-context';
import type { Db } from '../db/client';
import { containsPattern } from '../db/search';
import { apiPath } from './endpoint-routes';
import { notFound } from './errors';

/** A table of platform content: kept by administrators, read by everyone. */
export type PlatformTable = PgTable & { id: PgColumn };

export interface PlatformResource<
  T extends PlatformTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject = z.ZodObject<Record<string, never>>,
> {
  table: T;
  /** The spec's list path under /api/v1; `<path>/:id` is the item. */
  path: string;
  keys: { list: string; item: string };
  input: Input;
  item: Item;
  toRow(input: z.output<Input>): Omit<T['$inferInsert'], 'id'>;
  toItem(row: T['$inferSelect']): z.output<Item>;
  messages: { created: string; updated: string; removed: string; notFound: string };
  filters?: { query: Filters; where(query: z.output<Filters>): (SQL | undefined)[] };
  search?: readonly PgColumn[];
  /** The list's order; by default newest first (ids are time-ordered). */
  orderBy?: readonly (PgColumn | SQL)[];
  tags: string[];
  /** Who reads the list and the items; everyone by default. */
  readAccess?: 'public' | 'platform-admin';
  /** Without an item route: a list kept for the administrators alone (the platform's events). */
  noItemRoute?: boolean;
  /** The rows that are this resource's, where the table also keeps others (businesses' events). */
  scope?: SQL;
  /** More fields of the list and item answers, read from the request (news: `canEdit`). */
  extras?: { shape: z.ZodRawShape; values(request: FastifyRequest): Record<string, unknown> };
}

/**
 * The platform's content lists (exams, scholarships, ...), the way the news is kept: anyone reads
 * them, paged, searched and filtered; platform administrators write them. Business data uses
 * registerOrgResource instead, which scopes every query by organization.
 */
export function registerPlatformResource<
  T extends PlatformTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject = z.ZodObject<Record<string, never>>,
>(
  context: Pick<AppContext, 'app' | 'db'>,
  resource: PlatformResource<T, Input, Item, Filters>,
): void {
  const { db } = context;
  // As in registerOrgResource: the schemas validate at run time; the plain instance only keeps
  // TypeScript from inferring types from answer keys chosen at run time.
  const app: FastifyInstance = context.app;
  const { table, keys, messages, tags, path } = resource;
  type Row = T['$inferSelect'];
  type ItemRequest = FastifyRequest<{ Params: { id: string } }>;
  const source: PgTable = table;
  const params = z.object({ id: idSchema });
  // A list without search columns takes no search, as it never did.
  const pageQuery = resource.search?.length
    ? pageQuerySchema
    : pageQuerySchema.omit({ search: true });
  const query = resource.filters ? pageQuery.extend(resource.filters.query.shape) : pageQuery;
  const order = resource.orderBy ?? [desc(table.id)];
  const readAccess = resource.readAccess ?? 'public';
  const extras = resource.extras ?? { shape: {}, values: () => ({}) };
  const byId = rowOf(resource);

  app.get(
    path,
    {
      config: { access: readAccess },
      schema: {
        tags,
        querystring: query,
        response: {
          200: z
            .object({ success: z.literal(true), [keys.list]: z.array(resource.item) })
            .extend(extras.shape)
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request: FastifyRequest) => {
      const filters = request.query as z.output<typeof pageQuerySchema> & z.output<Filters>;
      const conditions: (SQL | undefined)[] = [resource.scope];
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
          .orderBy(...order, asc(table.id))
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit),
        db.select({ total: count() }).from(source).where(where),
      ]);
      return {
        success: true as const,
        [keys.list]: rows.map((row) => resource.toItem(row as Row)),
        ...extras.values(request),
        ...pageInfo(filters, totals?.total ?? 0),
      };
    },
  );

  if (!resource.noItemRoute) {
    app.get(
      `${path}/:id`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          params,
          response: {
            200: z
              .object({ success: z.literal(true), [keys.item]: resource.item })
              .extend(extras.shape),
          },
        },
      },
      async (request: ItemRequest) => {
        const [row] = await db.select().from(source).where(byId(request.params.id)).limit(1);
        if (!row) throw notFound(messages.notFound);
        return {
          success: true as const,
          [keys.item]: resource.toItem(row),
          ...extras.values(request),
        };
      },
    );
  }

  registerWrites(app, db, resource);
}

/** The condition for one row of the resource by its id, within the resource's scope. */
const rowOf =
  ({ table, scope }: { table: PlatformTable; scope?: SQL }) =>
  (id: string) =>
    and(eq(table.id, id), scope);

/** Create, update and delete, for the platform's administrators. */
function registerWrites<
  T extends PlatformTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(app: FastifyInstance, db: Db, resource: PlatformResource<T, Input, Item, Filters>): void {
  const { table, keys, messages, tags, path } = resource;
  type Row = T['$inferSelect'];
  type ItemRequest = FastifyRequest<{ Params: { id: string } }>;
  const params = z.object({ id: idSchema });
  const byId = rowOf(resource);
  const changed = z.object({
    success: z.literal(true),
    message: z.string(),
    [keys.item]: resource.item,
  });

  app.post(
    path,
    {
      config: { access: 'platform-admin' },
      schema: { tags, body: resource.input, response: { 201: changed } },
    },
    async (request: FastifyRequest, reply) => {
      const values = resource.toRow(request.body as z.output<Input>);
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
    `${path}/:id`,
    {
      config: { access: 'platform-admin' },
      schema: { tags, params, body: resource.input, response: { 200: changed } },
    },
    async (request: ItemRequest) => {
      const values = resource.toRow(request.body as z.output<Input>);
      const [row] = (await db
        .update(table)
        .set(values as Partial<T['$inferInsert']>)
        .where(byId(request.params.id))
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
    `${path}/:id`,
    {
      config: { access: 'platform-admin' },
      schema: {
        tags,
        params,
        response: { 200: messageResponseSchema },
      },
    },
    async (request: ItemRequest) => {
      const [row] = await db
        .delete(table)
        .where(byId(request.params.id))
        .returning({ id: table.id });
      if (!row) throw notFound(messages.notFound);
      return { success: true as const, message: messages.removed };
    },
  );
}

/** What a platform list's declaration says, which the server's part does not repeat. */
type Declared = 'path' | 'keys' | 'input' | 'item' | 'readAccess' | 'noItemRoute' | 'filters';

/** A platform list as the contracts declare it (`platformList`). */
interface PlatformContract<
  Input extends z.ZodType,
  Item extends z.ZodType,
  Query extends z.ZodObject,
> {
  path: string;
  access: 'public' | 'platform-admin';
  keys: { list: string; item: string };
  input: Input;
  item: Item;
  extras: z.ZodRawShape;
  noItem: boolean;
  list: { query?: Query };
}

/**
 * Serves a list of platform content declared in the contracts (`platformList`): its path, who
 * reads it, its answer keys, schemas and query come from the declaration the web's calls use
 * too; the server adds how its rows are stored and filtered.
 */
export function servePlatformResource<
  T extends PlatformTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Query extends z.ZodObject,
>(
  context: Pick<AppContext, 'app' | 'db'>,
  contract: PlatformContract<Input, Item, Query>,
  server: Omit<PlatformResource<T, Input, Item, Query>, Declared | 'extras'> & {
    /** The conditions of the declared query's filters. */
    where?: (query: z.output<Query>) => (SQL | undefined)[];
    /** The values of the declared extra answer fields, read from the request. */
    extras?: (request: FastifyRequest) => Record<string, unknown>;
  },
): void {
  const { where, extras, ...rest } = server;
  const query = contract.list.query;
  registerPlatformResource(context, {
    ...rest,
    path: apiPath(contract.path),
    readAccess: contract.access,
    ...(contract.noItem ? { noItemRoute: true } : {}),
    keys: contract.keys,
    input: contract.input,
    item: contract.item,
    ...(where && query ? { filters: { query, where } } : {}),
    ...(extras ? { extras: { shape: contract.extras, values: extras } } : {}),
  });
}
