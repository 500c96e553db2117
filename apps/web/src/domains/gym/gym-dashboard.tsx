import { lazy } from 'react';
import { BusinessShell, menuItemMaker, useMenuFinding, type ShellGroup } from '../business-shell';
import { lazyAreaExport } from '../../ui/lazy-component';
import { GymHome } from './home/gym-home';
import { useGymT, type gymCatalogue } from './i18n';

// The business kit's panels (issue 11), mounted, not copied; each loaded when first opened.
const FinancialReportPanel = lazyAreaExport(
  () => import('../accounts-books'),
  'FinancialReportPanel',
);
const GymTokenPanel = lazyAreaExport(() => import('../barber'), 'GymTokenPanel');
const Multiple = lazyAreaExport(() => import('../broadcasts'), 'GymBroadcastPanel');
const EnquiryRegister = lazyAreaExport(() => import('../enquiries'), 'EnquiryRegister');
const FollowUpList = lazyAreaExport(() => import('../enquiries'), 'FollowUpList');
const Correctives = lazyAreaExport(() => import('../maintenance'), 'CorrectivesPanel');
const Preventive = lazyAreaExport(() => import('../maintenance'), 'PreventivePanel');
const ProductMaintenance = lazyAreaExport(
  () => import('../maintenance'),
  'ProductMaintenancePanel',
);
const GymNotices = lazyAreaExport(() => import('../notices'), 'GymNoticeBoard');
const UpiPanel = lazyAreaExport(() => import('../payments'), 'UpiPanel');
const MessageChannelsPanel = lazyAreaExport(() => import('../messages'), 'MessageChannelsPanel');
const Trainers = lazyAreaExport(() => import('../staff'), 'GymTrainers');
const Users = lazyAreaExport(() => import('../staff'), 'GymUsers');

// The gym hub's own screens (issue 13 sections 3 and 4), each its own chunk.
const GymProfilePanel = lazy(() =>
  import('./hub/profile-panel').then((m) => ({ default: m.GymProfilePanel })),
);
const DietPanel = lazy(() => import('./hub/diet-panel').then((m) => ({ default: m.DietPanel })));
const hubPanel = (name: keyof typeof import('./hub/records-panels')) =>
  lazy(() => import('./hub/records-panels').then((m) => ({ default: m[name] })));
const [WorkoutsPanel, LivePanel, ProductsPanel, InventoryPanel, OrganizationsPanel, EventsPanel] = (
  [
    'WorkoutsPanel',
    'LivePanel',
    'ProductsPanel',
    'InventoryPanel',
    'OrganizationsPanel',
    'EventsPanel',
  ] as const
).map(hubPanel);
// Members and what they buy (issue 13 section 2).
const Members = lazy(() =>
  import('./members/members-panel').then((m) => ({ default: m.GymMembers })),
);
const MemberList = lazy(() =>
  import('./members/clients-table').then((m) => ({ default: m.GymIdPanel })),
);
const Batches = lazy(() =>
  import('./members/batches-panel').then((m) => ({ default: m.GymBatches })),
);
const Packages = lazy(() =>
  import('./members/packages-panel').then((m) => ({ default: m.GymPackages })),
);
const Fees = lazy(() => import('./members/fees-panel').then((m) => ({ default: m.GymFees })));

type ItemKey = keyof typeof gymCatalogue.items;

/**
 * The gym's admin hub (spec 03 section 2), both sidebar variants in one menu. Each item names
 * the gym permission (spec 03 section 6) its screen needs; items whose screens come with the gym
 * issue show the shell's "not available yet" pane until then.
 */
function useGymMenu(): ShellGroup[] {
  const t = useGymT();
  const withFinding = useMenuFinding('gym');
  const item = menuItemMaker<ItemKey>((key) => t(`items.${key}`));
  return withFinding([
    {
      key: 'profile',
      label: t('groups.profile'),
      items: [
        item('viewProfile', { panel: GymProfilePanel }),
        item('editProfile', { to: '/profiles/edit' }),
      ],
    },
    {
      key: 'accounts',
      label: t('groups.accounts'),
      items: [
        item('bill', { to: '/gym/bills', permission: 'accounts' }),
        { ...item('financialReport', { permission: 'accounts' }), panel: FinancialReportPanel },
        item('feesMaintenance', { permission: 'invoice', panel: Fees }),
        item('balanceSheet', { to: '/gym/balancesheet', permission: 'accounts' }),
        item('upi', { panel: UpiPanel, permission: 'accounts' }),
        // The message channels (decision 0359): how the gym's reminders reach its members.
        item('messages', { panel: MessageChannelsPanel, permission: 'accounts' }),
      ],
    },
    {
      key: 'nutrition',
      label: t('groups.nutrition'),
      items: [
        item('diet', { permission: 'nutrition', panel: DietPanel }),
        item('productView', { permission: 'nutrition', panel: ProductsPanel }),
      ],
    },
    {
      key: 'maintenance',
      label: t('groups.maintenance'),
      items: [
        item('preventive', { permission: 'record', panel: Preventive }),
        item('correct', { permission: 'record', panel: Correctives }),
        item('productMaintenance', { permission: 'record', panel: ProductMaintenance }),
      ],
    },
    {
      key: 'enquiry',
      label: t('groups.enquiry'),
      items: [
        item('demo', { permission: 'enquiry', panel: EnquiryRegister }),
        item('onlineList', { permission: 'enquiry', panel: FollowUpList }),
        item('id', { to: '/placement/opportunity/enquiry' }),
      ],
    },
    {
      key: 'record',
      label: t('groups.record'),
      items: [
        item('attendance', { to: '/gym/attendence', permission: 'record' }),
        item('idCard', { permission: 'enrollment', panel: MemberList }),
        item('fees', { permission: 'invoice', panel: Fees }),
        item('savedResumes', { to: '/placement/resume/saved' }),
      ],
    },
    {
      key: 'live',
      label: t('groups.live'),
      items: [
        item('live', { permission: 'exercise', panel: LivePanel }),
        item('ownSpace', { permission: 'exercise' }),
      ],
    },
    { key: 'events', label: t('groups.events'), items: [item('events', { panel: EventsPanel })] },
    {
      key: 'inventory',
      label: t('groups.inventory'),
      items: [item('inventory', { permission: 'record', panel: InventoryPanel })],
    },
    {
      key: 'admin',
      label: t('groups.admin'),
      items: [
        item('multiple', { permission: 'sms', panel: Multiple }),
        item('notice', { permission: 'notice', panel: GymNotices }),
        item('batch', { permission: 'enrollment', panel: Batches }),
        item('package', { permission: 'package', panel: Packages }),
      ],
    },
    {
      key: 'users',
      label: t('groups.users'),
      items: [
        item('member', { permission: 'enrollment', panel: Members }),
        item('trainer', { permission: 'trainer', panel: Trainers }),
        item('user', { permission: 'user', panel: Users }),
        item('staff', { permission: 'trainer', panel: Trainers }),
      ],
    },
    {
      key: 'vayayam',
      label: t('groups.vayayam'),
      items: [
        item('workout', { permission: 'exercise', panel: WorkoutsPanel }),
        item('training', { to: '/gym/vayayam/training', permission: 'exercise' }),
      ],
    },
    {
      key: 'more',
      label: t('groups.more'),
      items: [
        item('dainik', {}),
        item('tokenSystem', { permission: 'enquiry', panel: GymTokenPanel }),
        item('rating', {}),
        item('organizations', { panel: OrganizationsPanel }),
      ],
    },
  ]);
}

export function GymDashboard() {
  const t = useGymT();
  return (
    <BusinessShell area="gym" kinds={['gym']} title={t('title')} groups={useGymMenu()}>
      <GymHome />
    </BusinessShell>
  );
}
