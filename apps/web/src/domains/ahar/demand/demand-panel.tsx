import { lazy, Suspense, useState } from 'react';
import { Alert, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEMAND_EVENT_KINDS,
  aharApi,
  demandEventInputSchema,
  type CategoryForecast,
  type DemandEvent,
} from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useEndpoint } from '../../../lib/endpoint';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { ScrollRegion } from '../../../ui/scroll-region';
import { DEMAND_VIEWS, useYearsAndMonths } from './api';
import { useAharDemandT } from './i18n';
import { TiffinDays } from '../tiffin/tiffin-days';

const SalesChart = lazy(() => import('./sales-chart'));
const ForecastChart = lazy(() => import('./forecast-chart'));

type Scope = 'own' | 'market';

const { demand } = aharApi;

/** Demand → Own and Market: the month's past sales and the forecast (issue 14 section 3). */
function DemandView({ scope }: { scope: Scope }) {
  const t = useAharDemandT();
  const choices = useYearsAndMonths();
  const [year, setYear] = useState(choices.year);
  const [month, setMonth] = useState(choices.month);
  return (
    <Stack gap="lg">
      <Group wrap="wrap">
        <NativeSelect
          label={t('demand.year')}
          data={choices.years}
          value={year}
          onChange={(e) => setYear(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('demand.month')}
          data={choices.months.map((m) => ({ value: m.value, label: m.name }))}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
        />
      </Group>
      <PastSalesReview scope={scope} year={year} month={month} />
      <Forecast scope={scope} />
      {scope === 'own' && <TiffinDays />}
      {scope === 'own' && <EventsTable />}
    </Stack>
  );
}

export const DemandOwn = () => <DemandView scope="own" />;
export const DemandMarket = () => <DemandView scope="market" />;

function MarketNote({ city, hidden }: { city: string; hidden: number }) {
  const t = useAharDemandT();
  if (city === '') return <Alert color="yellow">{t('demand.noCity')}</Alert>;
  return (
    <Stack gap={4}>
      <Text size="sm">{t('demand.market', { city })}</Text>
      {hidden > 0 && (
        <Text size="sm" c="dimmed">
          {t('demand.hidden', { count: hidden })}
        </Text>
      )}
    </Stack>
  );
}

function PastSalesReview({ scope, year, month }: { scope: Scope; year: string; month: string }) {
  const t = useAharDemandT();
  const format = useFormat();
  const sales = useEndpoint<typeof demand.ownSales | typeof demand.marketSales>(
    scope === 'own' ? demand.ownSales : demand.marketSales,
    { query: { year, month } },
  );
  return (
    <section aria-labelledby={`past-sales-${scope}`}>
      <Title order={2} size="h3" id={`past-sales-${scope}`} mb="sm">
        {t('demand.pastSales')}
      </Title>
      {sales.isPending ? (
        <Loading />
      ) : sales.isError ? (
        <LoadError
          error={sales.error}
          onRetry={() => void sales.refetch()}
          fallback={t('demand.loadFailed')}
        />
      ) : (
        <Stack gap="sm">
          {'city' in sales.data && (
            <MarketNote
              city={sales.data.city}
              hidden={sales.data.hiddenCategories + sales.data.hiddenDays}
            />
          )}
          {sales.data.byCategory.length === 0 ? (
            <Text>{t('demand.noSales')}</Text>
          ) : (
            <>
              <Table striped aria-label={t('demand.byCategory')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('demand.category')}</Table.Th>
                    <Table.Th>{t('demand.quantity')}</Table.Th>
                    <Table.Th>{t('demand.value')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sales.data.byCategory.map((row) => (
                    <Table.Tr key={row.category}>
                      <Table.Td>{row.category}</Table.Td>
                      <Table.Td>{format.number(row.quantity)}</Table.Td>
                      <Table.Td>{format.money(row.value, 'INR')}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr fw={700}>
                    <Table.Td>{t('demand.totalRow')}</Table.Td>
                    <Table.Td>{format.number(sales.data.totals.quantity)}</Table.Td>
                    <Table.Td>{format.money(sales.data.totals.value, 'INR')}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Title order={3} size="h5">
                {t('demand.byDay')}
              </Title>
              <Suspense fallback={<Loading />}>
                <SalesChart days={sales.data.byDay} />
              </Suspense>
              <ScrollRegion label={t('demand.byDay')} minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('demand.day')}</Table.Th>
                      <Table.Th>{t('demand.quantity')}</Table.Th>
                      <Table.Th>{t('demand.value')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {sales.data.byDay.map((row) => (
                      <Table.Tr key={row.date}>
                        <Table.Td>{format.date(row.date)}</Table.Td>
                        <Table.Td>{format.number(row.quantity)}</Table.Td>
                        <Table.Td>{format.money(row.value, 'INR')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
            </>
          )}
        </Stack>
      )}
    </section>
  );
}

function Forecast({ scope }: { scope: Scope }) {
  const t = useAharDemandT();
  const format = useFormat();
  const forecast = useEndpoint(scope === 'own' ? demand.ownForecast : demand.marketForecast, {});
  const [chosen, setChosen] = useState<string | null>(null);
  const ready = (forecast.data?.categories ?? []).filter(
    (c): c is Extract<CategoryForecast, { status: 'ok' }> => c.status === 'ok',
  );
  const shown = ready.find((c) => c.category === chosen) ?? ready[0];
  return (
    <section aria-labelledby={`forecast-${scope}`}>
      <Title order={2} size="h3" id={`forecast-${scope}`} mb="sm">
        {t('demand.forecast')}
      </Title>
      {forecast.isPending ? (
        <Loading />
      ) : forecast.isError ? (
        <LoadError
          error={forecast.error}
          onRetry={() => void forecast.refetch()}
          fallback={t('demand.loadFailed')}
        />
      ) : (
        <Stack gap="sm">
          {scope === 'market' && (
            <MarketNote city={forecast.data.city} hidden={forecast.data.hiddenCategories} />
          )}
          {forecast.data.categories.length === 0 ? (
            <Text>{t('demand.noHistory')}</Text>
          ) : (
            <>
              {forecast.data.from && (
                <Text size="sm">{t('demand.from', { date: format.date(forecast.data.from) })}</Text>
              )}
              <ScrollRegion label={t('demand.forecast')} minWidth={480}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('demand.category')}</Table.Th>
                      <Table.Th>{t('demand.next7')}</Table.Th>
                      <Table.Th>{t('demand.next30')}</Table.Th>
                      <Table.Th>{t('demand.error')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {forecast.data.categories.map((row) =>
                      row.status === 'ok' ? (
                        <Table.Tr key={row.category}>
                          <Table.Td>{row.category}</Table.Td>
                          <Table.Td>{format.number(Math.round(row.next7))}</Table.Td>
                          <Table.Td>{format.number(Math.round(row.next30))}</Table.Td>
                          <Table.Td>
                            {row.mape === null
                              ? t('demand.noError')
                              : t('demand.errorValue', { mape: format.number(row.mape) })}
                          </Table.Td>
                        </Table.Tr>
                      ) : (
                        <Table.Tr key={row.category}>
                          <Table.Td>{row.category}</Table.Td>
                          <Table.Td colSpan={3}>
                            {t('demand.tooShort', {
                              days: row.days,
                              minimum: forecast.data.minimumDays,
                            })}
                          </Table.Td>
                        </Table.Tr>
                      ),
                    )}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
              <Text size="sm" c="dimmed">
                {t('demand.trust')}
              </Text>
              {shown && (
                <>
                  <NativeSelect
                    label={t('demand.chartCategory')}
                    data={ready.map((c) => c.category)}
                    value={shown.category}
                    onChange={(e) => setChosen(e.currentTarget.value)}
                    maw={320}
                  />
                  <Suspense fallback={<Loading />}>
                    <ForecastChart
                      points={shown.points}
                      label={`${t('demand.forecast')}: ${shown.category}`}
                    />
                  </Suspense>
                </>
              )}
            </>
          )}
        </Stack>
      )}
    </section>
  );
}

interface EventDraft extends Record<string, string> {
  kind: string;
  name: string;
  startDate: string;
  endDate: string;
  effect: string;
  category: string;
}

/** The business's events, which the forecast applies (own view only). */
function EventsTable() {
  const t = useAharDemandT();
  const format = useFormat();
  const columns: EditableColumn<DemandEvent, EventDraft>[] = [
    {
      field: 'kind',
      label: t('events.kind'),
      kind: 'select',
      options: DEMAND_EVENT_KINDS,
      optionLabel: (kind) => t(`events.kinds.${kind as DemandEvent['kind']}`),
      render: (row) => t(`events.kinds.${row.kind}`),
    },
    { field: 'name', label: t('events.name') },
    {
      field: 'startDate',
      label: t('events.startDate'),
      kind: 'date',
      render: (row) => format.date(row.startDate),
    },
    {
      field: 'endDate',
      label: t('events.endDate'),
      kind: 'date',
      render: (row) => format.date(row.endDate),
    },
    {
      field: 'effect',
      label: t('events.effect'),
      kind: 'number',
      render: (row) => `${row.effect > 0 ? '+' : ''}${row.effect}%`,
    },
    {
      field: 'category',
      label: t('events.category'),
      render: (row) => row.category || t('events.all'),
    },
  ];
  return (
    <section>
      <Text size="sm" mb="xs">
        {t('events.hint')}
      </Text>
      <EditableTable
        title={t('events.title')}
        resource={demand.events}
        // The forecasts weigh the events.
        stale={DEMAND_VIEWS}
        columns={columns}
        emptyDraft={{
          kind: 'festival',
          name: '',
          startDate: '',
          endDate: '',
          effect: '50',
          category: '',
        }}
        toDraft={(row) => ({
          kind: row.kind,
          name: row.name,
          startDate: row.startDate,
          endDate: row.endDate,
          effect: String(row.effect),
          category: row.category,
        })}
        toInput={(draft) => draft}
        schema={demandEventInputSchema}
        emptyText={t('events.empty')}
        loadErrorText={t('events.loadFailed')}
        labels={{ add: t('events.add'), addTitle: t('events.add') }}
      />
    </section>
  );
}
