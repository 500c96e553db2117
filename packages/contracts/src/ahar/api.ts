import { aharDemandApi } from './demand/api';
import { aharPeopleApi } from './people/api';
import { aharReviewsApi } from './reviews/api';
import { aharStockApi } from './stock/api';

export { AHAR_PROFILE_ACCESS } from './reviews/api';

/** The ahar's API, one part per entity (the folders of `contracts/src/ahar/`). */
export const aharApi = {
  demand: aharDemandApi,
  reviews: aharReviewsApi,
  stock: aharStockApi,
  people: aharPeopleApi,
};
