import { lazy, type ComponentType } from 'react';

/**
 * The business kit's screens as lazy menu panels, declared once for every area that mounts them
 * (gym, ahar, barber, company): each module stays its own chunk, and an area picks the variant
 * the module exports for it (GymUsers, AharUsers...) rather than wrapping the module again.
 */
const panelOf = <M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

const accountsBooks = () => import('../accounts-books/panels');
export const FinancialReportPanel = panelOf(accountsBooks, 'FinancialReportPanel');
export const BalanceSheetPanel = panelOf(accountsBooks, 'BalanceSheetPanel');
export const AharBalanceSheetPanel = panelOf(accountsBooks, 'AharBalanceSheetPanel');
const bills = () => import('../bills/bills-page');
export const CompanyBillsPanel = panelOf(bills, 'CompanyBillsPanel');
export const BarberBillsPanel = panelOf(bills, 'default');

const notices = () => import('../notices/notice-board');
export const GymNoticeBoard = panelOf(notices, 'GymNoticeBoard');
export const BarberNoticeBoard = panelOf(notices, 'BarberNoticeBoard');

const broadcasts = () => import('../broadcasts/broadcast-panel');
export const GymBroadcastPanel = panelOf(broadcasts, 'GymBroadcastPanel');
export const AharBroadcastPanel = panelOf(broadcasts, 'AharBroadcastPanel');

const enquiries = () => import('../enquiries/enquiries-panel');
export const EnquiryRegister = panelOf(enquiries, 'EnquiryRegister');
export const FollowUpList = panelOf(enquiries, 'FollowUpList');

// The walk-in queue: the barber's, and the gym's Token System.
const queue = () => import('../barber/queue-panel');
export const BarberQueuePanel = panelOf(queue, 'QueuePanel');
export const GymTokenPanel = panelOf(queue, 'GymTokenPanel');

const staff = () => import('../staff/staff-panel');
export const GymTrainers = panelOf(staff, 'GymTrainers');
export const AharStaff = panelOf(staff, 'AharStaff');
export const BarberStaff = panelOf(staff, 'BarberStaff');
const users = () => import('../staff/users-panel');
export const GymUsers = panelOf(users, 'GymUsers');
export const AharUsers = panelOf(users, 'AharUsers');

const checklists = () => import('../maintenance/checklist-panel');
export const PreventivePanel = panelOf(checklists, 'PreventivePanel');
export const MachineMaintenancePanel = panelOf(checklists, 'MachineMaintenancePanel');
export const ProductMaintenancePanel = panelOf(checklists, 'ProductMaintenancePanel');
export const CorrectivesPanel = panelOf(
  () => import('../maintenance/correctives-panel'),
  'CorrectivesPanel',
);
