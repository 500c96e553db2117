import { lazyComponent } from '../../ui/lazy-component';

// The accounts books as lazy panels for the dashboards that mount them (gym, ahar, barber,
// company, library): the module stays its own chunk.
const panels = () => import('./panels');
export const FinancialReportPanel = lazyComponent(panels, 'FinancialReportPanel');
export const BalanceSheetPanel = lazyComponent(panels, 'BalanceSheetPanel');
export const AharBalanceSheetPanel = lazyComponent(panels, 'AharBalanceSheetPanel');
export const AccountsBooksTabs = lazyComponent(panels, 'AccountsBooksTabs');
