import { Button, Stack, Text, Title } from '@mantine/core';
import { companyApi, sharePriceInputSchema, type SharePrice } from '@vedann/contracts';
import { useState } from 'react';
import { useFormat } from '../../i18n/format';
import { useHasPermission } from '../../lib/permissions';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useShareChart } from './company-api';
import { useCompanyT } from './i18n';
import { useCompanyName } from './records-panels';
import { SharePriceChart } from './share-price-chart';

// The chart (and its library) comes with this panel only: the other panels never load it.

type ShareDraft = { month: string; price: string };

/** Graphs: the line chart of the last 12 months, and More Details: the monthly prices. */
export function ShareGraphsPanel() {
  const t = useCompanyT();
  const format = useFormat();
  const name = useCompanyName();
  const chart = useShareChart();
  const [details, setDetails] = useState(false);
  const canEdit = useHasPermission('profile');
  let body;
  if (chart.isPending) body = <Loading />;
  else if (chart.isError)
    body = <LoadError error={chart.error} onRetry={() => void chart.refetch()} />;
  else if (chart.data.length === 0) body = <Text>{t('shares.chartEmpty')}</Text>;
  else body = <SharePriceChart points={chart.data} />;
  const columns: EditableColumn<SharePrice, ShareDraft>[] = [
    { field: 'month', label: t('shares.month') },
    {
      field: 'price',
      label: t('shares.price'),
      kind: 'number',
      render: (row) => format.money(row.price),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('shares.chartTitle')}
      </Title>
      {body}
      <div>
        <Button variant="light" aria-expanded={details} onClick={() => setDetails((open) => !open)}>
          {details ? t('shares.hideDetails') : t('shares.moreDetails')}
        </Button>
      </div>
      {details && (
        <EditableTable<SharePrice, ShareDraft>
          title={t('shares.tableTitle', { name })}
          canEdit={canEdit}
          resource={companyApi.sharePrices}
          columns={columns}
          emptyDraft={{ month: '', price: '' }}
          toDraft={(row) => ({ month: row.month, price: String(row.price) })}
          toInput={(draft) => draft}
          schema={sharePriceInputSchema}
          emptyText={t('shares.empty')}
          loadErrorText={t('shares.loadError')}
          labels={{ add: t('shares.add'), addTitle: t('shares.addTitle') }}
        />
      )}
    </Stack>
  );
}
