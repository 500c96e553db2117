/** The ahar: demand and sales, reviews and ratings, stock, and its regular members. */
export { registerDemandRoutes } from './demand/demand.routes';
export { demoAharDemandSeed } from './demand/ahar-demand.seed';
export { registerReviewRoutes } from './reviews/reviews.routes';
export { registerAharStock } from './stock/ahar-stock.routes';
export { demoAharStockSeed } from './stock/ahar-stock.seed';
export { registerAharPeopleRoutes } from './people/ahar-people.routes';
export { demoAharPeopleSeed } from './people/ahar-people.seed';
export { aharRegularMembersDirectory } from './people/regular-members.directory';
