import { ensureMigratedImage } from './db-image';

/** Runs once before the API tests: the migrated image is made here, outside any test's time-out. */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensureMigratedImage();
}
