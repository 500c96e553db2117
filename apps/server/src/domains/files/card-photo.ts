import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { files } from './files.table';

/** A photo larger than this is left off the card rather than read into memory. */
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/**
 * The bytes of a person's photo for an ID card, given the URL a record keeps
 * (`/api/v1/files/<id>`): undefined when there is none, it belongs to another business, or it is
 * too large, so the card is drawn without it rather than failing.
 */
export async function cardPhoto(
  db: Db,
  storage: Storage,
  orgId: string,
  url: string | null | undefined,
): Promise<Uint8Array | undefined> {
  const id = /^\/api\/v1\/files\/([0-9a-f]{24})$/.exec(url ?? '')?.[1];
  if (!id) return undefined;
  const [file] = await db
    .select({ key: files.key, size: files.size, orgId: files.orgId })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  if (!file || file.orgId !== orgId || file.size > MAX_PHOTO_BYTES) return undefined;
  const stored = await storage.get(file.key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
