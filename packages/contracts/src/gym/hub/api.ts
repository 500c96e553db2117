import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from '../../common/api';
import { endpoint, resource, type OrgKindAccess } from '../../common/endpoint';
import { exerciseLibrariesApi } from './exercises-api';
import { gymProfileSchema } from './profile';
import { gymHubRecordsApi } from './records-api';
import { dietPlanInputSchema, dietPlanSchema, workoutInputSchema, workoutSchema } from './records';

const EXERCISE: OrgKindAccess = { org: 'gym', permission: 'exercise' };
const NUTRITION: OrgKindAccess = { org: 'gym', permission: 'nutrition' };

const workouts = resource({
  path: '/workouts',
  access: { read: EXERCISE, write: EXERCISE },
  keys: { list: 'workouts', item: 'workout' },
  input: workoutInputSchema,
  item: workoutSchema,
});
const dietPlans = resource({
  path: '/diet-plans',
  access: { read: NUTRITION, write: NUTRITION },
  keys: { list: 'dietPlans', item: 'dietPlan' },
  input: dietPlanInputSchema,
  item: dietPlanSchema,
});

const profileAnswer = z.object({ success: z.literal(true), profile: gymProfileSchema.nullable() });
/** What the API docs say of a profile's create and update (the body may be multipart). */
const PROFILE_UPLOAD_NOTE =
  'JSON, or multipart/form-data with the same fields, `taxes` as JSON text and a PNG, JPEG, WebP or GIF image in `image`.';
/** A profile's create and update: JSON, or multipart with `taxes` as JSON text and `image`. */
const changedProfile = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: gymProfileSchema,
});

/**
 * The gym's hub: its records, the exercise libraries and the gym profile. The gym profile (spec
 * 03 sections 3 and 7) is one per gym: every member of the gym reads it; the owner and admins
 * write it (no gym permission of spec 03 section 6 names it).
 */
export const gymHubApi = {
  workouts,
  dietPlans,
  /**
   * The resources' lists read as endpoints, where a screen reads them only with a permission
   * (`useEndpoint`'s `enabled`): the client table's plan choices. The server's are the resources'.
   */
  workoutChoices: endpoint({
    method: 'GET',
    path: workouts.path,
    access: workouts.access.read,
    query: pageQuerySchema,
    answer: z
      .object({ success: z.literal(true), workouts: z.array(workoutSchema) })
      .extend(pageInfoSchema.shape),
  }),
  dietPlanChoices: endpoint({
    method: 'GET',
    path: dietPlans.path,
    access: dietPlans.access.read,
    query: pageQuerySchema,
    answer: z
      .object({ success: z.literal(true), dietPlans: z.array(dietPlanSchema) })
      .extend(pageInfoSchema.shape),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/gymProfiles',
    access: { org: 'gym' },
    answer: profileAnswer,
  }),
  /** The spec's GET /api/gymProfiles/{gymId}: the current gym's profile by its gym id or _id. */
  profileOf: endpoint({
    method: 'GET',
    path: '/gymProfiles/:gymId',
    access: { org: 'gym' },
    params: z.object({ gymId: z.string().max(24) }),
    answer: profileAnswer,
  }),
  createProfile: endpoint({
    method: 'POST',
    path: '/gymProfiles',
    access: 'org-admin',
    description: PROFILE_UPLOAD_NOTE,
    answer: changedProfile,
    status: 201,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/gymProfiles/:id',
    access: 'org-admin',
    params: z.object({ id: z.string().max(24) }),
    description: PROFILE_UPLOAD_NOTE,
    answer: changedProfile,
  }),
  ...gymHubRecordsApi,
  /** The eleven exercise libraries, by category (`gymApi.hub.exercises.back`). */
  exercises: exerciseLibrariesApi,
};
