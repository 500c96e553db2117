import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { files } from '../domains/files/files.table';
import type { Storage } from '../storage/storage';
import { HttpError, badRequest } from './errors';
import { UPLOAD_LIMITS, allowedTypes, sniffUpload, type FileCategory } from './file-type';
import { NUL_MESSAGE } from './input';

/** Room for the text fields, part headers and boundaries beside the file of a multipart body. */
export const MULTIPART_OVERHEAD = 256 * 1024;
/** The largest multipart body any route takes (the largest file plus the fields). */
export const MAX_MULTIPART_BODY = Math.max(...Object.values(UPLOAD_LIMITS)) + MULTIPART_OVERHEAD;

export const tooLargeMessage = (limit: number) =>
  `The file must be at most ${Math.round(limit / 1024 / 1024)} MB.`;

/** The Content-Length a request declares, or undefined (chunked, or none). */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}

export interface UploadedFile {
  buffer: Buffer;
  mime: string;
  ext: string;
  originalName: string;
}

export interface MultipartOptions {
  /** The file's field, or its names where two are taken (spec 04's `image`, the form's `logo`). */
  fileField: string | readonly string[];
  category: FileCategory;
  /** The spec's own wording for a rejected file (wrong type or too large), where it has one. */
  rejectMessage?: string;
  /**
   * The spec's own wording for a file of the wrong type only (spec 03 section 5 gives each
   * upload field its own); a file that is too large then gets the size message.
   */
  typeMessage?: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/**
 * Reads a multipart body: text fields, and one file checked by its bytes (never its name or the
 * client's content type) and by size while it streams in.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<MultipartBody> {
  const names: readonly string[] =
    typeof options.fileField === 'string' ? [options.fileField] : options.fileField;
  const rule: FileRule = {
    category: options.category,
    rejectMessage: options.rejectMessage,
    typeMessage: options.typeMessage,
  };
  const { fields, files } = await readParts(request, {
    bodyLimit: UPLOAD_LIMITS[options.category],
    fileLimit: UPLOAD_LIMITS[options.category],
    bodyTooLarge: options.rejectMessage,
    maxFiles: 1,
    ruleFor: (field) => (names.includes(field) ? rule : undefined),
  });
  return { fields, file: names.map((name) => files.get(name)).find(Boolean) };
}

/** The kind of file a field takes, and the spec's words for a wrong one. */
export interface FileRule {
  category: FileCategory;
  /** For a file of the wrong type or too large. */
  rejectMessage?: string;
  /** For a file of the wrong type only (before rejectMessage); too large keeps its own. */
  typeMessage?: string;
}

/**
 * A multipart body with several files (the ahar's reuse table sends a picture and a PDF per row):
 * each file field is named by `ruleFor`, which gives its kind; each file is checked by its bytes
 * and its own kind's size. The whole body is held to the largest multipart body any route takes.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  options: { maxFiles: number; ruleFor(field: string): FileRule | undefined },
): Promise<{ fields: Record<string, string>; files: Map<string, UploadedFile> }> {
  return readParts(request, {
    bodyLimit: MAX_MULTIPART_BODY - MULTIPART_OVERHEAD,
    fileLimit: Math.max(...Object.values(UPLOAD_LIMITS)),
    maxFiles: options.maxFiles,
    ruleFor: (field) => options.ruleFor(field),
  });
}

async function readParts(
  request: FastifyRequest,
  options: {
    bodyLimit: number;
    /** What the stream stops at; each kind's own limit is checked after. */
    fileLimit: number;
    bodyTooLarge?: string | undefined;
    maxFiles: number;
    ruleFor(field: string): FileRule | undefined;
  },
): Promise<{ fields: Record<string, string>; files: Map<string, UploadedFile> }> {
  // Refused before a byte of the body is read: the connection is closed after the answer
  // (registerUploadHandling), so the client cannot make the server read the rest either.
  const length = declaredLength(request);
  if (length !== undefined && length > options.bodyLimit + MULTIPART_OVERHEAD)
    throw new HttpError(413, options.bodyTooLarge ?? tooLargeMessage(options.bodyLimit));
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  const parts = request.parts({
    limits: {
      fileSize: options.fileLimit,
      files: options.maxFiles,
      fields: 50 + options.maxFiles * 10,
      fieldSize: 64 * 1024,
    },
  });
  for await (const part of parts) {
    if (part.fieldname.includes('\0')) throw badRequest(NUL_MESSAGE);
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        if (part.value.includes('\0')) throw badRequest(NUL_MESSAGE);
        fields[part.fieldname] = part.value;
      }
      continue;
    }
    if (part.filename.includes('\0')) {
      part.file.resume();
      throw badRequest(NUL_MESSAGE);
    }
    const rule = options.ruleFor(part.fieldname);
    if (!rule) {
      part.file.resume();
      throw badRequest(`Unexpected file field "${part.fieldname}".`);
    }
    const limit = UPLOAD_LIMITS[rule.category];
    const tooLarge = rule.rejectMessage ?? tooLargeMessage(limit);
    const wrongType =
      rule.typeMessage ??
      rule.rejectMessage ??
      {
        image: 'The file must be a PNG, JPEG, WebP or GIF image.',
        pdf: 'The file must be a PDF.',
        document: 'The file must be a PDF, PNG or JPEG.',
        csv: 'The file must be a CSV file.',
      }[rule.category];
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, tooLarge);
      throw error;
    }
    if (buffer.length === 0) continue;
    if (buffer.length > limit) throw new HttpError(413, tooLarge);
    const type = sniffUpload(buffer, rule.category);
    if (!type || !allowedTypes(rule.category).includes(type.mime))
      throw new HttpError(415, wrongType);
    const file = {
      buffer,
      mime: type.mime,
      ext: type.ext,
      originalName: part.filename.slice(0, 200),
    };
    uploadedBy.set(file, request);
    files.set(part.fieldname, file);
  }
  return { fields, files };
}

interface StoredUpload {
  id: string;
  key: string;
}

/** Which request each uploaded file came in with, and what each request stored. */
const uploadedBy = new WeakMap<UploadedFile, FastifyRequest>();
const storedBy = new WeakMap<FastifyRequest, StoredUpload[]>();

/**
 * The shared rules for upload requests, for every route:
 * - a multipart body larger than any route takes is refused from its Content-Length, before it
 *   is read (readMultipart applies the route's own, smaller limit the same way);
 * - an answer sent before the request body was read to its end closes the connection, so a
 *   refused upload is not read on (Node would otherwise drain it to keep the connection);
 * - a request that fails (4xx or 5xx) after storing files removes them, rows and bytes, so a
 *   refused upload leaves nothing behind.
 */
export function registerUploadHandling(app: FastifyInstance, db: Db, storage: Storage): void {
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart()) return;
    const length = declaredLength(request);
    if (length !== undefined && length > MAX_MULTIPART_BODY)
      throw new HttpError(413, tooLargeMessage(MAX_MULTIPART_BODY - MULTIPART_OVERHEAD));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
    const stored = storedBy.get(request);
    if (!stored || stored.length === 0 || reply.statusCode < 400) return;
    storedBy.delete(request);
    try {
      await discardFiles(db, storage, stored);
    } catch (err) {
      request.log.warn({ err }, 'could not remove the files of a failed upload');
    }
  });
}

async function discardFiles(db: Db, storage: Storage, stored: StoredUpload[]): Promise<void> {
  await db.delete(files).where(
    inArray(
      files.id,
      stored.map((s) => s.id),
    ),
  );
  for (const { key } of stored) await storage.delete(key);
}

export interface StoreOptions {
  ownerId: string | null;
  orgId: string | null;
  isPublic: boolean;
  /** Readable by any signed-in account, not by anonymous visitors. */
  signedInOnly?: boolean;
}

/**
 * A multipart text field that carries JSON (spec 04's `founders` and `contact`): its value, the
 * text itself when it is not JSON (the schema then answers with the field's message), or
 * undefined when the field was not sent.
 */
export function jsonField(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Saves the bytes under a name the server makes, and records who may read them. */
export async function storeFile(
  db: Db,
  storage: Storage,
  file: UploadedFile,
  options: StoreOptions,
): Promise<{ id: string; url: string }> {
  const id = newId();
  const key = `${file.mime === 'application/pdf' ? 'documents/' : 'images/'}${id}.${file.ext}`;
  const request = uploadedBy.get(file);
  if (request) {
    // Recorded before the bytes are written, so a failure at any later step removes them.
    const list = storedBy.get(request) ?? [];
    list.push({ id, key });
    storedBy.set(request, list);
  }
  await storage.put(key, file.buffer, file.mime);
  await db.insert(files).values({
    id,
    key,
    contentType: file.mime,
    size: file.buffer.length,
    ownerId: options.ownerId,
    orgId: options.orgId,
    isPublic: options.isPublic,
    signedInOnly: options.signedInOnly ?? false,
    originalName: file.originalName,
  });
  return { id, url: fileUrl(id) };
}

export const fileUrl = (id: string) => `/api/v1/files/${id}`;

/** Removes a file the account uploaded and no longer uses, such as a replaced profile photo. */
export async function deleteOwnFile(
  db: Db,
  storage: Storage,
  url: string,
  ownerId: string,
): Promise<void> {
  const id = /^\/api\/v1\/files\/([0-9a-f]{24})$/.exec(url)?.[1];
  if (!id) return;
  const [removed] = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
    .returning({ key: files.key });
  if (removed) await storage.delete(removed.key);
}

/** The folders storeFile writes to. */
const STORED_FOLDERS = ['images/', 'documents/'] as const;

/** Stored files younger than this are never swept: their row may still be on its way. */
export const SWEEP_GRACE_MS = 60 * 60_000;

/**
 * Removes stored objects that no `files` row refers to, once older than the grace period. The
 * files table is the register of uploads: storeFile writes the bytes, then the row, and every
 * reader finds the bytes through a row; an object without a row (the process stopped between
 * the two, or a failed request's clean-up could not finish) is unreachable. Returns the keys it
 * removed.
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: Storage,
  options: { graceMs?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? SWEEP_GRACE_MS);
  const candidates: string[] = [];
  // Only the folders storeFile writes to: a shared bucket's other objects are not ours.
  for (const prefix of STORED_FOLDERS) {
    for await (const object of storage.list(prefix)) {
      if (object.modifiedAt.getTime() <= cutoff) candidates.push(object.key);
    }
  }
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    // storeFile names the bytes after the row's id, so the rows are found by primary key.
    const ids = batch.map((key) => STORED_KEY.exec(key)?.[1]).filter((id) => id !== undefined);
    const others = batch.filter((key) => !STORED_KEY.test(key) && !key.endsWith('.tmp'));
    const known = [
      ...(ids.length > 0
        ? await db.select({ key: files.key }).from(files).where(inArray(files.id, ids))
        : []),
      ...(others.length > 0
        ? await db.select({ key: files.key }).from(files).where(inArray(files.key, others))
        : []),
    ];
    const referenced = new Set(known.map((row) => row.key));
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
  }
  return removed;
}

/** The keys storeFile makes: `images/<id>.png`, `documents/<id>.pdf`. */
const STORED_KEY = /^[a-z]+\/([0-9a-f]{24})\.[a-z0-9]+$/;
