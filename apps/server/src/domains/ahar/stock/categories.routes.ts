import {
  AHAR_BUILTIN_CATEGORIES,
  AHAR_CATEGORY_LIMITS,
  AHAR_CATEGORY_MESSAGES,
  aharApi,
  builtinAharCategories,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { HttpError } from '../../../http/errors';
import { routeOf } from '../../../http/endpoint-routes';
import { serveResource } from '../../../http/serve-resource';
import { categoryNameTaken, countCategories, ownCategories } from './categories.service';
import { aharCategories } from './categories.table';

const BUILTIN_NAMES = new Set(AHAR_BUILTIN_CATEGORIES.map((c) => c.name.toLowerCase()));

/**
 * The category catalogue: `GET /api/v1/ahar/categories` answers the built-in catalogue and the
 * business's own; `/api/v1/ahar/own-categories` is the business's own, a paged resource.
 */
export function registerAharCategoryRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.stock.categories, ['ahar']),
    handler: async (request) => {
      const own = await ownCategories(db, currentOrg(request).id);
      return {
        success: true as const,
        categories: [
          ...builtinAharCategories(),
          ...own.map((row) => ({ _id: row.id, key: null, name: row.name, items: row.items })),
        ],
      };
    },
  });

  serveResource({ app, db }, aharApi.stock.ownCategories, {
    table: aharCategories,
    updateReadsRow: true,
    search: [aharCategories.name],
    order: 'oldest',
    toRow: async ({ name, items }, { org }, previous) => {
      // A built-in name or one of the business's own, in any case, is taken.
      const taken = await categoryNameTaken(db, org.id, name, previous?.id);
      if (taken || BUILTIN_NAMES.has(name.toLowerCase()))
        throw new HttpError(409, AHAR_CATEGORY_MESSAGES.taken);
      if (!previous && (await countCategories(db, org.id)) >= AHAR_CATEGORY_LIMITS.perBusiness)
        throw new HttpError(400, AHAR_CATEGORY_MESSAGES.tooMany);
      return { name, items: [...new Set(items)] };
    },
    toItem: (row) => ({ _id: row.id, key: null, name: row.name, items: row.items }),
    messages: {
      created: AHAR_CATEGORY_MESSAGES.created,
      updated: AHAR_CATEGORY_MESSAGES.updated,
      removed: AHAR_CATEGORY_MESSAGES.removed,
      notFound: AHAR_CATEGORY_MESSAGES.notFound,
    },
    tags: ['ahar'],
  });
}
