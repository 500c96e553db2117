import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_TYPES,
  MONTHS,
  SERIES_KEYS,
  accountsBooksApi,
  currentYear,
  readAmount,
  type AccountType,
  type SeriesRow,
} from '@vedann/contracts';
import { useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { endpointKey, useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { useStoredOrgId } from '../../lib/org-store';
import { Loading } from '../../ui/loading';
import { seriesPoints, type SeriesDraft } from './books-logic';
import { useAccountsBooksT } from './i18n';
import { SubmitRow } from '../../ui/submit-row';

const SeriesChart = lazy(() => import('./series-chart'));

/** Spec 04 section 8: the success note shows for 3 seconds. */
const NOTE_MS = 3000;

const draftOf = (row: SeriesRow): SeriesDraft => ({
  time: row.time,
  year: String(row.year),
  value: String(row.value),
});
const newRow = (): SeriesDraft => ({ time: 'January', year: String(currentYear()), value: '0' });

/** Month names in the reader's language, for the month select. */
function useMonthNames(): string[] {
  const format = useFormat();
  return MONTHS.map((_, index) => format.monthName(index + 1));
}

function SeriesEditor(props: { type: AccountType; id: string; rows: SeriesRow[] }) {
  const t = useAccountsBooksT();
  const tm = useMessageT();
  const months = useMonthNames();
  const orgId = useStoredOrgId();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<SeriesDraft[]>(() => props.rows.map(draftOf));
  const [note, setNote] = useState<string | null>(null);
  const name = t(`report.series.${props.type}`);

  // The success note goes after 3 seconds.
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const save = useEndpointMutation(accountsBooksApi.saveFinancialData, {
    toCall: (drafts: SeriesDraft[]) => ({
      params: { id: props.id },
      body: {
        [SERIES_KEYS[props.type]]: drafts.map((row) => ({
          time: row.time,
          year: row.year,
          // A value that is not a number is read as 0.
          value: readAmount(row.value),
        })),
      },
    }),
    onSuccess: (answer) => {
      setNote(answer.message ?? '');
      setRows(answer[SERIES_KEYS[props.type]].map(draftOf));
      queryClient.setQueryData(endpointKey(accountsBooksApi.financialData, orgId), answer);
    },
  });
  const set = (index: number, field: keyof SeriesDraft, value: string) =>
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(rows);
  };

  return (
    <section aria-labelledby={`series-${props.type}`} className="books-series">
      <Title order={2} size="h4" id={`series-${props.type}`} mb="xs">
        {name}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <form noValidate onSubmit={submit} aria-label={name}>
          <Stack gap="xs">
            <Table className="books-series-table" aria-label={name}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.month')}</Table.Th>
                  <Table.Th>{t('report.year')}</Table.Th>
                  <Table.Th>{t('report.value')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('report.removeRow')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => {
                  const rowName = t('report.rowName', { series: name, number: index + 1 });
                  return (
                    <Table.Tr key={index}>
                      <Table.Td>
                        <NativeSelect
                          aria-label={`${rowName}: ${t('report.month')}`}
                          data={MONTHS.map((month, at) => ({
                            value: month,
                            label: months[at] ?? month,
                          }))}
                          value={row.time}
                          onChange={(event) => set(index, 'time', event.currentTarget.value)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${rowName}: ${t('report.year')}`}
                          inputMode="numeric"
                          value={row.year}
                          onChange={(event) => set(index, 'year', event.currentTarget.value)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${rowName}: ${t('report.value')}`}
                          inputMode="decimal"
                          value={row.value}
                          onChange={(event) => set(index, 'value', event.currentTarget.value)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${t('report.removeRow')} ${rowName}`}
                          // At least one row stays.
                          disabled={rows.length === 1}
                          onClick={() => setRows(rows.filter((_, at) => at !== index))}
                        >
                          {t('report.removeRow')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {note && (
              <Alert color="green" role="status">
                {tm(note)}
              </Alert>
            )}
            <SubmitRow
              request={save}
              label={t('report.update')}
              leading={
                <Button variant="default" onClick={() => setRows([...rows, newRow()])}>
                  {t('report.addRow')}
                </Button>
              }
            />
          </Stack>
        </form>
        <div role="img" aria-label={t('report.chart', { series: name })}>
          <Suspense fallback={<Loading />}>
            <SeriesChart points={seriesPoints(rows)} name={name} />
          </Suspense>
        </div>
      </SimpleGrid>
    </section>
  );
}

/**
 * The financial report (spec 03 and 04): Revenue, Profit and Net Worth, each an editable table
 * of month (with its year) and value in crore beside its line chart, over the one document
 * `/financial-data` of the current business, whatever its kind.
 */
export function FinancialReport() {
  const t = useAccountsBooksT();
  const tc = useCommonT();
  const report = useEndpoint(accountsBooksApi.financialData, {});
  if (report.isError)
    return (
      <Alert color="red" title={t('report.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => void report.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  if (!report.data) return <Loading />;
  const data = report.data;
  return (
    <Stack gap="xl" className="books-screen">
      {ACCOUNT_TYPES.map((type) => (
        <SeriesEditor key={type} type={type} id={data._id} rows={data[SERIES_KEYS[type]]} />
      ))}
    </Stack>
  );
}
