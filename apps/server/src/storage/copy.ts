import type { Readable } from 'node:stream';
import { assertValidKey } from './local';
import type { ListedObject, Storage } from './storage';

export interface CopyProgress {
  /** Objects looked at so far, of `total`. */
  done: number;
  total: number;
  copied: number;
  /** Already in the target with the same size: left as they are. */
  skipped: number;
}

export interface CopyResult extends CopyProgress {
  /** Keys a storage refuses (`assertValidKey`): not copied, named so they can be looked at. */
  refused: string[];
  /** Keys missing from the target, or of another size there, when listed after the copy. */
  missing: string[];
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function listAll(storage: Storage): Promise<Map<string, ListedObject>> {
  const objects = new Map<string, ListedObject>();
  for await (const object of storage.list('')) objects.set(object.key, object);
  return objects;
}

const isValidKey = (key: string): boolean => {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
};

/**
 * Copies every object of one storage into another (the uploads folder into S3: `npm run
 * files:to-s3`), then lists the target to check that each arrived whole. An object the target
 * already holds with the same size is skipped, so a copy stopped halfway is finished by running
 * it again. A write in progress (`*.tmp`, the local storage's half-written file) is not an upload.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopyResult> {
  const sources = [...(await listAll(from)).values()].filter((o) => !o.key.endsWith('.tmp'));
  const refused = sources.filter((o) => !isValidKey(o.key)).map((o) => o.key);
  const wanted = sources.filter((o) => isValidKey(o.key));
  const present = await listAll(to);
  const progress: CopyProgress = { done: 0, total: wanted.length, copied: 0, skipped: 0 };
  for (const object of wanted) {
    if (present.get(object.key)?.size === object.size) {
      progress.skipped += 1;
    } else {
      const stored = await from.get(object.key);
      // Deleted since it was listed (the orphan sweep of a running server): nothing to copy.
      if (stored) {
        await to.put(object.key, await readAll(stored.body), stored.contentType);
        progress.copied += 1;
      }
    }
    progress.done += 1;
    onProgress({ ...progress });
  }
  const arrived = await listAll(to);
  const stillThere = await listAll(from);
  const missing = wanted
    .filter((o) => stillThere.has(o.key) && arrived.get(o.key)?.size !== o.size)
    .map((o) => o.key);
  return { ...progress, refused, missing };
}
