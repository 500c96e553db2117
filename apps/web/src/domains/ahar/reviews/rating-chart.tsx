import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { AharRatingSummary } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { useAharDemandT } from '../demand/i18n';

/** The average of each key point, the highest in its own colour (its own chunk). */
export default function RatingChart({
  ratings,
  highest,
}: {
  ratings: AharRatingSummary[];
  highest: string | undefined;
}) {
  const t = useAharDemandT();
  const format = useFormat();
  return (
    <div role="img" aria-label={t('rating.chart')}>
      <BarChart
        h={220}
        data={ratings.map((r) => ({
          keyPoint: t(`rating.keyPoints.${r.keyPoint}`),
          number: r.number,
          color: r.keyPoint === highest ? 'orange.6' : 'teal.6',
        }))}
        dataKey="keyPoint"
        yAxisProps={{ domain: [0, 5] }}
        valueFormatter={(value) => format.number(value)}
        series={[{ name: 'number', label: t('rating.number'), color: 'teal.6' }]}
      />
    </div>
  );
}
