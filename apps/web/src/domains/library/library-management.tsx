import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { libraryApi, type PageInfo } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { useCurrentOrg } from '../../lib/org';
import { AccountsBooksTabs as AccountsBooks } from '../accounts-books';
import { UpiPanel } from '../payments';
import { BusinessShell, mayOpen, type ShellGroup, type ShellItem } from '../business-shell';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useLibraryT, type libraryCatalogue } from './i18n';

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

/**
 * The library's menu (spec 02 section 2; spec 01 section 2.7's nine sub-routes). Built pages
 * are routes of their own; the others are in the spec and show the shell's "not available yet"
 * pane. The kit's attendance screen is `attendence`; the kit's accounts books are `account`.
 */
function useLibraryMenu(): ShellGroup[] {
  const t = useLibraryT();
  const item = (key: ItemKey, permission: string): ShellItem => ({
    key,
    label: t(`manage.items.${key}`),
    permission,
    ...(BUILT[key] || KIT_PAGES.includes(key) ? { to: `${BASE}/${key}` } : {}),
  });
  return [
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
      ],
    },
  ];
}

function HomeCard(props: {
  title: string;
  to: string;
  page: string;
  children: ReactNode;
  id: string;
}) {
  const t = useLibraryT();
  return (
    <Card withBorder component="section" aria-labelledby={props.id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.children}
        <Anchor component={Link} to={props.to}>
          {t('manage.home.open', { page: props.page })}
        </Anchor>
      </Stack>
    </Card>
  );
}

interface CountQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: PageInfo;
}

/**
 * `/mgtservice/mgtlibrary`: today's occupancy per shift, fees due, loans overdue and open
 * enquiries, each linking to its page; each card only for a member with its permission.
 */
function LibraryHome() {
  const t = useLibraryT();
  const format = useFormat();
  const { current } = useCurrentOrg();
  const access = current ?? { role: 'member' as const, permissions: [] };
  const may = (permission: string) => mayOpen({ key: permission, label: '', permission }, access);
  const link = (key: ItemKey) =>
    BUILT[key] || KIT_PAGES.includes(key) ? `${BASE}/${key}` : `${BASE}?panel=${key}`;
  const totals = useEndpoint(libraryApi.seats.totals, {}, { enabled: may('seats') });
  // Each count is read from one page of its list: its total, and the money total of fees.
  const fees = useEndpoint(libraryApi.fees.due, { query: { limit: 1 } }, { enabled: may('fees') });
  const loans = useEndpoint(
    libraryApi.loans.list,
    { query: { overdue: 'true', limit: 1 } },
    { enabled: may('loans') },
  );
  const tickets = useEndpoint(
    libraryApi.tickets.list,
    { query: { status: 'Open', limit: 1 } },
    { enabled: may('enquiry') },
  );
  const count = (query: CountQuery, text: (n: number) => string) => {
    if (query.isPending) return <Loading />;
    if (query.isError)
      return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <Text>{text(query.data?.total ?? 0)}</Text>;
  };

  return (
    <Stack gap="md">
      <Text>{t('manage.home.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {may('seats') && (
          <HomeCard
            id="home-occupancy"
            title={t('manage.home.occupancy')}
            to={link('seat')}
            page={t('manage.items.seat')}
          >
            {totals.isPending ? (
              <Loading />
            ) : totals.isError ? (
              <LoadError error={totals.error} onRetry={() => void totals.refetch()} />
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {totals.data.totals.map((row) => (
                  <li key={row.shift}>
                    {t('manage.home.occupancyRow', {
                      shift: t(`shifts.${row.shift}`),
                      occupied: row.occupied,
                      seats: row.seats,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </HomeCard>
        )}
        {may('fees') && (
          <HomeCard
            id="home-fees"
            title={t('manage.home.feesDue')}
            to={link('fees')}
            page={t('manage.items.fees')}
          >
            {count(fees, (n) =>
              t('manage.home.feesDueText', {
                count: n,
                amount: format.money(fees.data?.totalDue ?? 0),
              }),
            )}
          </HomeCard>
        )}
        {may('loans') && (
          <HomeCard
            id="home-loans"
            title={t('manage.home.loansOverdue')}
            to={link('bookloan')}
            page={t('manage.items.bookloan')}
          >
            {count(loans, (n) => t('manage.home.loansOverdueText', { count: n }))}
          </HomeCard>
        )}
        {may('enquiry') && (
          <HomeCard
            id="home-enquiries"
            title={t('manage.home.enquiries')}
            to={link('enquiry')}
            page={t('manage.items.enquiry')}
          >
            {count(tickets, (n) => t('manage.home.enquiriesText', { count: n }))}
          </HomeCard>
        )}
      </SimpleGrid>
    </Stack>
  );
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
      {build ? <Suspense fallback={<Loading />}>{build()}</Suspense> : <LibraryHome />}
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
