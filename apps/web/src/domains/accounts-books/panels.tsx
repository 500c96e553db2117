import { BalanceSheet } from './balance-sheet';
import { FinancialReport } from './financial-report';
import { useAccountsBooksT } from './i18n';
import { BusinessShell } from '../business-shell/business-shell';
import type { ShellGroup } from '../business-shell/menu';
import './books.css';

/**
 * The accounts books as a dashboard's panels (each a lazy import of this module's named export)
 * and the gym's `/gym/balancesheet` page.
 */
export function FinancialReportPanel() {
  return <FinancialReport />;
}

/** The gym's, barber's, company's and library's balance sheet (`/balancesheet`). */
export function BalanceSheetPanel() {
  return <BalanceSheet prefix="/balancesheet" />;
}

/** The ahar's balance sheet (`/aharbalancesheet`). */
export function AharBalanceSheetPanel() {
  return <BalanceSheet prefix="/aharbalancesheet" />;
}

/** `/gym/balancesheet`: a full-page layout titled Balance Sheet (spec 03 section 2). */
export function GymBalanceSheetPage() {
  const t = useAccountsBooksT();
  // The gym's accounts, as a menu beside the sheet (spec 03: open 250, collapsed 74).
  const groups: ShellGroup[] = [
    {
      key: 'accounts',
      label: t('nav.accounts'),
      items: [
        { key: 'bill', label: t('nav.bill'), to: '/gym/bills', permission: 'accounts' },
        {
          key: 'financialReport',
          label: t('nav.financialReport'),
          to: '/gym?panel=financialReport',
          permission: 'accounts',
        },
        {
          key: 'balanceSheet',
          label: t('nav.balanceSheet'),
          to: '/gym/balancesheet',
          permission: 'accounts',
        },
      ],
    },
  ];
  return (
    <BusinessShell area="gym-accounts" kinds={['gym']} title={t('balance.title')} groups={groups}>
      <BalanceSheet prefix="/balancesheet" />
    </BusinessShell>
  );
}
