import { lazyComponent } from '../../ui/lazy-component';

const checklists = () => import('./checklist-panel');
export const PreventivePanel = lazyComponent(checklists, 'PreventivePanel');
export const MachineMaintenancePanel = lazyComponent(checklists, 'MachineMaintenancePanel');
export const ProductMaintenancePanel = lazyComponent(checklists, 'ProductMaintenancePanel');
export const CorrectivesPanel = lazyComponent(
  () => import('./correctives-panel'),
  'CorrectivesPanel',
);
