import { aharDemandApi } from './demand/api';
import { aharPeopleApi } from './people/api';
import { aharReviewsApi } from './reviews/api';
import { aharStockApi } from './stock/api';
import { aharTiffinApi } from './tiffin/api';
import { endpoint } from '../common/endpoint';
import { aharHomeSchema } from './home';

export { AHAR_PROFILE_ACCESS } from './reviews/api';

/** The ahar's API, one part per entity (the folders of `contracts/src/ahar/`). */
export const aharApi = {
  demand: aharDemandApi,
  reviews: aharReviewsApi,
  stock: aharStockApi,
  people: aharPeopleApi,
  tiffin: aharTiffinApi,
  /** The home's figures in one request, for any member; each part by its screen's permission. */
  home: endpoint({
    method: 'GET',
    path: '/ahar/home',
    access: { org: 'ahar' },
    answer: aharHomeSchema,
  }),
};
