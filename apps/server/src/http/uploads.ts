import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { files } from '../domains/files/files.table';
import type { Storage } from '../storage/storage';
import { HttpError, badRequest } from './errors';
import { UPLOAD_LIMITS, allowedTypes, sniffFileType, type FileCategory } from './file-type';

export interface UploadedFile {
  buffer: Buffer;
  mime: string;
  ext: string;
  originalName: string;
}

export interface MultipartOptions {
  fileField: string;
  category: FileCategory;
  /** The spec's own wording for a rejected file, where it has one. */
  rejectMessage?: string;
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
  const limit = UPLOAD_LIMITS[options.category];
  const tooLarge =
    options.rejectMessage ?? `The file must be at most ${Math.round(limit / 1024 / 1024)} MB.`;
  const wrongType =
    options.rejectMessage ??
    (options.category === 'image'
      ? 'The file must be a PNG, JPEG, WebP or GIF image.'
      : 'The file must be a PDF.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  const parts = request.parts({
    limits: { fileSize: limit, files: 1, fields: 50, fieldSize: 64 * 1024 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== options.fileField) {
      part.file.resume();
      throw badRequest(`Unexpected file field "${part.fieldname}".`);
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, tooLarge);
      throw error;
    }
    if (buffer.length === 0) continue;
    const type = sniffFileType(buffer.subarray(0, 16));
    if (!type || !allowedTypes(options.category).includes(type.mime))
      throw new HttpError(415, wrongType);
    file = { buffer, mime: type.mime, ext: type.ext, originalName: part.filename.slice(0, 200) };
  }
  return { fields, file };
}

export interface StoreOptions {
  ownerId: string | null;
  orgId: string | null;
  isPublic: boolean;
  /** Readable by any signed-in account, not by anonymous visitors. */
  signedInOnly?: boolean;
}

/** Saves the bytes under a name the server makes, and records who may read them. */
export async function storeFile(
  db: Db,
  storage: Storage,
  file: UploadedFile,
  options: StoreOptions,
): Promise<{ id: string; url: string }> {
  const id = newId();
  const key = `${file.mime === 'application/pdf' ? 'documents' : 'images'}/${id}.${file.ext}`;
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
