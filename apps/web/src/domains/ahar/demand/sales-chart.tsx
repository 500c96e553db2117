import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useFormat } from '../../../i18n/format';
import { useAharDemandT } from './i18n';

/** The month's quantities by day (its own chunk: recharts is large). */
export default function SalesChart({ days }: { days: { date: string; quantity: number }[] }) {
  const t = useAharDemandT();
  const format = useFormat();
  return (
    <BarChart
      h={220}
      data={days.map((d) => ({ day: d.date.slice(8), quantity: d.quantity }))}
      dataKey="day"
      valueFormatter={(value) => format.number(value)}
      series={[{ name: 'quantity', label: t('demand.chartQuantity'), color: 'teal.6' }]}
    />
  );
}
