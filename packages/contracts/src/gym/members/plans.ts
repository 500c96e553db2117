import { z } from 'zod';
import { idSchema } from '../../common/api';
import { dietPlanSchema } from '../hub/records';
import { GYM_FEE_STATUSES } from './fees';
import { gymMemberSchema } from './members';
import { feePayStateSchema } from '../../payments/utr';

/**
 * Beyond the spec: the gym assigns each member a workout plan and a diet plan; the client table
 * (spec 03 section 3: clients with their workout and a PDF) lists them, and the member sees both
 * on their own gym page.
 */
export const GYM_PLAN_MESSAGES = {
  workoutNotFound: 'Workout plan not found.',
  dietPlanNotFound: 'Diet plan not found.',
  workoutAssigned: 'Workout plan assigned.',
  dietPlanAssigned: 'Diet plan assigned.',
  noWorkout: 'This member has no workout plan yet.',
  membershipNotFound: 'This gym does not list you as a member.',
} as const;

/** `PUT /gym/members/{id}/workout`: null takes the plan away. */
export const gymAssignWorkoutSchema = z.object({ workoutId: idSchema.nullable() });
/** `PUT /gym/members/{id}/diet-plan`: null takes the plan away. */
export const gymAssignDietPlanSchema = z.object({ dietPlanId: idSchema.nullable() });

const assignedWorkout = z.object({ _id: z.string(), workouts: z.array(z.string()) });

/** A row of the client table: the member and the plans assigned to them. */
export const gymClientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  memberId: z.string(),
  workout: assignedWorkout.nullable(),
  dietPlan: z.object({ _id: z.string(), planName: z.string() }).nullable(),
});
export type GymClient = z.infer<typeof gymClientSchema>;

/** What a member sees of one gym on their own page. */
export const gymMyMembershipSchema = z.object({
  gym: z.object({ _id: z.string(), name: z.string() }),
  member: gymMemberSchema,
  batch: z
    .object({ batchName: z.string(), batchOpenTime: z.string(), batchCloseTime: z.string() })
    .nullable(),
  /** The member's latest fee rows, newest first. */
  fees: z.array(
    z.object({
      _id: z.string(),
      feeFrom: z.string(),
      feeTo: z.string(),
      amount: z.number(),
      penalty: z.number(),
      status: z.enum(GYM_FEE_STATUSES),
      currency: z.string(),
      pay: feePayStateSchema,
    }),
  ),
  workout: assignedWorkout.nullable(),
  dietPlan: dietPlanSchema.nullable(),
});
export type GymMyMembership = z.infer<typeof gymMyMembershipSchema>;

/** How many fee rows the member's page shows. */
export const MY_GYM_FEE_ROWS = 6;
