import { gymHubApi } from './hub/api';
import { gymMembersApi } from './members/api';
import { endpoint } from '../common/endpoint';
import { gymHomeSchema } from './home';

/** The gym's API: its members (register, batches, packages, fees, plans), its hub and its home. */
export const gymApi = {
  members: gymMembersApi,
  hub: gymHubApi,
  /**
   * The home's figures in one request, for any member of the gym: each part the member may not
   * see (its screen's permission) is null.
   */
  home: endpoint({
    method: 'GET',
    path: '/gym/home',
    access: { org: 'gym' },
    answer: gymHomeSchema,
  }),
};
