import type { Area } from '../../app-context';
import { registerDemandRoutes } from './demand/demand.routes';
import { registerReviewRoutes } from './reviews/reviews.routes';
import { registerAharStock } from './stock/ahar-stock.routes';
import { registerAharPeopleRoutes } from './people/ahar-people.routes';
import { registerAharHomeRoutes } from './home/home.routes';
import { demoAharStockSeed } from './stock/ahar-stock.seed';
import { demoAharDemandSeed } from './demand/ahar-demand.seed';
import { demoAharPeopleSeed } from './people/ahar-people.seed';
import { aharRegularMembersDirectory } from './people/regular-members.directory';
import * as demandTables from './demand/demand.table';
import * as reviewsTables from './reviews/reviews.table';
import * as stockTables from './stock/stock.table';
import * as categoriesTables from './stock/categories.table';
import * as regularMembersTables from './people/regular-members.table';
import * as tiffinTables from './tiffin/tiffin.table';
import * as tiffinBillTables from './tiffin/bills.table';
import { registerTiffinRoutes } from './tiffin/tiffin.routes';
import { registerTiffinBillRoutes } from './tiffin/bills.routes';
import { tiffinBillDueReminder } from './tiffin/bills.reminders';

/**
 * The ahar: demand and sales, reviews and ratings, stock, its regular members and their tiffin
 * pauses and bills, and its home.
 */
export const aharArea: Area = {
  name: 'ahar',
  routes(ctx) {
    registerDemandRoutes(ctx);
    registerReviewRoutes(ctx);
    registerAharStock(ctx);
    registerAharPeopleRoutes(ctx);
    registerAharHomeRoutes(ctx);
    registerTiffinRoutes(ctx);
    registerTiffinBillRoutes(ctx);
  },
  tables: [
    demandTables,
    reviewsTables,
    stockTables,
    categoriesTables,
    regularMembersTables,
    tiffinTables,
    tiffinBillTables,
  ],
  seeds: [demoAharStockSeed, demoAharDemandSeed, demoAharPeopleSeed],
  people: [aharRegularMembersDirectory],
  reminders: [tiffinBillDueReminder],
};
