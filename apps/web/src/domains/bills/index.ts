import { lazyComponent } from '../../ui/lazy-component';

// The bills as lazy panels for the company's and the barber's dashboards.
const bills = () => import('./bills-page');
export const CompanyBillsPanel = lazyComponent(bills, 'CompanyBillsPanel');
export const BarberBillsPanel = lazyComponent(bills, 'default');
