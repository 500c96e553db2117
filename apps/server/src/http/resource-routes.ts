import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
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
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../app-context';
import { containsPattern } from '../db/search';
import type { UserRow } from '../domains/accounts/sessions';
import { currentOrg, currentUser, type Access, type OrgContext } from './access';
import { badRequest, notFound } from './errors';
import type { FileCategory } from './file-type';
import { sendPageHeaders } from './paging';
import { readMultipart, readMultipartFiles, storeFile, type FileRule } from './uploads';

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
  toItem(row: T['$inferSelect']): z.output<Item>;
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
  const { upload, fileFields } = resource;
  if ((upload || fileFields) && !context.storage)
    throw new Error('A resource with an upload needs the storage');
  if (upload && fileFields) throw new Error('A resource takes upload or fileFields, not both');
  // The schemas below still validate every request and answer at run time; the plain instance
  // only stops TypeScript from inferring types from answer keys that are chosen at run time.
  const app: FastifyInstance = context.app;
  const { table, keys, messages, tags } = resource;
  type Row = T['$inferSelect'];
  type Body = z.output<Input>;
  type ItemRequest = FastifyRequest<{ Params: { id: string } }>;
  const params = z.object({ id: idSchema });
  const updateParams = resource.messages.unsaved
    ? z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, resource.messages.unsaved) })
    : params;
  const bulk = resource.bulk;
  const bulkBody = bulk
    ? z.object({
        [bulk.key]: z
          .array(resource.input, { error: bulk.errors?.empty })
          .min(1, bulk.errors?.empty)
          .max(bulk.max ?? 100, bulk.errors?.tooMany),
      })
    : undefined;
  const bulkAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    [keys.list]: z.array(resource.item),
  });
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
  const order = resource.order === 'oldest' ? asc(table.id) : desc(table.id);

  const acting = (request: FastifyRequest): ActingContext => ({
    org: currentOrg(request),
    user: currentUser(request),
  });
  const inOrg = (orgId: string, id: string) =>
    and(eq(table.orgId, orgId), eq(table.id, id), resource.where);
  const kindNote = (category: FileCategory) =>
    ({ pdf: 'PDF', image: 'PNG, JPEG, WebP or GIF image', document: 'PDF, PNG or JPEG' })[category];
  const uploadNote = upload
    ? `JSON, or multipart/form-data with the same fields and a ${kindNote(upload.category)} in \`${upload.field}\`.`
    : fileFields
      ? `JSON naming uploaded files by address, or multipart/form-data with the same fields and the files themselves: ${Object.entries(
          fileFields,
        )
          .map(([field, rule]) => `a ${kindNote(rule.category)} in \`${field}\``)
          .join(', ')}.`
      : undefined;
  const takesFiles = upload !== undefined || fileFields !== undefined;

  /**
   * The body of a create or update: JSON checked by the route's schema, or (with `upload`) a
   * multipart form whose fields are checked here by the same input schema before the file is
   * stored, so a refused form leaves no file behind.
   */
  async function readBody(
    request: FastifyRequest,
    creating: boolean,
  ): Promise<{ body: Body; who: ActingContext }> {
    const who = acting(request);
    if (fileFields) return readWithFileFields(request, fileFields, who);
    // Without an upload the route's schema has already checked the body.
    if (!upload) return { body: request.body as Body, who };
    if (!request.isMultipart()) {
      if (upload.requiredMessage && creating) throw badRequest(upload.requiredMessage);
      return { body: resource.input.parse(request.body ?? {}), who };
    }
    const { fields, file } = await readMultipart(request, {
      fileField: upload.field,
      category: upload.category,
      rejectMessage: upload.rejectMessage,
      typeMessage: upload.typeMessage,
    });
    const body = resource.input.parse(fields);
    if (!file) {
      if (upload.requiredMessage && creating) throw badRequest(upload.requiredMessage);
      return { body, who };
    }
    const stored = await storeFile(db, context.storage as Storage, file, {
      ownerId: who.user.id,
      orgId: who.org.id,
      isPublic: false,
    });
    return { body, who: { ...who, upload: { url: stored.url, name: file.originalName } } };
  }
  /**
   * A body whose file fields carry addresses (JSON), or the files themselves (multipart): the
   * text fields are checked first, so a refused form stores nothing; then each file is stored
   * and its address checked by the same schema as a JSON body's.
   */
  async function readWithFileFields(
    request: FastifyRequest,
    rules: Readonly<Record<string, FileRule>>,
    who: ActingContext,
  ): Promise<{ body: Body; who: ActingContext }> {
    if (!request.isMultipart()) return { body: resource.input.parse(request.body ?? {}), who };
    const { fields, files } = await readMultipartFiles(request, {
      maxFiles: Object.keys(rules).length,
      ruleFor: (field) => (Object.hasOwn(rules, field) ? rules[field] : undefined),
    });
    resource.input.parse(fields);
    const addresses: Record<string, string> = {};
    for (const [field, file] of files) {
      const stored = await storeFile(db, context.storage as Storage, file, {
        ownerId: who.user.id,
        orgId: who.org.id,
        isPublic: false,
      });
      addresses[field] = stored.url;
    }
    return { body: resource.input.parse({ ...fields, ...addresses }), who };
  }

  // Selecting from the table as a plain PgTable: drizzle cannot resolve a generic table's
  // selection, and the rows are typed as the caller's table below.
  const source: PgTable = table;

  async function findRow(orgId: string, id: string): Promise<Row> {
    const [row] = await db.select().from(source).where(inOrg(orgId, id)).limit(1);
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  for (const entry of resource.paths) {
    const path = typeof entry === 'string' ? entry : entry.path;
    const verbs = new Set(typeof entry === 'string' ? DEFAULT_VERBS : entry.verbs);
    const itemPath = `${path}/:id`;

    if (bulk && bulkBody && verbs.has('bulk')) {
      app.post(
        bulk.atList ? path : `${path}/bulk`,
        {
          config: { access: resource.access.write },
          schema: { tags, body: bulkBody, response: { 201: bulkAnswer } },
        },
        async (request: FastifyRequest, reply) => {
          const who = acting(request);
          const inputs = (request.body as Record<string, Body[]>)[bulk.key] ?? [];
          const values: Record<string, unknown>[] = [];
          for (const input of inputs) {
            values.push({ ...(await resource.toRow(input, who)), orgId: who.org.id });
          }
          // One statement: the rows are saved together or not at all.
          const rows = (await db
            .insert(table)
            .values(values as T['$inferInsert'][])
            .returning()) as Row[];
          return reply.status(201).send({
            success: true as const,
            message: bulk.message,
            [keys.list]: rows.map((row) => resource.toItem(row)),
          });
        },
      );
    }
    if (bulk?.atList && verbs.has('bulk')) verbs.delete('create');

    if (verbs.has('list'))
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

    if (verbs.has('get'))
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

    if (verbs.has('create'))
      app.post(
        path,
        {
          config: { access: resource.access.write },
          schema: {
            tags,
            ...(takesFiles ? { description: uploadNote } : { body: resource.input }),
            response: { 201: changedAnswer },
          },
        },
        async (request: FastifyRequest, reply) => {
          const { body, who } = await readBody(request, true);
          const values = { ...(await resource.toRow(body, who)), orgId: who.org.id };
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

    if (verbs.has('update'))
      app.put(
        itemPath,
        {
          config: { access: resource.access.write },
          schema: {
            tags,
            params: updateParams,
            ...(takesFiles ? { description: uploadNote } : { body: resource.input }),
            response: { 200: changedAnswer },
          },
        },
        async (request: ItemRequest) => {
          // Checked before the body is read, so a form for another business stores no file.
          const previous =
            resource.updateReadsRow || takesFiles
              ? await findRow(currentOrg(request).id, request.params.id)
              : undefined;
          const { body, who } = await readBody(request, false);
          const values = await resource.toRow(
            body,
            who,
            resource.updateReadsRow ? previous : undefined,
          );
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

    if (verbs.has('delete'))
      app.delete(
        itemPath,
        {
          config: { access: resource.access.write },
          schema: { tags, params, response: { 200: messageResponseSchema } },
        },
        async (request: ItemRequest) => {
          const [row] = await db
            .delete(table)
            .where(inOrg(currentOrg(request).id, request.params.id))
            .returning();
          if (!row) throw notFound(messages.notFound);
          await resource.afterDelete?.(row);
          return { success: true as const, message: messages.removed };
        },
      );
  }
}
