import { Button, Group, Paper, SimpleGrid, Stack, Title, UnstyledButton } from '@mantine/core';
import { type SeatBooking, type Shift } from '@vedann/contracts';
import { useLibraryT } from './i18n';
import './seat-page.css';

export type Layout = 'grid' | 'tables';

/** A seat of a layout: the grid's seat N (table 0), or seat N at table T. */
export interface SeatRef {
  layout: Layout;
  table: number;
  seatNumber: number;
}

export const seatKey = (seat: SeatRef) => `${seat.layout}:${seat.table}:${seat.seatNumber}`;

/** A change of a shift's layouts, as the seat-layout routes take it. */
export type LayoutChange = { grid: { rows: number; cols: number } } | { tables: number[] };

/**
 * How a seat stands beyond its booking: booked (on a student's map, which names nobody), held
 * by a student booking online, or the one the student chose.
 */
export type SeatMark = 'booked' | 'held' | 'chosen';

/** What both layouts share: whose each seat is, and what a click on one does. */
export interface SeatHandlers {
  bookingOf: (seat: SeatRef) => SeatBooking | undefined;
  markOf?: (seat: SeatRef) => SeatMark | undefined;
  onFree: (seat: SeatRef) => void;
  onTaken?: (seat: SeatRef, booking: SeatBooking) => void;
  /** Changes the layout; without it (a student's map) the layout cannot be changed. */
  save?: (change: LayoutChange) => void;
}

type SeatButtonProps = Pick<SeatHandlers, 'onFree' | 'onTaken'> & {
  seat: SeatRef;
  booking: SeatBooking | undefined;
  mark: SeatMark | undefined;
};

/**
 * One seat: free ones open the form (or are chosen); an occupied one tells who booked it and
 * when; a booked or held one on a student's map cannot be chosen.
 */
function SeatButton({ seat, booking, mark, onFree, onTaken }: SeatButtonProps) {
  const t = useLibraryT();
  const who = booking ? (booking.member?.name ?? booking.memberId) : '';
  const label = booking
    ? t('seat.seatTaken', { seat: seat.seatNumber, member: who })
    : mark === 'booked'
      ? t('seat.seatBooked', { seat: seat.seatNumber })
      : mark === 'held'
        ? t('seat.seatHeld', { seat: seat.seatNumber })
        : t('seat.seatFree', { seat: seat.seatNumber });
  const blocked = !booking && (mark === 'booked' || mark === 'held');
  return (
    <UnstyledButton
      className="library-seat"
      data-occupied={booking || mark === 'booked' ? 'true' : undefined}
      data-held={mark === 'held' ? 'true' : undefined}
      data-chosen={mark === 'chosen' ? 'true' : undefined}
      aria-label={label}
      aria-disabled={blocked || undefined}
      aria-pressed={mark === 'chosen' ? true : undefined}
      onClick={() => {
        if (booking) onTaken?.(seat, booking);
        else if (!blocked) onFree(seat);
      }}
    >
      {seat.seatNumber}
    </UnstyledButton>
  );
}

/** The grid layout: rows and columns of seats, and the buttons that add or remove them. */
export function GridSeats({
  shift,
  rows,
  cols,
  bookingOf,
  markOf,
  onFree,
  onTaken,
  save,
}: SeatHandlers & { shift: Shift; rows: number; cols: number }) {
  const t = useLibraryT();
  return (
    <Stack gap="sm">
      {save && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => save({ grid: { rows: rows + 1, cols } })}
          >
            {t('seat.addRow')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={rows <= 1}
            onClick={() => save({ grid: { rows: rows - 1, cols } })}
          >
            {t('seat.removeRow')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => save({ grid: { rows, cols: cols + 1 } })}
          >
            {t('seat.addColumn')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={cols <= 1}
            onClick={() => save({ grid: { rows, cols: cols - 1 } })}
          >
            {t('seat.removeColumn')}
          </Button>
        </Group>
      )}
      <div
        className="library-seat-grid"
        role="group"
        aria-label={t('seat.gridName', { shift: t(`shifts.${shift}`), rows, cols })}
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(2.25rem, 3rem))` }}
      >
        {Array.from({ length: rows * cols }, (_, index) => {
          const seat: SeatRef = { layout: 'grid', table: 0, seatNumber: index + 1 };
          return (
            <SeatButton
              key={index}
              seat={seat}
              booking={bookingOf(seat)}
              mark={markOf?.(seat)}
              onFree={onFree}
              onTaken={onTaken}
            />
          );
        })}
      </div>
    </Stack>
  );
}

/** The tables layout: round tables of seats, each grown or shrunk, and tables added or removed. */
export function TableSeats({
  tables,
  bookingOf,
  markOf,
  onFree,
  onTaken,
  save,
}: SeatHandlers & { tables: number[] }) {
  const t = useLibraryT();
  return (
    <Stack gap="sm">
      {save && (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => save({ tables: [...tables, 6] })}>
            {t('seat.addTable')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={tables.length <= 1}
            onClick={() => save({ tables: tables.slice(0, -1) })}
          >
            {t('seat.removeTable')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {tables.map((count, index) => {
          const table = index + 1;
          const change = (delta: number) =>
            save?.({
              tables: tables.map((seats, i) => (i === index ? seats + delta : seats)),
            });
          return (
            <Paper withBorder p="sm" key={table}>
              <Stack gap="xs" align="center">
                <Title order={3} size="h6">
                  {t('seat.table', { table })}
                </Title>
                <div
                  className="library-round-table"
                  role="group"
                  aria-label={t('seat.tableName', { table, count })}
                >
                  {Array.from({ length: count }, (_, i) => {
                    const seat: SeatRef = { layout: 'tables', table, seatNumber: i + 1 };
                    const angle = (360 / count) * i;
                    return (
                      <div
                        key={i}
                        className="library-round-seat"
                        style={{
                          transform: `rotate(${angle}deg) translate(4.25rem) rotate(${-angle}deg)`,
                        }}
                      >
                        <SeatButton
                          seat={seat}
                          booking={bookingOf(seat)}
                          mark={markOf?.(seat)}
                          onFree={onFree}
                          onTaken={onTaken}
                        />
                      </div>
                    );
                  })}
                </div>
                {save && (
                  <Group gap="xs">
                    <Button size="xs" variant="subtle" onClick={() => change(1)}>
                      {t('seat.addSeat')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      disabled={count <= 1}
                      onClick={() => change(-1)}
                    >
                      {t('seat.removeSeat')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
