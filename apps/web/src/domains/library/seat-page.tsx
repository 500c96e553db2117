import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Collapse,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_METHODS,
  SEAT_MESSAGES,
  SHIFTS,
  addDays,
  seatBookingFormSchema,
  todayInIndia,
  type SeatBooking,
  type SeatMap,
  type Shift,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { ApiError, apiGet, apiSend, errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { Loading } from '../../ui/loading';
import { useLibraryT } from './i18n';
import './seat-page.css';
import { LoadError } from '../../ui/load-error';

type Layout = 'grid' | 'tables';

/** A seat of a layout: the grid's seat N (table 0), or seat N at table T. */
interface SeatRef {
  layout: Layout;
  table: number;
  seatNumber: number;
}

const seatKey = (seat: SeatRef) => `${seat.layout}:${seat.table}:${seat.seatNumber}`;

interface BookingValues {
  memberId: string;
  memberIdLetter1: string;
  memberIdLetter2: string;
  tableNo: number | string;
  planDetails: string;
  startDate: string;
  expiryDate: string;
  paymentMethod: string;
  paidAmount: number | string;
  dueAmount: number | string;
  nextBillDate: string;
}

/** The body the server reads: empty optional fields left out, so the schema sees them absent. */
function bookingBody(values: BookingValues, seat: SeatRef, shift: Shift) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    seatNumber: seat.seatNumber,
    shift,
    layout: seat.layout,
    memberId: optional(values.memberId),
    memberIdLetter1: optional(values.memberIdLetter1),
    memberIdLetter2: optional(values.memberIdLetter2),
    tableNo: values.tableNo,
    planDetails: values.planDetails,
    startDate: values.startDate,
    expiryDate: values.expiryDate,
    paymentMethod: values.paymentMethod,
    paidAmount: values.paidAmount === '' ? undefined : String(values.paidAmount),
    dueAmount: values.dueAmount === '' ? undefined : String(values.dueAmount),
    nextBillDate: optional(values.nextBillDate),
  };
}

/** The seat form in its modal (spec 02 sections 3, 5 and 8). */
function BookingModal({
  seat,
  shift,
  day,
  onClose,
}: {
  seat: SeatRef;
  shift: Shift;
  /** The day the seat map shows: the booking starts on it. */
  day: string;
  onClose: () => void;
}) {
  const t = useLibraryT();
  const tm = useMessageT();
  const queryClient = useQueryClient();
  const form = useForm<BookingValues>({
    initialValues: {
      memberId: '',
      memberIdLetter1: '',
      memberIdLetter2: '',
      tableNo: seat.layout === 'tables' ? seat.table : 1,
      planDetails: '',
      startDate: day,
      expiryDate: addDays(day, 29),
      paymentMethod: '',
      paidAmount: '',
      dueAmount: 0,
      nextBillDate: addDays(day, 30),
    },
    validate: (values) =>
      zodFormResolver<unknown>(seatBookingFormSchema)(bookingBody(values, seat, shift)),
  });
  const book = useMutation({
    mutationFn: (values: BookingValues) =>
      apiSend<{ message: string }>('POST', '/book-seat', bookingBody(values, seat, shift)),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      await queryClient.invalidateQueries({ queryKey: ['library-seats'] });
      onClose();
    },
  });
  const failure = book.isError
    ? book.error instanceof ApiError && book.error.serverMessage
      ? errorMessage(book.error, SEAT_MESSAGES.bookingFailed)
      : tm(SEAT_MESSAGES.bookingFailed)
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked.hasErrors) book.mutate(form.getValues());
  };
  const letter = (name: 'memberIdLetter1' | 'memberIdLetter2', label: string) => (
    <TextInput
      label={label}
      maxLength={1}
      {...form.getInputProps(name)}
      onChange={(e) => form.setFieldValue(name, e.currentTarget.value.replace(/[^A-Za-z]/g, ''))}
    />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        seat.layout === 'tables'
          ? t('seat.bookTitleTable', { table: seat.table, seat: seat.seatNumber })
          : t('seat.bookTitle', { seat: seat.seatNumber })
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(`shifts.${shift}`)}
          </Text>
          <TextInput
            label={t('seat.memberId')}
            description={t('seat.memberIdHint')}
            {...form.getInputProps('memberId')}
          />
          <SimpleGrid cols={2}>
            {letter('memberIdLetter1', t('seat.letter1'))}
            {letter('memberIdLetter2', t('seat.letter2'))}
          </SimpleGrid>
          <NumberInput
            label={t('seat.tableNo')}
            required
            min={1}
            readOnly={seat.layout === 'tables'}
            {...form.getInputProps('tableNo')}
          />
          <TextInput label={t('seat.planDetails')} {...form.getInputProps('planDetails')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="date"
              label={t('seat.startDate')}
              required
              {...form.getInputProps('startDate')}
            />
            <TextInput
              type="date"
              label={t('seat.expiryDate')}
              required
              {...form.getInputProps('expiryDate')}
            />
          </SimpleGrid>
          <Select
            label={t('seat.paymentMethod')}
            required
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payments.${m}`) }))}
            {...form.getInputProps('paymentMethod')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t('seat.paidAmount')}
              required
              min={0}
              decimalScale={2}
              prefix="₹"
              {...form.getInputProps('paidAmount')}
            />
            <NumberInput
              label={t('seat.dueAmount')}
              required
              min={0}
              decimalScale={2}
              prefix="₹"
              {...form.getInputProps('dueAmount')}
            />
          </SimpleGrid>
          <TextInput
            type="date"
            label={t('seat.nextBillDate')}
            {...form.getInputProps('nextBillDate')}
          />
          <Text size="sm" c="dimmed">
            {t('seat.bookingTime')}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('seat.cancel')}
            </Button>
            <Button type="submit" loading={book.isPending}>
              {t('seat.bookSeat')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One seat: free ones open the form; an occupied one tells who booked it and when. */
function SeatButton({
  seat,
  booking,
  onFree,
  onTaken,
}: {
  seat: SeatRef;
  booking: SeatBooking | undefined;
  onFree: (seat: SeatRef) => void;
  onTaken: (seat: SeatRef, booking: SeatBooking) => void;
}) {
  const t = useLibraryT();
  const who = booking ? (booking.member?.name ?? booking.memberId) : '';
  return (
    <UnstyledButton
      className="library-seat"
      data-occupied={booking ? 'true' : undefined}
      aria-label={
        booking
          ? t('seat.seatTaken', { seat: seat.seatNumber, member: who })
          : t('seat.seatFree', { seat: seat.seatNumber })
      }
      onClick={() => (booking ? onTaken(seat, booking) : onFree(seat))}
    >
      {seat.seatNumber}
    </UnstyledButton>
  );
}

/** One shift's tab: totals, search, the two layouts, Member Details and the booking modal. */
function ShiftSeats({ shift, day }: { shift: Shift; day: string }) {
  const t = useLibraryT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [layout, setLayout] = useState<Layout>('grid');
  const [booking, setBooking] = useState<SeatRef | null>(null);
  const [shown, setShown] = useState<{ seat: SeatRef; booking: SeatBooking } | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [memberSearch, setMemberSearch] = useState('');
  const map = useQuery({
    queryKey: ['library-seats', shift, day],
    queryFn: () => apiGet<SeatMap>(`/seats?shift=${encodeURIComponent(shift)}&date=${day}`),
  });
  const found = useMutation({
    mutationFn: (memberId: string) =>
      apiGet<{ bookings: SeatBooking[] }>(`/book-seat/member/${encodeURIComponent(memberId)}`),
  });
  const saveLayout = useMutation({
    mutationFn: (change: { grid: { rows: number; cols: number } } | { tables: number[] }) =>
      'grid' in change
        ? apiSend('PUT', `/seat-layouts/${encodeURIComponent(shift)}/grid`, change.grid)
        : apiSend('PUT', `/seat-layouts/${encodeURIComponent(shift)}/tables`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library-seats'] }),
  });

  if (map.isPending) return <Loading />;
  if (map.isError)
    return (
      <LoadError
        error={map.error}
        fallback={SEAT_MESSAGES.loadFailed}
        onRetry={() => void map.refetch()}
      />
    );

  const { layouts, occupied, totals } = map.data;
  const held = new Map(occupied.map((o) => [seatKey({ ...o, table: o.table }), o.booking]));
  const bookingOf = (seat: SeatRef) => held.get(seatKey(seat));
  const { rows, cols } = layouts.grid;
  const tables = layouts.tables;
  const seatText = (b: SeatBooking) =>
    b.layout === 'tables'
      ? t('dashboard.seatTable', { table: b.tableNo, seat: b.seatNumber })
      : t('dashboard.seatGrid', { seat: b.seatNumber });

  return (
    <Stack gap="md" pt="md">
      <Paper withBorder p="sm" component="section" aria-label={t('seat.totals')}>
        <Group gap="lg">
          <Text size="sm">{t('seat.totalSeats', { count: totals.seats })}</Text>
          <Text size="sm">{t('seat.occupied', { count: totals.occupied })}</Text>
          <Text size="sm">{t('seat.free', { count: totals.free })}</Text>
          <Text size="sm">{t('seat.paidTotal', { amount: format.money(totals.paid) })}</Text>
          <Text size="sm">{t('seat.dueTotal', { amount: format.money(totals.due) })}</Text>
        </Group>
      </Paper>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (memberSearch.trim()) found.mutate(memberSearch.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('seat.searchLabel')}
            value={memberSearch}
            onChange={(e) => setMemberSearch(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={found.isPending}>
            {t('seat.searchButton')}
          </Button>
        </Group>
      </form>
      {found.isError && (
        <Alert color="yellow" role="status">
          {errorMessage(found.error, SEAT_MESSAGES.noSeatForMember)}
        </Alert>
      )}
      {found.data && (
        <Alert color="blue" role="status">
          {found.data.bookings.map((b) => (
            <Text size="sm" key={b._id}>
              {t('seat.found', {
                memberId: b.memberId,
                seat: seatText(b),
                shift: t(`shifts.${b.shift}`),
                from: format.date(b.startDate),
                to: format.date(b.expiryDate),
              })}
            </Text>
          ))}
        </Alert>
      )}

      <SegmentedControl
        aria-label={t('seat.layout')}
        value={layout}
        onChange={(value) => setLayout(value === 'tables' ? 'tables' : 'grid')}
        data={[
          { value: 'grid', label: t('seat.grid') },
          { value: 'tables', label: t('seat.tables') },
        ]}
      />
      {saveLayout.isError && (
        <Alert color="red" role="alert">
          {errorMessage(saveLayout.error, SEAT_MESSAGES.loadFailed)}
        </Alert>
      )}
      {shown && (
        <Alert
          color="gray"
          role="status"
          withCloseButton
          closeButtonLabel={t('seat.close')}
          onClose={() => setShown(null)}
        >
          {t('seat.occupiedBy', {
            seat: shown.seat.seatNumber,
            member: shown.booking.member?.name ?? shown.booking.memberId,
            memberId: shown.booking.memberId,
            bookedBy: shown.booking.bookedBy,
            time: format.dateTime(shown.booking.bookingTime),
            from: format.date(shown.booking.startDate),
            to: format.date(shown.booking.expiryDate),
          })}
        </Alert>
      )}

      {layout === 'grid' ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => saveLayout.mutate({ grid: { rows: rows + 1, cols } })}
            >
              {t('seat.addRow')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={rows <= 1}
              onClick={() => saveLayout.mutate({ grid: { rows: rows - 1, cols } })}
            >
              {t('seat.removeRow')}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => saveLayout.mutate({ grid: { rows, cols: cols + 1 } })}
            >
              {t('seat.addColumn')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={cols <= 1}
              onClick={() => saveLayout.mutate({ grid: { rows, cols: cols - 1 } })}
            >
              {t('seat.removeColumn')}
            </Button>
          </Group>
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
                  onFree={setBooking}
                  onTaken={(s, b) => setShown({ seat: s, booking: b })}
                />
              );
            })}
          </div>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => saveLayout.mutate({ tables: [...tables, 6] })}
            >
              {t('seat.addTable')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={tables.length <= 1}
              onClick={() => saveLayout.mutate({ tables: tables.slice(0, -1) })}
            >
              {t('seat.removeTable')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {tables.map((count, index) => {
              const table = index + 1;
              const change = (delta: number) =>
                saveLayout.mutate({
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
                              onFree={setBooking}
                              onTaken={(s, b) => setShown({ seat: s, booking: b })}
                            />
                          </div>
                        );
                      })}
                    </div>
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
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}

      <div>
        <Button
          variant="default"
          onClick={() => setDetailsOpen((open) => !open)}
          aria-expanded={detailsOpen}
          aria-controls={`member-details-${shift.replace(/\s+/g, '-')}`}
        >
          {t('seat.memberDetails')}
        </Button>
        <Collapse in={detailsOpen} id={`member-details-${shift.replace(/\s+/g, '-')}`}>
          {occupied.length === 0 ? (
            <Text c="dimmed" mt="xs">
              {t('seat.noMembers')}
            </Text>
          ) : (
            <ul>
              {occupied.map((o) => (
                <li key={o.booking._id}>
                  {t('seat.memberRow', {
                    seat: seatText(o.booking),
                    name: o.booking.member?.name ?? o.booking.memberId,
                    memberId: o.booking.memberId,
                    to: format.date(o.booking.expiryDate),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Collapse>
      </div>

      {booking && (
        <BookingModal seat={booking} shift={shift} day={day} onClose={() => setBooking(null)} />
      )}
    </Stack>
  );
}

/** `/mgtservice/mgtlibrary/seat`: five shift tabs, each with its seats (spec 02 section 2). */
export function SeatPage() {
  const t = useLibraryT();
  const format = useFormat();
  const [shift, setShift] = useState<Shift>('Morning');
  // The day the seats are shown and booked for: today unless another day is chosen.
  const [day, setDay] = useState(todayInIndia());
  // Tab values become element ids: no spaces ('Full day' is 'Full-day').
  const valueOf = (s: Shift) => s.replace(/\s+/g, '-');
  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label={t('seat.dateLabel')}
        description={t('seat.day', { date: format.date(day) })}
        value={day}
        maw={240}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setDay(value);
        }}
      />
      <Tabs
        value={valueOf(shift)}
        onChange={(value) => setShift(SHIFTS.find((s) => valueOf(s) === value) ?? 'Morning')}
        keepMounted={false}
      >
        <Tabs.List>
          {SHIFTS.map((s) => (
            <Tabs.Tab value={valueOf(s)} key={s}>
              {t(`shifts.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SHIFTS.map((s) => (
          <Tabs.Panel value={valueOf(s)} key={s}>
            <ShiftSeats shift={s} day={day} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
