import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_REUSE_ROWS,
  STOCK_MESSAGES,
  addQuantities,
  idSchema,
  messageResponseSchema,
  pageInfo,
  reuseRowInputSchema,
  reuseSubmitSchema,
  stockAlertsSchema,
  stockItemSchema,
  stockJournalEntrySchema,
  stockMoveSchema,
  stockQuerySchema,
  stockRowInputSchema,
  stockSettingsSchema,
  stockUseSchema,
  todayInIndia,
  pageQuerySchema,
  type StockLocation,
  type StockUnit,
} from '@vedann/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { badRequest } from '../../http/errors';
import { sendPageHeaders } from '../../http/paging';
import { readMultipartFiles, storeFile, type UploadedFile } from '../../http/uploads';
import { AHAR_STOCK_ACCESS } from './access';
import {
  addStock,
  deleteStock,
  expiryDays,
  findStock,
  listStock,
  moveStock,
  saveExpiryDays,
  toStockItem,
  undoLast,
  updateStock,
  useStock,
  type Actor,
  type NewStockValues,
} from './stock.service';
import { aharStockJournal } from './stock.table';

/** The spec's paths of each location (spec 04 section 7), under /api/v1. */
export const STOCK_PATHS: Record<StockLocation, string> = {
  showroom: '/api/v1/aharshowroom',
  warehouse: '/api/v1/suchigodown',
  reuse: '/api/v1/reuse',
};

const FILE_RULES = {
  pic: { category: 'image', rejectMessage: STOCK_MESSAGES.imageOnly },
  description: { category: 'pdf', rejectMessage: STOCK_MESSAGES.pdfOnly },
} as const;
type FileField = keyof typeof FILE_RULES;
const isFileField = (name: string): name is FileField => name === 'pic' || name === 'description';

const params = z.object({ id: idSchema });
const itemAnswer = z.object({ success: z.literal(true), item: stockItemSchema });
const changedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  item: stockItemSchema,
});
const itemsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  items: z.array(stockItemSchema),
});
const UPLOAD_NOTE =
  'JSON, or multipart/form-data with the same fields, a picture (PNG, JPEG, WebP or GIF) in `pic` and a PDF in `description`.';

type Item = { Params: { id: string } };

export function registerStockRoutes({ app, db, storage }: AppContext): void {
  const access = AHAR_STOCK_ACCESS;
  const tags = ['ahar'];
  const actor = (request: FastifyRequest): Actor => ({
    orgId: currentOrg(request).id,
    userId: currentUser(request).id,
    name: currentUser(request).fullname,
  });

  /** Stores a row's picture and PDF (after its fields were checked) and gives their columns. */
  async function storeRowFiles(
    request: FastifyRequest,
    files: Partial<Record<FileField, UploadedFile>>,
  ): Promise<Partial<NewStockValues>> {
    const who = actor(request);
    const values: Partial<NewStockValues> = {};
    for (const field of ['pic', 'description'] as const) {
      const file = files[field];
      if (!file) continue;
      const stored = await storeFile(db, storage, file, {
        ownerId: who.userId,
        orgId: who.orgId,
        isPublic: false,
      });
      if (field === 'pic') Object.assign(values, { pic: stored.url, picName: file.originalName });
      else Object.assign(values, { description: stored.url, descriptionName: file.originalName });
    }
    return values;
  }

  /** A showroom or warehouse row from JSON or a multipart form, its files stored. */
  async function readListRow(request: FastifyRequest): Promise<NewStockValues> {
    let fields: unknown = request.body ?? {};
    let files: Partial<Record<FileField, UploadedFile>> = {};
    if (request.isMultipart()) {
      const read = await readMultipartFiles(request, {
        maxFiles: 2,
        ruleFor: (field) => (isFileField(field) ? FILE_RULES[field] : undefined),
      });
      fields = read.fields;
      files = Object.fromEntries(read.files);
    }
    const row = stockRowInputSchema.parse(fields);
    return {
      name: row.name,
      category: row.category,
      expireDate: row.expireDate,
      manufacturing: row.manufacturing,
      price: row.price,
      quantity: row.quantity,
      unit: row.unit,
      quantityNumber: null,
      quantityKgL: null,
      offer: row.offer,
      ...(await storeRowFiles(request, files)),
    };
  }

  const reuseValues = (
    row: z.output<typeof reuseRowInputSchema>,
    unit: StockUnit = 'KG',
  ): NewStockValues => ({
    name: row.name,
    category: row.category,
    expireDate: row.expireDate,
    manufacturing: row.manufacturing,
    price: row.price,
    // Spec 04 section 3: the total is the price times the sum of both quantities.
    quantity: addQuantities(row.quantityNumber, row.quantityKgL),
    unit: row.unit ?? unit,
    quantityNumber: row.quantityNumber,
    quantityKgL: row.quantityKgL,
    offer: row.offer,
  });

  /**
   * One reuse row (PUT), from JSON or a multipart form with `pic` and `description`. Without a
   * `unit` the row keeps its own (a row of pieces moved in from a list stays PCS).
   */
  async function readReuseRow(
    request: FastifyRequest,
    previousUnit: StockUnit,
  ): Promise<NewStockValues> {
    let fields: unknown = request.body ?? {};
    let files: Partial<Record<FileField, UploadedFile>> = {};
    if (request.isMultipart()) {
      const read = await readMultipartFiles(request, {
        maxFiles: 2,
        ruleFor: (field) => (isFileField(field) ? FILE_RULES[field] : undefined),
      });
      fields = read.fields;
      files = Object.fromEntries(read.files);
    }
    return {
      ...reuseValues(reuseRowInputSchema.parse(fields), previousUnit),
      ...(await storeRowFiles(request, files)),
    };
  }

  /**
   * The reuse table's Submit: `inventory[i][name]`… as multipart (spec 04 section 7) with
   * `inventory[i][pic]` and `inventory[i][description]` files, or `{inventory: [...]}` as JSON.
   */
  async function readReuseSubmit(request: FastifyRequest): Promise<NewStockValues[]> {
    if (!request.isMultipart()) {
      const { inventory } = reuseSubmitSchema.parse(request.body ?? {});
      return inventory.map((row) => reuseValues(row));
    }
    const field = /^inventory\[(\d{1,3})\]\[(\w+)\]$/;
    const read = await readMultipartFiles(request, {
      maxFiles: MAX_REUSE_ROWS * 2,
      ruleFor: (name) => {
        const key = field.exec(name)?.[2];
        return key && isFileField(key) ? FILE_RULES[key] : undefined;
      },
    });
    const rows = new Map<number, Record<string, string>>();
    const files = new Map<number, Partial<Record<FileField, UploadedFile>>>();
    for (const [name, value] of Object.entries(read.fields)) {
      const match = field.exec(name);
      if (!match) continue;
      const index = Number(match[1]);
      rows.set(index, { ...rows.get(index), [match[2] ?? '']: value });
    }
    for (const [name, file] of read.files) {
      const match = field.exec(name);
      if (!match) continue;
      const index = Number(match[1]);
      if (!rows.has(index)) rows.set(index, {});
      files.set(index, { ...files.get(index), [match[2] as FileField]: file });
    }
    const indexes = [...rows.keys()].sort((a, b) => a - b);
    const { inventory } = reuseSubmitSchema.parse({
      inventory: indexes.map((i) => rows.get(i)),
    });
    // Every row was checked before any file is stored.
    const values: NewStockValues[] = [];
    for (const [position, row] of inventory.entries()) {
      const index = indexes[position] ?? position;
      values.push({
        ...reuseValues(row),
        ...(await storeRowFiles(request, files.get(index) ?? {})),
      });
    }
    return values;
  }

  for (const location of ['showroom', 'warehouse', 'reuse'] as const) {
    const path = STOCK_PATHS[location];

    app.get(
      path,
      {
        config: { access },
        schema: {
          tags,
          querystring: stockQuerySchema,
          response: { 200: z.array(stockItemSchema) },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const query = request.query as z.output<typeof stockQuerySchema>;
        const { rows, total } = await listStock(db, currentOrg(request).id, location, query);
        sendPageHeaders(reply, pageInfo(query, total));
        return rows.map(toStockItem);
      },
    );

    app.get(
      `${path}/:id`,
      { config: { access }, schema: { tags, params, response: { 200: itemAnswer } } },
      async (request: FastifyRequest<Item>) => ({
        success: true as const,
        item: toStockItem(await findStock(db, currentOrg(request).id, request.params.id, location)),
      }),
    );

    if (location === 'reuse') {
      app.post(
        path,
        {
          config: { access },
          schema: {
            tags,
            description: `JSON {inventory: [...]}, or multipart inventory[i][name, category, expireDate, price, manufacturing, quantityNumber, quantityKgL, offer, unit] with files inventory[i][pic] and inventory[i][description]; at most ${MAX_REUSE_ROWS} rows.`,
            response: { 201: itemsAnswer },
          },
        },
        async (request, reply) => {
          const rows = await addStock(db, actor(request), location, await readReuseSubmit(request));
          return reply.status(201).send({
            success: true as const,
            message: STOCK_MESSAGES.submitted,
            items: rows.map(toStockItem),
          });
        },
      );
    } else {
      app.post(
        path,
        {
          config: { access },
          schema: { tags, description: UPLOAD_NOTE, response: { 201: changedAnswer } },
        },
        async (request, reply) => {
          const [row] = await addStock(db, actor(request), location, [await readListRow(request)]);
          if (!row) throw badRequest(STOCK_MESSAGES.failedToSubmit);
          return reply.status(201).send({
            success: true as const,
            message: STOCK_MESSAGES.added,
            item: toStockItem(row),
          });
        },
      );
    }

    app.put(
      `${path}/:id`,
      {
        config: { access },
        schema: { tags, params, description: UPLOAD_NOTE, response: { 200: changedAnswer } },
      },
      async (request: FastifyRequest<Item>) => {
        const who = actor(request);
        // The row must be this business's before its body (and files) are read.
        const saved = await findStock(db, who.orgId, request.params.id, location);
        const values =
          location === 'reuse'
            ? await readReuseRow(request, saved.unit)
            : await readListRow(request);
        const row = await updateStock(db, who, location, request.params.id, () => values);
        return {
          success: true as const,
          message: STOCK_MESSAGES.itemUpdated,
          item: toStockItem(row),
        };
      },
    );

    app.delete(
      `${path}/:id`,
      { config: { access }, schema: { tags, params, response: { 200: messageResponseSchema } } },
      async (request: FastifyRequest<Item>) => {
        await deleteStock(db, actor(request), location, request.params.id);
        return { success: true, message: STOCK_MESSAGES.removed };
      },
    );
  }

  app.post(
    '/api/v1/ahar/stock/:id/move',
    {
      config: { access },
      schema: { tags, params, body: stockMoveSchema, response: { 200: changedAnswer } },
    },
    async (request: FastifyRequest<Item>) => {
      const { to, quantity } = request.body as z.output<typeof stockMoveSchema>;
      const row = await moveStock(db, actor(request), request.params.id, to, quantity);
      return { success: true as const, message: STOCK_MESSAGES.moved, item: toStockItem(row) };
    },
  );

  app.post(
    '/api/v1/ahar/stock/use',
    {
      config: { access },
      schema: {
        tags,
        body: stockUseSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            taken: z.array(
              z.object({
                itemId: z.string(),
                expireDate: z.string().nullable(),
                quantity: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const taken = await useStock(db, actor(request), request.body);
      return { success: true as const, message: STOCK_MESSAGES.used, taken };
    },
  );

  const journalAnswer = z
    .object({ success: z.literal(true), entries: z.array(stockJournalEntrySchema) })
    .extend({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });
  const toEntry = (row: typeof aharStockJournal.$inferSelect) => ({
    _id: row.id,
    action: row.action,
    by: row.byName,
    at: row.createdAt.toISOString(),
    name: row.name,
    quantity: row.quantity,
    from: row.fromLocation,
    to: row.toLocation,
    undone: row.undoneAt !== null,
  });

  async function journalPage(
    orgId: string,
    query: z.output<typeof pageQuerySchema>,
    lineage?: string,
  ) {
    const where = and(
      eq(aharStockJournal.orgId, orgId),
      lineage
        ? sql`${aharStockJournal.lineages} @> ${JSON.stringify([lineage])}::jsonb`
        : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(aharStockJournal)
        .where(where)
        .orderBy(desc(aharStockJournal.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(aharStockJournal).where(where),
    ]);
    return {
      success: true as const,
      entries: rows.map(toEntry),
      ...pageInfo(query, totals?.total ?? 0),
    };
  }

  app.get(
    '/api/v1/ahar/stock/journal',
    {
      config: { access },
      schema: { tags, querystring: pageQuerySchema, response: { 200: journalAnswer } },
    },
    async (request) => journalPage(currentOrg(request).id, request.query),
  );

  app.get(
    '/api/v1/ahar/stock/:id/history',
    {
      config: { access },
      schema: { tags, params, querystring: pageQuerySchema, response: { 200: journalAnswer } },
    },
    async (request: FastifyRequest<Item>) => {
      const org = currentOrg(request);
      const row = await findStock(db, org.id, request.params.id);
      return journalPage(org.id, request.query as z.output<typeof pageQuerySchema>, row.lineageId);
    },
  );

  app.post(
    '/api/v1/ahar/stock/journal/undo',
    { config: { access }, schema: { tags, response: { 200: messageResponseSchema } } },
    async (request) => {
      await undoLast(db, currentOrg(request).id);
      return { success: true, message: STOCK_MESSAGES.undone };
    },
  );

  app.get(
    '/api/v1/ahar/stock/alerts',
    { config: { access }, schema: { tags, response: { 200: stockAlertsSchema } } },
    async (request) => {
      const orgId = currentOrg(request).id;
      const days = await expiryDays(db, orgId);
      const today = todayInIndia();
      const part = async (kind: 'expired' | 'soon') => {
        const { rows, total } = await listStock(db, orgId, null, {
          page: 1,
          limit: 10,
          expiry: kind,
        });
        return { count: total, items: rows.map(toStockItem) };
      };
      const [expired, soon] = await Promise.all([part('expired'), part('soon')]);
      return { days, today, expired, soon };
    },
  );

  const settingsAnswer = z.object({ success: z.literal(true), expiryDays: z.number() });
  app.get(
    '/api/v1/ahar/stock/settings',
    { config: { access }, schema: { tags, response: { 200: settingsAnswer } } },
    async (request) => ({
      success: true as const,
      expiryDays: await expiryDays(db, currentOrg(request).id),
    }),
  );
  app.put(
    '/api/v1/ahar/stock/settings',
    {
      config: { access },
      schema: {
        tags,
        body: stockSettingsSchema,
        response: { 200: settingsAnswer.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { expiryDays: days } = request.body;
      await saveExpiryDays(db, currentOrg(request).id, days);
      return { success: true as const, message: STOCK_MESSAGES.settingsSaved, expiryDays: days };
    },
  );
}
