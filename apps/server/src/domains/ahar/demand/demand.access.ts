import { DEMAND_MESSAGES } from '@vedann/contracts';
import type { OrgKindAccess } from '../../../http/access';

/** The OpenAPI tags of every demand route. */
export const DEMAND_TAGS = ['ahar demand'];
/** Daily demand, its records and its views: the ahar's `demand` permission. */
export const DEMAND: OrgKindAccess = { org: 'ahar', permission: 'demand' };
/** The spec's words when the page is opened without a session. */
export const SIGN_IN = DEMAND_MESSAGES.notAuthenticated;
