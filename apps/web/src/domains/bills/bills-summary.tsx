import { lazy, Suspense, useState } from 'react';
import { Alert, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BILL_KINDS, CURRENCIES, billsApi } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useEndpoint, useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { Loading } from '../../ui/loading';
import { monthOf, monthsEnding } from './bill-logic';
import { BILLS_SUMMARY, useRates } from './bill-tables';
import { useBillsT } from './i18n';
import { SubmitRow } from '../../ui/submit-row';
import { LoadError } from '../../ui/load-error';

const ExpensesChart = lazy(() => import('./expenses-chart'));

/** A month's total per kind, in rupees (beyond the spec). */
function MonthTotals() {
  const t = useBillsT();
  const format = useFormat();
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const totals = useEndpoint(
    billsApi.monthlyTotals,
    { query: { month } },
    { enabled: /^\d{4}-\d{2}$/.test(month) },
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('totals.title')}
      </Title>
      <TextInput
        type="month"
        label={t('totals.month')}
        value={month}
        maw={220}
        onChange={(event) => setMonth(event.currentTarget.value)}
      />
      {totals.isError ? (
        <LoadError
          error={undefined}
          fallback={t('totals.loadError')}
          onRetry={() => void totals.refetch()}
        />
      ) : !totals.data ? (
        <Loading />
      ) : (
        <Table className="bills-totals" aria-label={t('totals.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('totals.kind')}</Table.Th>
              <Table.Th ta="right">{t('totals.rupees')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BILL_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{t(`kinds.${kind}`)}</Table.Td>
                <Table.Td ta="right">{format.money(totals.data.totals[kind])}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('totals.total')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {format.money(totals.data.totals.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The last 12 months of bills by kind, in rupees (beyond the spec). */
function Expenses() {
  const t = useBillsT();
  const range = monthsEnding(monthOf(new Date()), 12);
  const expenses = useEndpoint(billsApi.expenses, { query: range });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('chart.title')}
      </Title>
      <Text size="sm" c="dimmed" id="bills-chart-description">
        {t('chart.description')}
      </Text>
      {expenses.isError ? (
        <LoadError
          error={undefined}
          fallback={t('chart.loadError')}
          onRetry={() => void expenses.refetch()}
        />
      ) : !expenses.data ? (
        <Loading />
      ) : (
        <div role="img" aria-label={t('chart.title')} aria-describedby="bills-chart-description">
          <Suspense fallback={<Loading />}>
            <ExpensesChart months={expenses.data.months} />
          </Suspense>
        </div>
      )}
    </Stack>
  );
}

type RateDraft = Record<(typeof CURRENCIES)[number], string>;

/** The business's rate table: each business starts with the spec's, its owner may change it. */
function RateTableForm() {
  const t = useBillsT();
  const tm = useMessageT();
  const rates = useRates();
  // New rates change the drafts' conversions, the totals and the chart.
  const refresh = useRefresh([billsApi.rates, ...BILLS_SUMMARY]);
  const [draft, setDraft] = useState<RateDraft | null>(null);
  const shown: RateDraft | null =
    draft ??
    (rates.data
      ? (Object.fromEntries(
          CURRENCIES.map((currency) => [currency, String(rates.data.rates[currency])]),
        ) as RateDraft)
      : null);
  const save = useEndpointMutation(billsApi.setRates, {
    toCall: (values: RateDraft) => ({
      body: {
        rates: Object.fromEntries(
          CURRENCIES.filter((currency) => currency !== 'USD').map((c) => [c, values[c]]),
        ),
      },
    }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message ?? '') });
      setDraft(null);
      await refresh();
    },
  });
  if (rates.isError) return <Alert color="red">{t('rates.loadError')}</Alert>;
  if (!shown) return <Loading />;
  return (
    <form
      noValidate
      aria-label={t('rates.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(shown);
      }}
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('rates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rates.help')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {CURRENCIES.filter((currency) => currency !== 'USD').map((currency) => (
            <TextInput
              key={currency}
              label={t('rates.rate', { currency })}
              inputMode="decimal"
              value={shown[currency]}
              onChange={(event) => setDraft({ ...shown, [currency]: event.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <SubmitRow request={save} label={t('rates.save')} variant="light" />
      </Stack>
    </form>
  );
}

/** What the bills screens show under every kind: month totals, the chart and the rate table. */
export function BillsSummary() {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <MonthTotals />
        <Expenses />
      </SimpleGrid>
      <RateTableForm />
    </Stack>
  );
}
