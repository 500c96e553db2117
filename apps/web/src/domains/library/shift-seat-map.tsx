import { useState, type ReactNode } from 'react';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import type { Shift } from '@vedann/contracts';
import { useLibraryT } from './i18n';
import { GridSeats, TableSeats, type Layout, type SeatHandlers } from './seat-layouts';

/** A shift's two layouts as a seat map gives them. */
interface ShiftLayouts {
  grid: { rows: number; cols: number };
  tables: number[];
}

export interface ShiftSeatMapProps extends SeatHandlers {
  shift: Shift;
  layouts: ShiftLayouts;
  /**
   * The legend's words for a free and a taken seat (the page's own: the desk books a free seat,
   * a student chooses one), and what follows it (the desk's time of the last reading).
   */
  legend: { free: string; taken: string; note?: ReactNode };
  /** What the page says between the layout switch and the legend (a failed save, a seat's holder). */
  notices?: ReactNode;
}

/**
 * One shift's seats, as the desk's seat page and a student's online booking both show them: the
 * switch between the grid and the tables, what the colours mean, and the seats of the chosen
 * layout, whose clicks the page handles.
 */
export function ShiftSeatMap({ shift, layouts, legend, notices, ...handlers }: ShiftSeatMapProps) {
  const t = useLibraryT();
  const [layout, setLayout] = useState<Layout>('grid');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('seat.layout')}
        value={layout}
        onChange={(value) => setLayout(value === 'tables' ? 'tables' : 'grid')}
        data={[
          { value: 'grid', label: t('seat.grid') },
          { value: 'tables', label: t('seat.tables') },
        ]}
      />
      {notices}
      <Group gap="md" wrap="wrap" component="section" aria-label={t('seat.legend')}>
        <ul className="library-seat-legend">
          <li>
            <span className="library-seat library-seat-swatch" aria-hidden="true" />
            {legend.free}
          </li>
          <li>
            <span
              className="library-seat library-seat-swatch"
              data-occupied="true"
              aria-hidden="true"
            />
            {legend.taken}
          </li>
          <li>
            <span
              className="library-seat library-seat-swatch"
              data-held="true"
              aria-hidden="true"
            />
            {t('seat.legendHeld')}
          </li>
        </ul>
        {legend.note}
      </Group>
      {layout === 'grid' ? (
        <GridSeats shift={shift} rows={layouts.grid.rows} cols={layouts.grid.cols} {...handlers} />
      ) : (
        <TableSeats tables={layouts.tables} {...handlers} />
      )}
    </Stack>
  );
}
