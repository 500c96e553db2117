import { gymHubApi } from './hub/api';
import { gymMembersApi } from './members/api';
import { gymHomeEndpoint } from './home';

/** The gym's API: its members (register, batches, packages, fees, plans), its hub and its home. */
export const gymApi = {
  members: gymMembersApi,
  hub: gymHubApi,
  home: gymHomeEndpoint,
};
