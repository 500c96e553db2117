import { z } from 'zod';
import { idSchema, messageResponseSchema } from '../../common/api';
import { endpoint, resource, type OrgKindAccess } from '../../common/endpoint';
import {
  EXERCISE_CATEGORY_KEYS,
  exerciseInputSchema,
  exerciseSchema,
  type ExerciseCategory,
} from './exercises';

const EXERCISE: OrgKindAccess = { org: 'gym', permission: 'exercise' };
const params = z.object({ id: idSchema });

/**
 * One exercise library (spec 03 section 7), `/api/C/exercises` for its category C. The list
 * answers the bare array (the page in PAGE_HEADERS); POST and PATCH answer the exercise itself,
 * as the spec's calls read them.
 */
function exerciseLibraryAt(category: ExerciseCategory) {
  const path = `/${category}/exercises`;
  return {
    list: resource({
      path,
      verbs: ['list'],
      access: { read: EXERCISE, write: EXERCISE },
      keys: { list: 'exercises', item: 'exercise' },
      bareList: true,
      input: exerciseInputSchema,
      item: exerciseSchema,
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      access: EXERCISE,
      params,
      answer: exerciseSchema,
    }),
    /** Every field optional: the spec's defaults fill in. */
    create: endpoint({
      method: 'POST',
      path,
      access: EXERCISE,
      body: exerciseInputSchema.nullish(),
      answer: exerciseSchema,
      status: 201,
    }),
    /**
     * JSON, or multipart with the same fields and a new image in `image`: read by the route
     * itself (`exercisePatchSchema`), after it has found the exercise.
     */
    update: endpoint({
      method: 'PATCH',
      path: `${path}/:id`,
      access: EXERCISE,
      params,
      description:
        'JSON, or multipart/form-data with the same fields and a PNG, JPEG, WebP or GIF image in `image`.',
      answer: exerciseSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      access: EXERCISE,
      params,
      answer: messageResponseSchema,
    }),
  };
}

/** An exercise library's declarations. */
export type ExerciseLibraryApi = ReturnType<typeof exerciseLibraryAt>;

/** The eleven libraries, by category. */
export const exerciseLibrariesApi = Object.fromEntries(
  EXERCISE_CATEGORY_KEYS.map((category) => [category, exerciseLibraryAt(category)]),
) as Record<ExerciseCategory, ExerciseLibraryApi>;
