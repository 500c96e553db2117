import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { MonthExpenses } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useBillsT } from './i18n';

const SERIES = [
  { name: 'water', color: 'blue.6' },
  { name: 'wifi', color: 'grape.6' },
  { name: 'electricity', color: 'yellow.8' },
  { name: 'rent', color: 'teal.7' },
  { name: 'equipment', color: 'red.7' },
] as const;

/** The expenses of each month, stacked by kind of bill (its own chunk: recharts is large). */
export default function ExpensesChart({ months }: { months: MonthExpenses[] }) {
  const t = useBillsT();
  const format = useFormat();
  return (
    <BarChart
      h={260}
      data={months}
      dataKey="month"
      type="stacked"
      withLegend
      valueFormatter={(value) => format.money(value)}
      series={SERIES.map((series) => ({ ...series, label: t(`kinds.${series.name}`) }))}
    />
  );
}
