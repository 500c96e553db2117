import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MAX_REUSE_ROWS,
  STOCK_MESSAGES,
  addQuantities,
  reuseRowInputSchema,
  reuseSubmitSchema,
  stockRowInputSchema,
  type StockUnit,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { readMultipartFiles, storeFile, type UploadedFile } from '../../../http/uploads';
import type { Actor, NewStockValues } from './stock-item';

/** What reading a row's form needs: the database and storage its files go to. */
export type FormDeps = Pick<AppContext, 'db' | 'storage'>;

const FILE_RULES = {
  pic: { category: 'image', rejectMessage: STOCK_MESSAGES.imageOnly },
  description: { category: 'pdf', rejectMessage: STOCK_MESSAGES.pdfOnly },
} as const;
type FileField = keyof typeof FILE_RULES;
const isFileField = (name: string): name is FileField => name === 'pic' || name === 'description';

/** Who makes a change, as the journal names them. */
export const actor = (request: FastifyRequest): Actor => ({
  orgId: currentOrg(request).id,
  userId: currentUser(request).id,
  name: currentUser(request).fullname,
});

/** Stores a row's picture and PDF (after its fields were checked) and gives their columns. */
async function storeRowFiles(
  { db, storage }: FormDeps,
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

/** One row's fields and files, from JSON or a multipart form with `pic` and `description`. */
async function readRowForm(request: FastifyRequest) {
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
  return { fields, files };
}

/** A showroom or warehouse row from JSON or a multipart form, its files stored. */
export async function readListRow(
  deps: FormDeps,
  request: FastifyRequest,
): Promise<NewStockValues> {
  const { fields, files } = await readRowForm(request);
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
    ...(await storeRowFiles(deps, request, files)),
  };
}

/** A reuse row as stored: its quantity the sum of Number and Kg/L, the Kg/L part KG unless said. */
export const reuseValues = (
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
export async function readReuseRow(
  deps: FormDeps,
  request: FastifyRequest,
  previousUnit: StockUnit,
): Promise<NewStockValues> {
  const { fields, files } = await readRowForm(request);
  return {
    ...reuseValues(reuseRowInputSchema.parse(fields), previousUnit),
    ...(await storeRowFiles(deps, request, files)),
  };
}

/**
 * The reuse table's Submit: `inventory[i][name]`… as multipart (spec 04 section 7) with
 * `inventory[i][pic]` and `inventory[i][description]` files, or `{inventory: [...]}` as JSON.
 */
export async function readReuseSubmit(
  deps: FormDeps,
  request: FastifyRequest,
): Promise<NewStockValues[]> {
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
      ...(await storeRowFiles(deps, request, files.get(index) ?? {})),
    });
  }
  return values;
}
