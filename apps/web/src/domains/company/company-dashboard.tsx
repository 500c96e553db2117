import { Suspense, lazy } from 'react';
import { Loading } from '../../ui/loading';
import { BusinessShell, menuItemMaker, useMenuFinding, type ShellGroup } from '../business-shell';
import { lazyAreaExport } from '../../ui/lazy-component';
import { CompanyHome } from './company-home';
import { useCompanyT, type CompanyTexts } from './i18n';

// The business kit's bills and accounts books (issue 11), mounted, not copied; each loaded when
// first opened.
const BalanceSheet = lazyAreaExport(() => import('../accounts-books'), 'BalanceSheetPanel');
const FinancialReport = lazyAreaExport(() => import('../accounts-books'), 'FinancialReportPanel');
const Bills = lazyAreaExport(() => import('../bills'), 'CompanyBillsPanel');
const UpiPanel = lazyAreaExport(() => import('../payments'), 'UpiPanel');

type ItemKey = keyof CompanyTexts['items'];

const profile = () => import('./profile-panels');
const records = () => import('./records-panels');
const ProfileView = lazy(async () => ({ default: (await profile()).ProfileViewPanel }));
const ProfileEdit = lazy(async () => ({ default: (await profile()).ProfileEditPanel }));
const RecruiterPlacement = lazy(async () => ({
  default: (await import('./placement-page')).RecruiterPlacement,
}));
const productApplications = () => import('./product-applications-panels');
const ProductApply = lazy(async () => ({
  default: (await productApplications()).ProductApplyPanel,
}));
const ProductResponse = lazy(async () => ({
  default: (await productApplications()).ProductResponsePanel,
}));
const Products = lazy(async () => ({ default: (await records()).ProductsPanel }));
const News = lazy(async () => ({ default: (await records()).NewsPanel }));
const Graphs = lazy(async () => ({
  default: (await import('./share-graphs-panel')).ShareGraphsPanel,
}));
const Lists = lazy(async () => ({ default: (await records()).ShareListsPanel }));
const Rating = lazy(async () => ({ default: (await records()).RatingPanel }));

/**
 * The company area's menu (spec 04 section 2.4). Product's Apply and Response are the company's
 * side of the students' Apply and Response tables. The Account items are the kit's bills and accounts books (issue 11
 * mounts the bills in every area's menu).
 */
function useCompanyMenu(): ShellGroup[] {
  const t = useCompanyT();
  const withFinding = useMenuFinding('company');
  const item = menuItemMaker<ItemKey>((key) => t(`items.${key}`));
  return withFinding([
    {
      key: 'profile',
      label: t('groups.profile'),
      items: [
        item('viewProfile', { panel: ProfileView }),
        item('editProfile', { panel: ProfileEdit, permission: 'profile' }),
      ],
    },
    {
      key: 'placement',
      label: t('groups.placement'),
      // Its own page, /company/placement: applicants, enquiries and the candidate comparison.
      items: [item('placement', { to: '/company/placement', permission: 'applicants' })],
    },
    {
      key: 'product',
      label: t('groups.product'),
      items: [
        item('product', { panel: Products }),
        item('apply', { panel: ProductApply, permission: 'applicants' }),
        item('response', { panel: ProductResponse, permission: 'applicants' }),
      ],
    },
    { key: 'news', label: t('groups.news'), items: [item('news', { panel: News })] },
    {
      key: 'shareMarket',
      label: t('groups.shareMarket'),
      items: [item('graphs', { panel: Graphs }), item('lists', { panel: Lists })],
    },
    {
      key: 'account',
      label: t('groups.account'),
      items: [
        item('bill', { panel: Bills, permission: 'accounts' }),
        item('financialReport', { panel: FinancialReport, permission: 'accounts' }),
        item('balanceSheet', { panel: BalanceSheet, permission: 'accounts' }),
        item('upi', { panel: UpiPanel, permission: 'accounts' }),
      ],
    },
    { key: 'rating', label: t('groups.rating'), items: [item('rating', { panel: Rating })] },
  ]);
}

/**
 * /company and /compan: a company's dashboard on the business shell; with `placement`, the
 * dashboard of /company/placement, whose own content is the recruiter's placement page.
 */
export function CompanyDashboard({ placement = false }: { placement?: boolean }) {
  const t = useCompanyT();
  return (
    <BusinessShell
      area="company"
      kinds={['company']}
      title={placement ? t('items.placement') : t('title')}
      groups={useCompanyMenu()}
    >
      {placement ? (
        <Suspense fallback={<Loading />}>
          <RecruiterPlacement />
        </Suspense>
      ) : (
        <CompanyHome />
      )}
    </BusinessShell>
  );
}
