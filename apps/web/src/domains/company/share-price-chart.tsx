import { Table } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import type { SharePrice } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useCompanyT } from './i18n';

/**
 * The share price line chart over the months given (oldest first), with the same points as a
 * table for those who cannot see the chart. The chart library is in this module only: it loads
 * with the Graphs panel and the public company page, and with nothing else.
 */
export function SharePriceChart({ points }: { points: SharePrice[] }) {
  const t = useCompanyT();
  const format = useFormat();
  return (
    <figure style={{ margin: 0 }} aria-label={t('shares.chartTitle')}>
      <LineChart
        h={260}
        data={points.map((point) => ({ month: point.month, price: point.price }))}
        dataKey="month"
        series={[{ name: 'price', label: t('shares.price'), color: 'blue.6' }]}
        valueFormatter={(value) => format.money(value)}
        withDots
      />
      <figcaption>
        {/* One row a month, so the table fits a phone's width. */}
        <Table mt="xs" withTableBorder>
          <Table.Caption>{t('shares.chartTitle')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('shares.month')}</Table.Th>
              <Table.Th scope="col">{t('shares.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point._id}>
                <Table.Td>{point.month}</Table.Td>
                <Table.Td>{format.money(point.price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </figcaption>
    </figure>
  );
}
