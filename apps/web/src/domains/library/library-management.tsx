import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { AccountsBooksTabs as AccountsBooks } from '../accounts-books';
import { UpiPanel } from '../payments';
import { MessageChannelsPanel } from '../messages';
import { BusinessShell, useMenuFinding, type ShellGroup, type ShellItem } from '../business-shell';
import { Loading } from '../../ui/loading';
import { useLibraryT, type libraryCatalogue } from './i18n';
import { LibraryHome } from './library-home';

type ItemKey = keyof typeof libraryCatalogue.manage.items;

const BASE = '/mgtservice/mgtlibrary';
const SeatPage = lazy(async () => ({ default: (await import('./seat-page')).SeatPage }));
const FeesPage = lazy(async () => ({ default: (await import('./fees-page')).FeesPage }));
const ProfilePage = lazy(async () => ({ default: (await import('./profile-page')).ProfilePage }));
const BillingPage = lazy(async () => ({ default: (await import('./billing-page')).BillingPage }));
const BooksPage = lazy(async () => ({ default: (await import('./books-page')).BooksPage }));
const LoansPage = lazy(async () => ({ default: (await import('./loans-page')).LoansPage }));
const ShelvesPage = lazy(async () => ({ default: (await import('./shelves-page')).ShelvesPage }));
const TicketsPage = lazy(async () => ({ default: (await import('./tickets-page')).TicketsPage }));

/** The management pages built so far, each on its own route under the dashboard. */
const BUILT: Partial<Record<ItemKey, () => ReactNode>> = {
  profile: () => <ProfilePage />,
  billing: () => <BillingPage />,
  seat: () => <SeatPage />,
  fees: () => <FeesPage />,
  books: () => <BooksPage />,
  bookloan: () => <LoansPage />,
  bookshells: () => <ShelvesPage />,
  enquiry: () => <TicketsPage />,
  // The kit's balance sheet and financial report (issue 11), mounted, not copied.
  account: () => <AccountsBooks />,
};

/** Kit pages the library mounts on routes of their own (library/routes.tsx). */
const KIT_PAGES: readonly ItemKey[] = ['attendence'];

/** A menu item's address: its own route when built, else its pane in the shell. */
const pageLink = (key: ItemKey) =>
  BUILT[key] || KIT_PAGES.includes(key) ? `${BASE}/${key}` : `${BASE}?panel=${key}`;

/**
 * The library's menu (spec 02 section 2; spec 01 section 2.7's nine sub-routes). Built pages
 * are routes of their own; the others are in the spec and show the shell's "not available yet"
 * pane. The kit's attendance screen is `attendence`; the kit's accounts books are `account`.
 */
function useLibraryMenu(): ShellGroup[] {
  const t = useLibraryT();
  const withFinding = useMenuFinding('library', 'manage.');
  const item = (key: ItemKey, permission: string): ShellItem => ({
    key,
    label: t(`manage.items.${key}`),
    permission,
    ...(BUILT[key] || KIT_PAGES.includes(key) ? { to: `${BASE}/${key}` } : {}),
  });
  return withFinding([
    {
      key: 'library',
      label: t('manage.groups.library'),
      items: [item('profile', 'profile'), item('billing', 'plans')],
    },
    {
      key: 'seats',
      label: t('manage.groups.seats'),
      items: [item('seat', 'seats'), item('attendence', 'attendance')],
    },
    {
      key: 'books',
      label: t('manage.groups.books'),
      items: [item('books', 'books'), item('bookloan', 'loans'), item('bookshells', 'books')],
    },
    {
      key: 'money',
      label: t('manage.groups.money'),
      items: [
        item('fees', 'fees'),
        item('account', 'accounts'),
        item('enquiry', 'enquiry'),
        // Every kind's UPI details (the payments area), in the dashboard like the others' menus.
        { key: 'upi', label: t('manage.items.upi'), panel: UpiPanel, permission: 'accounts' },
        // The message channels (decision 0359): how reminders reach the members.
        {
          key: 'messages',
          label: t('manage.items.messages'),
          panel: MessageChannelsPanel,
          permission: 'accounts',
        },
      ],
    },
  ]);
}

/**
 * The library's dashboard on the business shell: `/mgtservice/mgtlibrary` is its home and
 * `/mgtservice/mgtlibrary/:page` the spec's sub-routes. A page not built yet goes to the shell's
 * "not available yet" pane of its menu item (`?panel=`), so every spec address leads somewhere.
 */
export function LibraryManagement({ page: fixed }: { page?: ItemKey } = {}) {
  const t = useLibraryT();
  const params = useParams();
  const page = fixed ?? params.page;
  const groups = useLibraryMenu();
  const key = page as ItemKey | undefined;
  const known = groups.some((group) => group.items.some((item) => item.key === key));
  if (page && !known) return <Navigate to={BASE} replace />;
  const build = key ? BUILT[key] : undefined;
  if (key && !build) return <Navigate to={`${BASE}?panel=${key}`} replace />;
  return (
    <BusinessShell
      area="library"
      kinds={['library']}
      title={key ? t(`manage.items.${key}`) : t('manage.title')}
      groups={groups}
    >
      {build ? (
        <Suspense fallback={<Loading />}>{build()}</Suspense>
      ) : (
        <LibraryHome link={pageLink} />
      )}
    </BusinessShell>
  );
}

/**
 * `/mgtservice/mgtlibrary/bookshell/books`, where the spec goes after 'Book added successfully!':
 * the catalogue, as at `/mgtservice/mgtlibrary/books`.
 */
export function LibraryBooksAddress() {
  return <LibraryManagement page="books" />;
}
