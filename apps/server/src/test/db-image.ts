import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../db/client';

function imagePath(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `vedann-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Makes the migrated image if it is not there yet, and says where it is. The API project's
 * global setup calls it once before any test file starts, so no test's hook waits for it.
 */
export async function ensureMigratedImage(): Promise<string> {
  const file = imagePath();
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ queueLimit: 100 });
  await database.migrate();
  const image = await database.dumpImage?.();
  await database.close();
  if (!image) throw new Error('PGlite gave no image of its data folder');
  // Written aside and renamed, so a test worker never reads a half-written image.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

let image: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data folder as a tar, made once per set of migrations (the file name
 * carries their hash, so a changed or new migration makes a new image) and kept in the temporary
 * folder. Every test app starts from a copy of it instead of running initdb and every migration
 * again, which took seconds per test app. Read once per worker: the files of a worker share it.
 */
export function migratedImage(): Promise<Blob> {
  image ??= ensureMigratedImage().then((file) => new Blob([fs.readFileSync(file)]));
  return image;
}
