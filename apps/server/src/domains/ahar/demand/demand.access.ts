import { DEMAND_MESSAGES } from '@vedann/contracts';

/** The OpenAPI tags of every demand route. */
export const DEMAND_TAGS = ['ahar demand'];
/** The spec's words when the page is opened without a session. */
export const SIGN_IN = DEMAND_MESSAGES.notAuthenticated;
