import { lazy, Suspense } from 'react';
import {
  BusinessShell,
  mayOpen,
  menuItemMaker,
  useMenuFinding,
  type ShellGroup,
} from '../business-shell';
import { lazyAreaExport } from '../../ui/lazy-component';
import { AharHome } from './ahar-home';
import { useCurrentOrg } from '../../lib/org';
import { loadProfilePanels } from '../company';
import { useAharT, type aharCatalogue } from './i18n';
import { DemandPanels } from './demand/panels';

// The business kit's panels (issue 11), mounted, not copied; each loaded when first opened.
const AharBalanceSheetPanel = lazyAreaExport(
  () => import('../accounts-books'),
  'AharBalanceSheetPanel',
);
const FinancialReportPanel = lazyAreaExport(
  () => import('../accounts-books'),
  'FinancialReportPanel',
);
const Multiple = lazyAreaExport(() => import('../broadcasts'), 'AharBroadcastPanel');
const EnquiryRegister = lazyAreaExport(() => import('../enquiries'), 'EnquiryRegister');
const MachineMaintenance = lazyAreaExport(
  () => import('../maintenance'),
  'MachineMaintenancePanel',
);
const ProductMaintenance = lazyAreaExport(
  () => import('../maintenance'),
  'ProductMaintenancePanel',
);
const GymNotices = lazyAreaExport(() => import('../notices'), 'GymNoticeBoard');
const MessageChannelsPanel = lazyAreaExport(() => import('../messages'), 'MessageChannelsPanel');
const UpiPanel = lazyAreaExport(() => import('../payments'), 'UpiPanel');
const Staff = lazyAreaExport(() => import('../staff'), 'AharStaff');
const Users = lazyAreaExport(() => import('../staff'), 'AharUsers');

// The stock screens (issue 14 part one), each its own chunk.
const stockPanel = (name: 'ShowroomPanel' | 'WarehousePanel' | 'ReusePanel') =>
  lazy(async () => ({ default: (await import('./stock/stock-panels'))[name] }));
const ShowroomPanel = stockPanel('ShowroomPanel');
const WarehousePanel = stockPanel('WarehousePanel');
const ReusePanel = stockPanel('ReusePanel');
const ExpiryAlerts = lazy(async () => ({
  default: (await import('./stock/expiry-alerts')).ExpiryAlerts,
}));

// The ahar's people (Regular Member, Identification) and its profile, each its own chunk.
const RegularMembersPanel = lazy(async () => ({
  default: (await import('./people/regular-members-panel')).RegularMembersPanel,
}));
const TiffinBillsPanel = lazy(async () => ({
  default: (await import('./tiffin/tiffin-bills-panel')).TiffinBillsPanel,
}));
const IdentificationPanel = lazy(async () => ({
  default: (await import('./people/identification-panel')).IdentificationPanel,
}));

// The company area's profile, which the ahar keeps too (spec 04 section 2.6), editable in place.
const ProfilePanel = lazy(async () => {
  const { ProfileViewPanel } = await loadProfilePanels();
  return { default: () => <ProfileViewPanel editable publicPage={false} industry={false} /> };
});

type ItemKey = keyof typeof aharCatalogue.items;

/**
 * The ahar's side menu (spec 04 section 2.6). Each item names the ahar permission its screen
 * needs; items whose screens come with the ahar issue show the shell's "not available yet" pane.
 */
function useAharMenu(): ShellGroup[] {
  const t = useAharT();
  const withFinding = useMenuFinding('ahar');
  const item = menuItemMaker<ItemKey>((key) => t(`items.${key}`));
  return withFinding([
    {
      key: 'profile',
      label: t('groups.profile'),
      items: [
        item('viewProfile', { permission: 'profile', panel: ProfilePanel }),
        item('editProfile', { to: '/profiles/edit', permission: 'profile' }),
      ],
    },
    {
      key: 'accounts',
      label: t('groups.accounts'),
      items: [
        item('bill', { to: '/ahar/bill', permission: 'billing' }),
        { ...item('financialReport', { permission: 'accounts' }), panel: FinancialReportPanel },
        { ...item('balanceSheet', { permission: 'accounts' }), panel: AharBalanceSheetPanel },
        item('upi', { panel: UpiPanel, permission: 'accounts' }),
        // The message channels (decision 0359): how the ahar's reminders reach its members.
        item('messages', { panel: MessageChannelsPanel, permission: 'accounts' }),
      ],
    },
    {
      key: 'maintenance',
      label: t('groups.maintenance'),
      items: [
        item('machine', { permission: 'maintenance', panel: MachineMaintenance }),
        item('product', { permission: 'maintenance', panel: ProductMaintenance }),
      ],
    },
    {
      key: 'enquiry',
      label: t('groups.enquiry'),
      items: [item('enquiry', { permission: 'enquiry', panel: EnquiryRegister })],
    },
    {
      key: 'record',
      label: t('groups.record'),
      items: [
        item('attendance', { to: '/ahar/attendence', permission: 'attendance' }),
        item('identification', { permission: 'staff', panel: IdentificationPanel }),
      ],
    },
    {
      key: 'admin',
      label: t('groups.admin'),
      items: [
        item('multiple', { permission: 'notice', panel: Multiple }),
        item('notice', { permission: 'notice', panel: GymNotices }),
      ],
    },
    {
      key: 'users',
      label: t('groups.users'),
      items: [
        item('user', { permission: 'users', panel: Users }),
        item('staff', { permission: 'staff', panel: Staff }),
        item('regularMember', { permission: 'staff', panel: RegularMembersPanel }),
        // The tiffin members' monthly bills, paid by UPI like any fee (decision 0366).
        item('tiffinBills', { permission: 'billing', panel: TiffinBillsPanel }),
      ],
    },
    {
      key: 'inventory',
      label: t('groups.inventory'),
      items: [item('inventory', { permission: 'demand', panel: DemandPanels.items })],
    },
    {
      key: 'dainik',
      label: t('groups.dainik'),
      items: [
        item('add', { permission: 'demand', panel: DemandPanels.add }),
        item('full', { permission: 'demand', panel: DemandPanels.full }),
      ],
    },
    {
      key: 'demand',
      label: t('groups.demand'),
      items: [
        item('own', { permission: 'demand', panel: DemandPanels.own }),
        item('market', { permission: 'demand', panel: DemandPanels.market }),
      ],
    },
    {
      key: 'reuse',
      label: t('groups.reuse'),
      items: [item('reuse', { permission: 'inventory', panel: ReusePanel })],
    },
    {
      key: 'suchi',
      label: t('groups.suchi'),
      items: [
        item('showroom', { permission: 'inventory', panel: ShowroomPanel }),
        item('warehouse', { permission: 'inventory', panel: WarehousePanel }),
      ],
    },
    {
      key: 'rating',
      label: t('groups.rating'),
      items: [
        item('rating', { permission: 'profile', panel: DemandPanels.rating }),
        item('review', { permission: 'profile', panel: DemandPanels.review }),
      ],
    },
  ]);
}

/** The default heading is the product name: the food business's own name (docs/areas/ahar.md). */
export function AharDashboard() {
  const t = useAharT();
  const { current } = useCurrentOrg();
  return (
    <BusinessShell
      area="ahar"
      kinds={['ahar']}
      title={current?.kind === 'ahar' ? current.name : t('title')}
      groups={useAharMenu()}
    >
      <AharHome />
      {current?.kind === 'ahar' &&
        mayOpen({ key: 'alerts', label: '', permission: 'inventory' }, current) && (
          <Suspense>
            <ExpiryAlerts />
          </Suspense>
        )}
    </BusinessShell>
  );
}
