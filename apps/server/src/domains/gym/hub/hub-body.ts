import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import type { FileCategory } from '../../../http/file-type';
import { readMultipart, storeFile } from '../../../http/uploads';
import type { Storage } from '../../../storage/storage';

export interface HubFileOptions {
  field: string;
  category: FileCategory;
  /** The spec's words for a file of the wrong type (spec 03 section 5). */
  typeMessage: string;
  isPublic?: boolean;
}

/**
 * The body of a hub form sent as JSON or as multipart with one file (the spec's multipart
 * forms): fields are checked by the schema before the file is stored, so a refused form leaves
 * no file behind. `jsonFields` are multipart fields sent as JSON text (a profile's taxes).
 */
export async function readHubBody<S extends z.ZodType>(
  request: FastifyRequest,
  deps: { db: Db; storage: Storage },
  schema: S,
  file: HubFileOptions,
  owner: { userId: string; orgId: string },
  jsonFields: { names: readonly string[]; message: string } = { names: [], message: '' },
): Promise<{ body: z.output<S>; fileUrl: string | undefined }> {
  if (!request.isMultipart()) return { body: schema.parse(request.body ?? {}), fileUrl: undefined };
  const { fields, file: uploaded } = await readMultipart(request, {
    fileField: file.field,
    category: file.category,
    typeMessage: file.typeMessage,
  });
  const values: Record<string, unknown> = { ...fields };
  for (const name of jsonFields.names) {
    const text = fields[name];
    if (text === undefined) continue;
    try {
      values[name] = JSON.parse(text) as unknown;
    } catch {
      throw badRequest(jsonFields.message);
    }
  }
  const body = schema.parse(values);
  if (!uploaded) return { body, fileUrl: undefined };
  const stored = await storeFile(deps.db, deps.storage, uploaded, {
    ownerId: owner.userId,
    orgId: owner.orgId,
    isPublic: file.isPublic ?? false,
  });
  return { body, fileUrl: stored.url };
}
