import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Storage } from '../storage/storage';
import { z } from 'zod';
import {
  type ResourcePath,
  type ResourceVerb,
  idSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../app-context';
import { containsPattern } from '../db/search';
import type { UserRow } from '../domains/accounts/sessions';
import { currentOrg, currentUser, type Access, type OrgContext } from './access';
import { notFound } from './errors';
import type { FileCategory } from './file-type';
import { sendPageHeaders } from './paging';
import {
  registerBulkCreate,
  registerCreate,
  registerDelete,
  registerUpdate,
} from './resource-routes-write';
import type { FileRule } from './uploads';

/** A business's table: its rows carry the organization they belong to. */
export type OrgTable = PgTable & { id: PgColumn; orgId: PgColumn };

type OrgAccess = Exclude<Access, 'public' | 'user' | 'platform-admin'>;

/** Who is acting, for the values a row takes from the request rather than from the body. */
export interface ActingContext {
  org: OrgContext;
  user: UserRow;
  /** The file sent with a multipart create or update (resources with `upload`). */
  upload?: { url: string; name: string };
}

/**
 * A resource whose form carries one file (a staff photo, a corrective action's PDF): create and
 * update then take multipart/form-data with the input's fields and the file in `field`, checked
 * by its bytes; update also takes JSON, which keeps the stored file.
 */
export interface ResourceUpload {
  field: string;
  category: FileCategory;
  /** The spec's words for a rejected file (wrong type or too large), where it has them. */
  rejectMessage?: string;
  /** The spec's words for a file of the wrong type only (see FileRule). */
  typeMessage?: string;
  /** Refuse a create without a file, with this message. */
  requiredMessage?: string;
}

export const DEFAULT_VERBS: readonly ResourceVerb[] = ['list', 'get', 'create', 'update', 'delete'];

type MaybePromise<T> = T | Promise<T>;

export interface OrgResource<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject = z.ZodObject<Record<string, never>>,
> {
  table: T;
  /** The list path; `<path>/:id` is the item. Further paths are aliases of the same handlers. */
  paths: readonly [ResourcePath, ...ResourcePath[]];
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
  /**
   * The row's values from a body. It may read the database (the rate table of a bill); on
   * update, with `updateReadsRow`, it also gets the stored row (a bill keeps its stored rates).
   */
  toRow(
    input: z.output<Input>,
    acting: ActingContext,
    previous?: T['$inferSelect'],
  ): MaybePromise<Omit<T['$inferInsert'], 'id' | 'orgId'>>;
  updateReadsRow?: boolean;
  /** The answer's item; the row carries the values `along` reads, under their keys. */
  toItem(row: T['$inferSelect'] & Readonly<Record<string, unknown>>): z.output<Item>;
  /**
   * Values read with each row in the same statement, for every answer (list, get, create,
   * update): a subquery over the row (a tiffin member's next pause), so a page is one query
   * however many rows it has. Made anew for each request, so it may name today.
   */
  along?: () => Record<string, SQL>;
  /** What else goes with a deleted row (the company's news takes its feed article with it). */
  afterDelete?: (row: T['$inferSelect']) => Promise<void>;
  messages: {
    created: string;
    updated: string;
    removed: string;
    notFound: string;
    /** PUT on something that is not a saved row's id (a client's temporary id) answers 400 this. */
    unsaved?: string;
  };
  /**
   * Several new rows at once, all or none: `POST <path>/bulk` with `{[key]: rows}` on the paths
   * serving `bulk`; with `atList`, the list path's POST itself takes the rows (rent's
   * `POST /api/rent-bills {rentBills}`), in place of the one-row create.
   */
  bulk?: {
    key: string;
    message: string;
    max?: number;
    atList?: boolean;
    /** Answers to an empty list and to one beyond `max` (default 100). */
    errors?: { empty: string; tooMany: string };
  };
  /** Filters beyond page, limit and search, with the conditions they add. */
  filters?: { query: Filters; where(query: z.output<Filters>): (SQL | undefined)[] };
  /** Columns the `search` text is looked for in (case-insensitive, anywhere). */
  search?: readonly PgColumn[];
  /**
   * The `search` text's condition, instead of `search`'s ILIKE: for a table with an indexed
   * search of its own (a tsvector), so a search is never a full scan.
   */
  searchWhere?: (search: string) => SQL;
  /** By id, which is time-ordered: newest first unless the screen lists oldest first. */
  order?: 'newest' | 'oldest';
  /**
   * A fixed condition every query adds, for a resource that is one part of a shared table (the
   * machine checklists of the maintenance table); toRow sets the same value on create.
   */
  where?: SQL;
  /** Create and update take a multipart form with one file (see ResourceUpload). */
  upload?: ResourceUpload;
  /**
   * Input fields that name an uploaded file by its address (a product's image and PDF): create
   * and update then also take multipart/form-data with the files themselves in those fields,
   * each checked by its bytes against its own rule (and the spec's words for a wrong type),
   * stored as the business's, and its address put in the field. JSON names addresses as before.
   */
  fileFields?: Readonly<Record<string, FileRule>>;
  tags: string[];
}

/**
 * What the verbs of one resource share, built once by registerOrgResource: each verb's routes
 * (here and in resource-routes-write.ts) are registered from it, path by path.
 */
export interface ResourceRoutes<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
> {
  /**
   * The schemas still validate every request and answer at run time; the plain instance only
   * stops TypeScript from inferring types from answer keys that are chosen at run time.
   */
  app: FastifyInstance;
  db: AppContext['db'];
  storage?: Storage;
  resource: OrgResource<T, Input, Item, Filters>;
  /** The item path's id: a saved row's. */
  params: z.ZodObject<{ id: typeof idSchema }>;
  acting: (request: FastifyRequest) => ActingContext;
  inOrg: (orgId: string, id: string) => SQL | undefined;
  findRow: (orgId: string, id: string) => Promise<T['$inferSelect']>;
  /** What a read or a write's RETURNING selects: the table's columns and `along`'s values. */
  selection: () => Record<string, PgColumn | SQL>;
  /**
   * The table as a plain PgTable, to select from: drizzle cannot resolve a generic table's
   * selection, and the rows are typed as the caller's table.
   */
  source: PgTable;
}

export type ItemRequest = FastifyRequest<{ Params: { id: string } }>;

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
>(
  context: Pick<AppContext, 'app' | 'db'> & { storage?: Storage },
  resource: OrgResource<T, Input, Item, Filters>,
): void {
  const { db } = context;
  const { upload, fileFields, table, messages } = resource;
  if ((upload || fileFields) && !context.storage)
    throw new Error('A resource with an upload needs the storage');
  if (upload && fileFields) throw new Error('A resource takes upload or fileFields, not both');
  const inOrg = (orgId: string, id: string) =>
    and(eq(table.orgId, orgId), eq(table.id, id), resource.where);
  const source: PgTable = table;
  const selection = () => ({ ...getTableColumns(source), ...resource.along?.() });
  const routes: ResourceRoutes<T, Input, Item, Filters> = {
    app: context.app,
    db,
    storage: context.storage,
    resource,
    params: z.object({ id: idSchema }),
    acting: (request) => ({ org: currentOrg(request), user: currentUser(request) }),
    inOrg,
    findRow: async (orgId, id) => {
      const [row] = await db.select(selection()).from(source).where(inOrg(orgId, id)).limit(1);
      if (!row) throw notFound(messages.notFound);
      return row;
    },
    selection,
    source,
  };

  for (const entry of resource.paths) {
    const path = typeof entry === 'string' ? entry : entry.path;
    const verbs = new Set(typeof entry === 'string' ? DEFAULT_VERBS : entry.verbs);
    const itemPath = `${path}/:id`;

    if (resource.bulk && verbs.has('bulk')) registerBulkCreate(routes, path);
    if (resource.bulk?.atList && verbs.has('bulk')) verbs.delete('create');
    if (verbs.has('list')) registerList(routes, path);
    if (verbs.has('get')) registerGet(routes, itemPath);
    if (verbs.has('create')) registerCreate(routes, path);
    if (verbs.has('update')) registerUpdate(routes, itemPath);
    if (verbs.has('delete')) registerDelete(routes, itemPath);
  }
}

/** `GET <path>`: a page of the organization's rows, searched and filtered. */
function registerList<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(routes: ResourceRoutes<T, Input, Item, Filters>, path: string): void {
  const { app, db, resource, source, selection } = routes;
  const { table, keys, tags } = resource;
  const query = resource.filters
    ? pageQuerySchema.extend(resource.filters.query.shape)
    : pageQuerySchema;
  const listAnswer = resource.bareList
    ? z.array(resource.item)
    : z
        .object({ success: z.literal(true), [keys.list]: z.array(resource.item) })
        .extend(pageInfoSchema.shape);
  const order = resource.order === 'oldest' ? asc(table.id) : desc(table.id);
  app.get(
    path,
    {
      config: { access: resource.access.read },
      schema: { tags, querystring: query, response: { 200: listAnswer } },
    },
    async (request: FastifyRequest, reply) => {
      const filters = request.query as z.output<typeof pageQuerySchema> & z.output<Filters>;
      const org = currentOrg(request);
      const conditions: (SQL | undefined)[] = [eq(table.orgId, org.id), resource.where];
      if (filters.search && resource.searchWhere) {
        conditions.push(resource.searchWhere(filters.search));
      } else if (filters.search && resource.search?.length) {
        const pattern = containsPattern(filters.search);
        conditions.push(or(...resource.search.map((column) => ilike(column, pattern))));
      }
      if (resource.filters) conditions.push(...resource.filters.where(filters));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select(selection())
          .from(source)
          .where(where)
          .orderBy(order)
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit),
        db.select({ total: count() }).from(source).where(where),
      ]);
      const items = rows.map((row) => resource.toItem(row as T['$inferSelect']));
      const info = pageInfo(filters, totals?.total ?? 0);
      if (resource.bareList) {
        sendPageHeaders(reply, info);
        return items;
      }
      return { success: true as const, [keys.list]: items, ...info };
    },
  );
}

/** `GET <path>/:id`: one of the organization's rows. */
function registerGet<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(routes: ResourceRoutes<T, Input, Item, Filters>, itemPath: string): void {
  const { app, resource, params, findRow } = routes;
  const { keys, tags } = resource;
  const itemAnswer = z.object({ success: z.literal(true), [keys.item]: resource.item });
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
