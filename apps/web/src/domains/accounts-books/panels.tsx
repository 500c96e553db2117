import { Tabs } from '@mantine/core';
import { accountsBooksApi } from '@vedann/contracts';
import { BalanceSheet } from './balance-sheet';
import { FinancialReport } from './financial-report';
import { useAccountsBooksT } from './i18n';
import { BusinessShell, type ShellGroup } from '../business-shell';
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
  return <BalanceSheet sheet={accountsBooksApi.balanceSheet} />;
}

/**
 * Both books on one page, as tabs: for an area whose menu has one Account item (the library's
 * `/mgtservice/mgtlibrary/account`).
 */
export function AccountsBooksTabs() {
  const t = useAccountsBooksT();
  return (
    <Tabs defaultValue="balanceSheet" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="balanceSheet">{t('nav.balanceSheet')}</Tabs.Tab>
        <Tabs.Tab value="financialReport">{t('nav.financialReport')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="balanceSheet" pt="md">
        <BalanceSheet sheet={accountsBooksApi.balanceSheet} />
      </Tabs.Panel>
      <Tabs.Panel value="financialReport" pt="md">
        <FinancialReport />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The ahar's balance sheet (`/aharbalancesheet`). */
export function AharBalanceSheetPanel() {
  return <BalanceSheet sheet={accountsBooksApi.aharBalanceSheet} />;
}

/** `/gym/balancesheet`: a full-page layout titled Balance Sheet (spec 03 section 2). */
export function GymBalanceSheetPage() {
  const t = useAccountsBooksT();
  // The gym's accounts, as a menu beside the sheet (spec 03: open 250, collapsed 74).
  const groups: ShellGroup[] = [
    {
      key: 'accounts',
      label: t('nav.accounts'),
      hint: t('menuFinding.subtitles.accounts'),
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
      <BalanceSheet sheet={accountsBooksApi.balanceSheet} />
    </BusinessShell>
  );
}
