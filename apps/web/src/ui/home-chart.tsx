import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

export interface HomeChartProps {
  /** One bar per point, in order: a month or a day, named as the axis shows it. */
  points: readonly { label: string; value: number }[];
  /** What the bars count, as the tooltip names them. */
  name: string;
  valueFormatter: (value: number) => string;
}

/** A home's trend as bars (its own chunk: recharts is large, and only the homes load it). */
export default function HomeChart({ points, name, valueFormatter }: HomeChartProps) {
  return (
    <BarChart
      h={220}
      data={points.map((point) => ({ ...point }))}
      dataKey="label"
      series={[{ name: 'value', label: name, color: 'indigo.6' }]}
      valueFormatter={valueFormatter}
      tickLine="none"
      gridAxis="none"
      withYAxis={false}
    />
  );
}
