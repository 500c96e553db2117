import { eq } from 'drizzle-orm';
import type { PlacementProfile, SelfRating, WorkHistory } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { placementProfiles } from './placement.table';

/** The student's own documents, each a column of their placement_profiles row. */
export interface PlacementDocuments {
  profile: PlacementProfile;
  selfRating: SelfRating;
  workHistory: WorkHistory;
}
export type PlacementDocumentColumn = keyof PlacementDocuments;

/** The student's saved document; null or undefined before the first save. */
export async function readPlacementDocument(
  db: Db,
  userId: string,
  column: PlacementDocumentColumn,
): Promise<unknown> {
  const [row] = await db
    .select({ data: placementProfiles[column] })
    .from(placementProfiles)
    .where(eq(placementProfiles.userId, userId));
  return row?.data;
}

/** Saves one document, making the student's row on the first save. */
export async function savePlacementDocument<Column extends PlacementDocumentColumn>(
  db: Db,
  userId: string,
  column: Column,
  data: PlacementDocuments[Column],
): Promise<void> {
  await db
    .insert(placementProfiles)
    .values({ userId, [column]: data })
    .onConflictDoUpdate({ target: placementProfiles.userId, set: { [column]: data } });
}
