import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { SeriesPoint } from './books-logic';

/** A financial series as a line over its months (its own chunk: recharts is large). */
export default function SeriesChart({ points, name }: { points: SeriesPoint[]; name: string }) {
  return (
    <LineChart
      h={240}
      data={points}
      dataKey="label"
      series={[{ name: 'value', label: name, color: 'indigo.6' }]}
      curveType="linear"
      withDots
    />
  );
}
