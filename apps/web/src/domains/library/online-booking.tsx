import { useState } from 'react';
import { Anchor, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import {
  SEAT_HOLD_MESSAGES,
  SHIFTS,
  isCalendarDate,
  libraryApi,
  paymentsApi,
  todayInIndia,
  type MapSeat,
  type SeatHold,
  type Shift,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useCurrentUser } from '../../lib/auth';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { DateField } from '../../ui/date-field';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { SubmitRow } from '../../ui/submit-row';
import { MemberFeePay } from '../payments';
import { useLibraryT } from './i18n';
import { seatKey, type Layout, type SeatRef } from './seat-layouts';
import { ShiftSeatMap } from './shift-seat-map';

/** A plan the library offers, as its public page lists it. */
export interface BookablePlan {
  _id: string;
  name: string;
  fee: number;
}

/** A seat's name in words: the grid's seat N, or seat N at table T. */
export function useHoldSeatText() {
  const t = useLibraryT();
  return (seat: { layout: Layout; table: number; seatNumber: number }) =>
    seat.layout === 'tables'
      ? t('dashboard.seatTable', { table: seat.table, seat: seat.seatNumber })
      : t('dashboard.seatGrid', { seat: seat.seatNumber });
}

/** The student's hold: what it is, and paying for it (the UPI link, then the UTR). */
function HoldCard({ hold }: { hold: SeatHold }) {
  const t = useLibraryT();
  const format = useFormat();
  const seatText = useHoldSeatText();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('online.yourHold')}
        </Title>
        <Text>
          {t('online.holdSummary', {
            seat: seatText(hold),
            shift: t(`shifts.${hold.shift}`),
            from: format.date(hold.startDate),
            to: format.date(hold.expiryDate),
            plan: hold.planName,
            amount: format.money(hold.amount),
          })}
        </Text>
        <Text size="sm" fw={600}>
          {hold.state === 'reported'
            ? t('online.waiting')
            : t('online.heldUntil', { time: format.dateTime(hold.expiresAt) })}
        </Text>
        {hold.state === 'held' && !hold.pay.payLink && <Text size="sm">{t('online.noUpi')}</Text>}
        <MemberFeePay
          api={paymentsApi.seatHolds}
          target={hold._id}
          pay={hold.pay}
          stale={[libraryApi.holds.mine, libraryApi.holds.map]}
        />
      </Stack>
    </Paper>
  );
}

/** The seats of the chosen shift from the start date: free ones can be chosen. */
function SeatChoice({
  orgId,
  shift,
  date,
  chosen,
  onChoose,
}: {
  orgId: string;
  shift: Shift;
  date: string;
  chosen: SeatRef | null;
  onChoose: (seat: SeatRef) => void;
}) {
  const t = useLibraryT();
  const map = useEndpoint(libraryApi.holds.map, { params: { orgId }, query: { shift, date } });
  if (map.isPending) return <Loading />;
  if (map.isError)
    return (
      <LoadError
        error={map.error}
        fallback={SEAT_HOLD_MESSAGES.loadFailed}
        onRetry={() => void map.refetch()}
      />
    );
  const keys = (seats: MapSeat[]) => new Set(seats.map(seatKey));
  const taken = keys(map.data.taken);
  const held = keys(map.data.held);
  const markOf = (seat: SeatRef) => {
    const key = seatKey(seat);
    if (taken.has(key)) return 'booked' as const;
    if (held.has(key)) return 'held' as const;
    return chosen && seatKey(chosen) === key ? ('chosen' as const) : undefined;
  };
  return (
    <ShiftSeatMap
      shift={shift}
      layouts={map.data.layouts}
      legend={{ free: t('online.legendFree'), taken: t('online.legendBooked') }}
      bookingOf={() => undefined}
      markOf={markOf}
      onFree={onChoose}
    />
  );
}

/** Plan, shift, start date and seat, then "Hold this seat". */
function HoldForm({ orgId, plans }: { orgId: string; plans: BookablePlan[] }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const format = useFormat();
  const seatText = useHoldSeatText();
  const [planId, setPlanId] = useState(plans[0]?._id ?? '');
  const [shift, setShift] = useState<Shift>('Morning');
  const [startDate, setStartDate] = useState(todayInIndia());
  const [chosen, setChosen] = useState<SeatRef | null>(null);
  const hold = useEndpointMutation(libraryApi.holds.hold, {
    toCall: (seat: SeatRef) => ({
      params: { orgId },
      body: {
        planId,
        shift,
        startDate,
        layout: seat.layout,
        seatNumber: seat.seatNumber,
        ...(seat.layout === 'tables' ? { tableNo: seat.table } : {}),
      },
    }),
    stale: [libraryApi.holds.mine, libraryApi.holds.map],
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  if (plans.length === 0) return <Text c="dimmed">{t('online.noPlans')}</Text>;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) hold.mutate(chosen);
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('online.plan')}
          value={planId}
          allowDeselect={false}
          onChange={(value) => setPlanId(value ?? planId)}
          data={plans.map((plan) => ({
            value: plan._id,
            label: t('online.planOption', { name: plan.name, fee: format.money(plan.fee) }),
          }))}
        />
        <Select
          label={t('online.shift')}
          value={shift}
          allowDeselect={false}
          onChange={(value) => {
            setShift(SHIFTS.find((one) => one === value) ?? shift);
            setChosen(null);
          }}
          data={SHIFTS.map((one) => ({ value: one, label: t(`shifts.${one}`) }))}
        />
        <DateField
          label={t('online.startDate')}
          value={startDate}
          minDate={todayInIndia()}
          maw={240}
          onChange={(value) => {
            if (isCalendarDate(value)) {
              setStartDate(value);
              setChosen(null);
            }
          }}
        />
        <SeatChoice
          orgId={orgId}
          shift={shift}
          date={startDate}
          chosen={chosen}
          onChoose={setChosen}
        />
        <Text size="sm" role="status">
          {chosen ? t('online.chosen', { seat: seatText(chosen) }) : t('online.chooseSeat')}
        </Text>
        <SubmitRow request={hold} label={t('online.book')} disabled={!chosen} />
      </Stack>
    </form>
  );
}

/**
 * A library's public page, for a signed-in student (decision 0360): their standing hold and its
 * payment, or the form that holds a free seat for 15 minutes.
 */
export function OnlineSeatBooking({ orgId, plans }: { orgId: string; plans: BookablePlan[] }) {
  const t = useLibraryT();
  const me = useCurrentUser();
  const signedIn = Boolean(me.data);
  const mine = useEndpoint(libraryApi.holds.mine, { params: { orgId } }, { enabled: signedIn });
  let body;
  if (me.isPending) body = <Loading />;
  else if (!signedIn)
    body = (
      <Anchor component={Link} to={`/login?next=/business/${orgId}`}>
        {t('online.logIn')}
      </Anchor>
    );
  else if (mine.isPending) body = <Loading />;
  else if (mine.isError)
    body = (
      <LoadError
        error={mine.error}
        fallback={SEAT_HOLD_MESSAGES.loadFailed}
        onRetry={() => void mine.refetch()}
      />
    );
  else {
    const [standing] = mine.data.holds;
    body = standing ? <HoldCard hold={standing} /> : <HoldForm orgId={orgId} plans={plans} />;
  }
  return (
    <section aria-labelledby="online-booking">
      <Title order={2} size="h4" id="online-booking" mb="xs">
        {t('online.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('online.intro')}
      </Text>
      {body}
    </section>
  );
}
