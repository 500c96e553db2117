import {
  libraryDashboardApi,
  libraryProfileApi,
  librarySearchApi,
  libraryTicketsApi,
} from './account-api';
import { libraryFeesApi, libraryMembersApi } from './members-api';
import { librarySeatsApi } from './seats-api';
import { librarySeatHoldsApi } from './holds-api';
import { libraryBooksApi, libraryLoansApi, libraryShelfApi } from './books-api';
import { endpoint } from '../common/endpoint';
import { libraryHomeSchema } from './home';

export { booksListAnswer } from './books-api';

/**
 * The library's API, declared once (decision 0339): the server's routes and the web's calls are
 * both made from it. Each part is declared in the file of its group.
 */
export const libraryApi = {
  books: libraryBooksApi,
  loans: libraryLoansApi,
  shelf: libraryShelfApi,
  seats: librarySeatsApi,
  holds: librarySeatHoldsApi,
  members: libraryMembersApi,
  fees: libraryFeesApi,
  profile: libraryProfileApi,
  tickets: libraryTicketsApi,
  search: librarySearchApi,
  dashboard: libraryDashboardApi,
  /**
   * The management home's figures in one request, for any member of the library: each part the
   * member may not see (its page's permission) is null.
   */
  home: endpoint({
    method: 'GET',
    path: '/library/home',
    access: { org: 'library' },
    answer: libraryHomeSchema,
  }),
};
