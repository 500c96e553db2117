import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useFormat } from '../../../i18n/format';
import { useAharDemandT } from './i18n';

export interface ChartPoint {
  date: string;
  recorded: number | null;
  forecast: number | null;
}

/**
 * The last 4 weeks as recorded beside their forecast, then the 30 days ahead (its own chunk:
 * recharts is large).
 */
export default function ForecastChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const t = useAharDemandT();
  const format = useFormat();
  return (
    <div role="img" aria-label={label}>
      <LineChart
        h={260}
        data={points.map((p) => ({
          day: format.dayMonth(p.date),
          recorded: p.recorded ?? undefined,
          forecast: p.forecast ?? undefined,
        }))}
        dataKey="day"
        withLegend
        connectNulls={false}
        valueFormatter={(value) => format.number(value)}
        series={[
          { name: 'recorded', label: t('demand.recorded'), color: 'blue.6' },
          {
            name: 'forecast',
            label: t('demand.forecastSeries'),
            color: 'orange.6',
            strokeDasharray: '5 5',
          },
        ]}
      />
    </div>
  );
}
