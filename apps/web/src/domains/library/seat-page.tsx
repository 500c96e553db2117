import { useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Button, Collapse, Group, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  SEAT_MESSAGES,
  SHIFTS,
  libraryApi,
  todayInIndia,
  type SeatBooking,
  type SeatMap,
  type Shift,
  isCalendarDate,
  LIBRARY_MEMBER_IMPORT_FIELDS,
} from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { callEndpoint, useEndpoint, useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { Loading } from '../../ui/loading';
import { useLibraryT } from './i18n';
import { LoadError } from '../../ui/load-error';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { ImportButton } from '../../ui/import-dialog';
import { BookingModal } from './seat-booking';
import { SeatHoldsPanel } from './seat-holds-panel';
import { seatKey, type LayoutChange, type SeatRef } from './seat-layouts';
import { ShiftSeatMap } from './shift-seat-map';
import { DateField } from '../../ui/date-field';

/** Where a booking's seat is, in words: the grid's seat N, or seat N at table T. */
function useSeatText() {
  const t = useLibraryT();
  return (b: SeatBooking) =>
    b.layout === 'tables'
      ? t('dashboard.seatTable', { table: b.tableNo, seat: b.seatNumber })
      : t('dashboard.seatGrid', { seat: b.seatNumber });
}

/** The member search's text and answer, held by the shift's tab (they outlive a day's reload). */
function useMemberSearch() {
  const [memberSearch, setMemberSearch] = useState('');
  const found = useEndpointMutation(libraryApi.seats.memberBookings, {
    toCall: (memberId: string) => ({ params: { memberId } }),
  });
  return { memberSearch, setMemberSearch, found };
}

/** Which seats a member holds, found by their member id. */
function MemberSearch({
  search: { memberSearch, setMemberSearch, found },
}: {
  search: ReturnType<typeof useMemberSearch>;
}) {
  const t = useLibraryT();
  const format = useFormat();
  const seatText = useSeatText();
  return (
    <>
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
    </>
  );
}

/** Member Details: the shift's booked members, shown on demand. */
function MemberDetails({
  shift,
  occupied,
  detailsOpen,
  setDetailsOpen,
}: {
  shift: Shift;
  occupied: SeatMap['occupied'];
  detailsOpen: boolean;
  setDetailsOpen: Dispatch<SetStateAction<boolean>>;
}) {
  const t = useLibraryT();
  const format = useFormat();
  const seatText = useSeatText();
  return (
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
  );
}

const SEAT_MAP_REFRESH_MS = 10_000;

/** One shift's tab: totals, search, the two layouts, Member Details and the booking modal. */
function ShiftSeats({ shift, day }: { shift: Shift; day: string }) {
  const t = useLibraryT();
  const format = useFormat();
  const refreshSeats = useRefresh([libraryApi.seats.map]);
  const [booking, setBooking] = useState<SeatRef | null>(null);
  const [shown, setShown] = useState<{ seat: SeatRef; booking: SeatBooking } | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const search = useMemberSearch();
  // A seat booked from another tab or desk shows here within 15 s: the tab asks again every 10 s
  // while it is visible, and at once when it is shown again (a read served by its index).
  const map = useEndpoint(
    libraryApi.seats.map,
    { query: { shift, date: day } },
    { refetchInterval: SEAT_MAP_REFRESH_MS },
  );
  // One change, whichever layout it saves: one pending state and one error on the tab.
  const saveLayout = useMutation({
    mutationFn: (change: LayoutChange) =>
      'grid' in change
        ? callEndpoint(libraryApi.seats.saveGrid, { params: { shift }, body: change.grid })
        : callEndpoint(libraryApi.seats.saveTables, { params: { shift }, body: change }),
    onSuccess: refreshSeats,
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
  const booked = new Map(occupied.map((o) => [seatKey({ ...o, table: o.table }), o.booking]));
  const bookingOf = (seat: SeatRef) => booked.get(seatKey(seat));
  const heldOnline = new Set(map.data.held.map(seatKey));
  const markOf = (seat: SeatRef) => (heldOnline.has(seatKey(seat)) ? ('held' as const) : undefined);
  const onTaken = (seat: SeatRef, taken: SeatBooking) => setShown({ seat, booking: taken });
  const save = (change: LayoutChange) => saveLayout.mutate(change);

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
      <MemberSearch search={search} />

      <ShiftSeatMap
        shift={shift}
        layouts={layouts}
        legend={{
          free: t('seat.legendFree'),
          taken: t('seat.legendTaken'),
          note: (
            <Text size="xs" c="dimmed">
              {t('seat.refreshed', { time: format.dateTime(map.dataUpdatedAt) })}
            </Text>
          ),
        }}
        notices={
          <>
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
          </>
        }
        bookingOf={bookingOf}
        markOf={markOf}
        onFree={setBooking}
        onTaken={onTaken}
        save={save}
      />

      <MemberDetails
        shift={shift}
        occupied={occupied}
        detailsOpen={detailsOpen}
        setDetailsOpen={setDetailsOpen}
      />

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
      <Group gap="xs" aria-label={t('seat.joinedMembers')} role="group">
        <ImportButton
          endpoints={libraryApi.members.import}
          fields={LIBRARY_MEMBER_IMPORT_FIELDS}
          listName={t('seat.joinedMembers')}
        />
        <ExportCsvButton list={libraryApi.members.list} name="library-members" />
      </Group>
      <DateField
        label={t('seat.dateLabel')}
        description={t('seat.day', { date: format.date(day) })}
        value={day}
        maw={240}
        onChange={(value) => isCalendarDate(value) && setDay(value)}
      />
      <SeatHoldsPanel />
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
