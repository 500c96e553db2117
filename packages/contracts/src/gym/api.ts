import { gymHubApi } from './hub/api';
import { gymMembersApi } from './members/api';

/** The gym's API: its members (register, batches, packages, fees, plans) and its hub. */
export const gymApi = {
  members: gymMembersApi,
  hub: gymHubApi,
};
