import { lazy } from 'react';
import { BusinessShell, menuItemMaker, useMenuFinding, type ShellGroup } from '../business-shell';
import { lazyAreaExport } from '../../ui/lazy-component';
import { BarberHome } from './barber-home';
import { useBarberT, type barberCatalogue } from './i18n';
import { BarberQueuePanel } from './index';

// The business kit's panels (issue 11), mounted, not copied; each loaded when first opened.
const BalanceSheetPanel = lazyAreaExport(() => import('../accounts-books'), 'BalanceSheetPanel');
const FinancialReportPanel = lazyAreaExport(
  () => import('../accounts-books'),
  'FinancialReportPanel',
);
const BarberBillsPanel = lazyAreaExport(() => import('../bills'), 'BarberBillsPanel');
const BarberNotices = lazyAreaExport(() => import('../notices'), 'BarberNoticeBoard');
const UpiPanel = lazyAreaExport(() => import('../payments'), 'UpiPanel');
const Staff = lazyAreaExport(() => import('../staff'), 'BarberStaff');

const BarberServices = lazy(() =>
  import('./services-panel').then((m) => ({ default: m.ServicesPanel })),
);

type ItemKey = keyof typeof barberCatalogue.items;

/** The barber's menu: profile, the price list and queue, people, accounts and notices. */
function useBarberMenu(): ShellGroup[] {
  const t = useBarberT();
  const withFinding = useMenuFinding('barber');
  const item = menuItemMaker<ItemKey>((key) => t(`items.${key}`));
  return withFinding([
    {
      key: 'profile',
      label: t('groups.profile'),
      items: [
        item('viewProfile', { permission: 'profile' }),
        item('editProfile', { to: '/profiles/edit', permission: 'profile' }),
      ],
    },
    {
      key: 'shop',
      label: t('groups.shop'),
      items: [
        item('services', { permission: 'services', panel: BarberServices }),
        item('queue', { permission: 'queue', panel: BarberQueuePanel }),
      ],
    },
    {
      key: 'people',
      label: t('groups.people'),
      items: [
        item('staff', { permission: 'staff', panel: Staff }),
        item('attendance', { to: '/barber/attendence', permission: 'attendance' }),
      ],
    },
    {
      key: 'accounts',
      label: t('groups.accounts'),
      items: [
        { ...item('bill', { permission: 'billing' }), panel: BarberBillsPanel },
        { ...item('balanceSheet', { permission: 'accounts' }), panel: BalanceSheetPanel },
        { ...item('financialReport', { permission: 'accounts' }), panel: FinancialReportPanel },
        item('upi', { panel: UpiPanel, permission: 'accounts' }),
      ],
    },
    {
      key: 'admin',
      label: t('groups.admin'),
      items: [item('notice', { permission: 'notice', panel: BarberNotices })],
    },
  ]);
}

export function BarberDashboard() {
  const t = useBarberT();
  return (
    <BusinessShell area="barber" kinds={['barber']} title={t('title')} groups={useBarberMenu()}>
      <BarberHome />
    </BusinessShell>
  );
}
