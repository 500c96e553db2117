import { z } from 'zod';
import { messageResponseSchema } from '@vedann/contracts';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../storage/storage';
import { currentOrg } from './access';
import { badRequest, notFound } from './errors';
import type { FileCategory } from './file-type';
import type {
  ActingContext,
  ItemRequest,
  OrgResource,
  OrgTable,
  ResourceRoutes,
} from './resource-routes';
import { readMultipart, readMultipartFiles, storeFile, type FileRule } from './uploads';

// The writing verbs of registerOrgResource (resource-routes.ts): bulk create, create, update and
// delete, with the reading of a body that may carry files.

/** The answer to a create or an update: the message and the row as it now is. */
function changedAnswer<Item extends z.ZodType>(keys: { item: string }, item: Item) {
  return z.object({ success: z.literal(true), message: z.string(), [keys.item]: item });
}

const kindNote = (category: FileCategory) =>
  ({
    pdf: 'PDF',
    image: 'PNG, JPEG, WebP or GIF image',
    document: 'PDF, PNG or JPEG',
    csv: 'CSV file',
  })[category];

/** What create and update say of a body that may carry files (none: the input schema says it). */
function uploadNote<T extends OrgTable, Input extends z.ZodType, Item extends z.ZodType>({
  upload,
  fileFields,
}: Pick<OrgResource<T, Input, Item>, 'upload' | 'fileFields'>): string | undefined {
  return upload
    ? `JSON, or multipart/form-data with the same fields and a ${kindNote(upload.category)} in \`${upload.field}\`.`
    : fileFields
      ? `JSON naming uploaded files by address, or multipart/form-data with the same fields and the files themselves: ${Object.entries(
          fileFields,
        )
          .map(([field, rule]) => `a ${kindNote(rule.category)} in \`${field}\``)
          .join(', ')}.`
      : undefined;
}

/** The schema parts of create and update: the input schema, or a note for a body with files. */
function bodySchema<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(resource: OrgResource<T, Input, Item, Filters>) {
  const takesFiles = resource.upload !== undefined || resource.fileFields !== undefined;
  return takesFiles ? { description: uploadNote(resource) } : { body: resource.input };
}

/**
 * The body of a create or update: JSON checked by the route's schema, or (with `upload`) a
 * multipart form whose fields are checked here by the same input schema before the file is
 * stored, so a refused form leaves no file behind.
 */
async function readBody<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(
  routes: ResourceRoutes<T, Input, Item, Filters>,
  request: FastifyRequest,
  creating: boolean,
): Promise<{ body: z.output<Input>; who: ActingContext }> {
  const { resource } = routes;
  const { upload, fileFields } = resource;
  const who = routes.acting(request);
  if (fileFields) return readWithFileFields(routes, request, fileFields, who);
  // Without an upload the route's schema has already checked the body.
  if (!upload) return { body: request.body as z.output<Input>, who };
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
  const stored = await storeFile(routes.db, routes.storage as Storage, file, {
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
async function readWithFileFields<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(
  routes: ResourceRoutes<T, Input, Item, Filters>,
  request: FastifyRequest,
  rules: Readonly<Record<string, FileRule>>,
  who: ActingContext,
): Promise<{ body: z.output<Input>; who: ActingContext }> {
  const { resource } = routes;
  if (!request.isMultipart()) return { body: resource.input.parse(request.body ?? {}), who };
  const { fields, files } = await readMultipartFiles(request, {
    maxFiles: Object.keys(rules).length,
    ruleFor: (field) => (Object.hasOwn(rules, field) ? rules[field] : undefined),
  });
  resource.input.parse(fields);
  const addresses: Record<string, string> = {};
  for (const [field, file] of files) {
    const stored = await storeFile(routes.db, routes.storage as Storage, file, {
      ownerId: who.user.id,
      orgId: who.org.id,
      isPublic: false,
    });
    addresses[field] = stored.url;
  }
  return { body: resource.input.parse({ ...fields, ...addresses }), who };
}

/**
 * `POST <path>/bulk` (or, with `atList`, `POST <path>`): several new rows at once, all or none.
 * Registered only for a resource with `bulk`.
 */
export function registerBulkCreate<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(routes: ResourceRoutes<T, Input, Item, Filters>, path: string): void {
  const { app, db, resource } = routes;
  const { table, keys, tags } = resource;
  const bulk = resource.bulk;
  if (!bulk) return;
  const bulkBody = z.object({
    [bulk.key]: z
      .array(resource.input, { error: bulk.errors?.empty })
      .min(1, bulk.errors?.empty)
      .max(bulk.max ?? 100, bulk.errors?.tooMany),
  });
  const bulkAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    [keys.list]: z.array(resource.item),
  });
  app.post(
    bulk.atList ? path : `${path}/bulk`,
    {
      config: { access: resource.access.write },
      schema: { tags, body: bulkBody, response: { 201: bulkAnswer } },
    },
    async (request: FastifyRequest, reply) => {
      const who = routes.acting(request);
      const inputs = (request.body as Record<string, z.output<Input>[]>)[bulk.key] ?? [];
      const values: Record<string, unknown>[] = [];
      for (const input of inputs) {
        values.push({ ...(await resource.toRow(input, who)), orgId: who.org.id });
      }
      // One statement: the rows are saved together or not at all.
      const rows = (await db
        .insert(table)
        .values(values as T['$inferInsert'][])
        .returning(routes.selection())) as T['$inferSelect'][];
      return reply.status(201).send({
        success: true as const,
        message: bulk.message,
        [keys.list]: rows.map((row) => resource.toItem(row)),
      });
    },
  );
}

/** `POST <path>`: one new row. */
export function registerCreate<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(routes: ResourceRoutes<T, Input, Item, Filters>, path: string): void {
  const { app, db, resource } = routes;
  const { table, keys, messages, tags } = resource;
  app.post(
    path,
    {
      config: { access: resource.access.write },
      schema: {
        tags,
        ...bodySchema(resource),
        response: { 201: changedAnswer(keys, resource.item) },
      },
    },
    async (request: FastifyRequest, reply) => {
      const { body, who } = await readBody(routes, request, true);
      const values = { ...(await resource.toRow(body, who)), orgId: who.org.id };
      // Drizzle cannot relate a generic table's insert type to its columns; toRow is typed
      // against the concrete table by the caller, so this cast only bridges the generic.
      const [row] = await db
        .insert(table)
        .values(values as T['$inferInsert'])
        .returning(routes.selection());
      return reply.status(201).send({
        success: true as const,
        message: messages.created,
        [keys.item]: resource.toItem(row as T['$inferSelect']),
      });
    },
  );
}

/** `PUT <path>/:id`: the whole row anew (a saved row's only, with `messages.unsaved`). */
export function registerUpdate<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(routes: ResourceRoutes<T, Input, Item, Filters>, itemPath: string): void {
  const { app, db, resource } = routes;
  const { table, keys, messages, tags } = resource;
  const updateParams = messages.unsaved
    ? z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, messages.unsaved) })
    : routes.params;
  const takesFiles = resource.upload !== undefined || resource.fileFields !== undefined;
  app.put(
    itemPath,
    {
      config: { access: resource.access.write },
      schema: {
        tags,
        params: updateParams,
        ...bodySchema(resource),
        response: { 200: changedAnswer(keys, resource.item) },
      },
    },
    async (request: ItemRequest) => {
      // Checked before the body is read, so a form for another business stores no file.
      const previous =
        resource.updateReadsRow || takesFiles
          ? await routes.findRow(currentOrg(request).id, request.params.id)
          : undefined;
      const { body, who } = await readBody(routes, request, false);
      const values = await resource.toRow(
        body,
        who,
        resource.updateReadsRow ? previous : undefined,
      );
      const [row] = (await db
        .update(table)
        .set(values as Partial<T['$inferInsert']>)
        .where(routes.inOrg(who.org.id, request.params.id))
        .returning(routes.selection())) as T['$inferSelect'][];
      if (!row) throw notFound(messages.notFound);
      return {
        success: true as const,
        message: messages.updated,
        [keys.item]: resource.toItem(row),
      };
    },
  );
}

/** `DELETE <path>/:id`: the row, and what goes with it (`afterDelete`). */
export function registerDelete<
  T extends OrgTable,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Filters extends z.ZodObject,
>(routes: ResourceRoutes<T, Input, Item, Filters>, itemPath: string): void {
  const { app, db, resource } = routes;
  const { table, messages, tags } = resource;
  app.delete(
    itemPath,
    {
      config: { access: resource.access.write },
      schema: { tags, params: routes.params, response: { 200: messageResponseSchema } },
    },
    async (request: ItemRequest) => {
      const [row] = await db
        .delete(table)
        .where(routes.inOrg(currentOrg(request).id, request.params.id))
        .returning();
      if (!row) throw notFound(messages.notFound);
      await resource.afterDelete?.(row);
      return { success: true as const, message: messages.removed };
    },
  );
}
