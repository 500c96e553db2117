import { and, eq } from 'drizzle-orm';
import { EXERCISE_CATEGORY_KEYS } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import type { OrgSetupStep } from '../../orgs/orgs.service';
import { EXERCISE_LIBRARY } from './exercise-library';
import { gymExercises } from './exercises.table';

/** Gives a gym the exercise library, once: a gym that already has exercises keeps its own. */
export async function addExerciseLibrary(db: Db, orgId: string): Promise<void> {
  const [any] = await db
    .select({ id: gymExercises.id })
    .from(gymExercises)
    .where(and(eq(gymExercises.orgId, orgId)))
    .limit(1);
  if (any) return;
  await db
    .insert(gymExercises)
    .values(
      EXERCISE_CATEGORY_KEYS.flatMap((category) =>
        EXERCISE_LIBRARY[category].map((exercise) => ({ ...exercise, category, orgId })),
      ),
    );
}

/** Every new gym starts with the eleven libraries filled (issue 13 section 3). */
export const exerciseLibrarySetup: OrgSetupStep = {
  name: 'exercise libraries',
  kinds: ['gym'],
  run: (tx, org) => addExerciseLibrary(tx, org.id),
};
