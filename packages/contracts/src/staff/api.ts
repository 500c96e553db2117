import { resource, type OrgKindsAccess } from '../common/endpoint';
import { staffInputSchema, staffSchema, teamUserInputSchema, teamUserSchema } from './staff';

/** Trainers are the gym's `trainer` permission; the ahar's and the barber's `staff`. */
const STAFF_ACCESS: OrgKindsAccess = {
  orgs: { gym: 'trainer', ahar: 'staff', barber: 'staff' },
};

/** The gym's `user` permission (spec 03 section 6); the ahar's `users`. */
const TEAM_USERS_ACCESS: OrgKindsAccess = { orgs: { gym: 'user', ahar: 'users' } };

/**
 * Gym trainers, ahar staff and barber staff at one area's path: one table of records with a
 * photo (the create is multipart, the photo in `image`).
 */
const staffAt = (path: string) =>
  resource({
    path,
    access: { read: STAFF_ACCESS, write: STAFF_ACCESS },
    keys: { list: 'trainers', item: 'trainer' },
    input: staffInputSchema,
    item: staffSchema,
  });

/**
 * The gym's and ahar's User panel at one area's path: the business's sign-in users (its team).
 * Create takes `teamUserInputSchema`; update takes `teamUserUpdateSchema` (no new password).
 */
const teamUsersAt = (path: string) =>
  resource({
    path,
    access: { read: TEAM_USERS_ACCESS, write: TEAM_USERS_ACCESS },
    keys: { list: 'users', item: 'user' },
    input: teamUserInputSchema,
    item: teamUserSchema,
  });

/** The kit's people modules, each area's path once. */
export const staffApi = {
  gymTrainers: staffAt('/gym/trainers'),
  aharStaff: staffAt('/ahar/staff'),
  barberStaff: staffAt('/barber/staff'),
  gymUsers: teamUsersAt('/gym/users'),
  aharUsers: teamUsersAt('/ahar/users'),
};
