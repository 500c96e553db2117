import { useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  PAYMENT_METHODS,
  SEAT_MESSAGES,
  addDays,
  libraryApi,
  seatBookingFormSchema,
  type SeatMemberOption,
  type Shift,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { ApiError, errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { useLibraryT } from './i18n';
import type { SeatRef } from './seat-layouts';
import { DateField } from '../../ui/date-field';

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
  nextBillDate: string;
}

/** Nothing typed in "Paid now" is nothing paid. */
const paidNow = (values: BookingValues) =>
  values.paidAmount === '' ? 0 : Number(values.paidAmount);

/**
 * The body the server reads: empty optional fields left out, so the schema sees them absent. The
 * table only for a round table's seat, the payment method only when something is paid.
 */
function bookingBody(values: BookingValues, seat: SeatRef, shift: Shift) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const paid = paidNow(values);
  return {
    seatNumber: seat.seatNumber,
    shift,
    layout: seat.layout,
    memberId: optional(values.memberId),
    memberIdLetter1: optional(values.memberIdLetter1),
    memberIdLetter2: optional(values.memberIdLetter2),
    tableNo: seat.layout === 'tables' ? values.tableNo : undefined,
    planDetails: values.planDetails,
    startDate: values.startDate,
    expiryDate: values.expiryDate,
    paymentMethod: paid > 0 ? optional(values.paymentMethod) : undefined,
    paidAmount: Number.isNaN(paid) ? String(values.paidAmount) : String(paid),
    nextBillDate: optional(values.nextBillDate),
  };
}

/**
 * The member, picked by name, Vedan ID or member id from the library's joined members (searched
 * on the server as it is typed), or an id typed whole: the server takes a member id or a Vedan ID.
 */
function MemberPicker({
  form,
  picked,
  onPick,
}: {
  form: UseFormReturnType<BookingValues>;
  picked: SeatMemberOption | null;
  onPick: (member: SeatMemberOption | null) => void;
}) {
  const t = useLibraryT();
  const format = useFormat();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, 300);
  const members = useEndpoint(libraryApi.seats.members, {
    query: { limit: 20, search: picked ? '' : search.trim() },
  });
  const found = members.data?.members ?? [];
  const labelOf = (m: SeatMemberOption) => t('seat.memberOption', { name: m.name, id: m.memberId });
  return (
    <Autocomplete
      label={t('seat.member')}
      description={
        picked
          ? t('seat.memberFee', { name: picked.name, fee: format.money(picked.fees) })
          : t('seat.memberHint')
      }
      value={typed}
      data={found.map((m) => ({ value: m._id, label: labelOf(m) }))}
      // The server already searched name, Vedan ID and member id.
      filter={({ options }) => options}
      // Choosing an option puts its label in the field: the member whose label it is is picked;
      // any other text is an id typed whole.
      onChange={(value) => {
        setTyped(value);
        const match = found.find((m) => labelOf(m) === value) ?? null;
        onPick(match);
        form.setFieldValue('memberId', match ? match.memberId : value);
      }}
      error={form.errors.memberId}
    />
  );
}

/** The booking's terms: its dates, how it is paid and what remains due. */
function BookingTermsFields({ form }: { form: UseFormReturnType<BookingValues> }) {
  const t = useLibraryT();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateField label={t('seat.startDate')} required {...form.getInputProps('startDate')} />
        <DateField label={t('seat.expiryDate')} required {...form.getInputProps('expiryDate')} />
      </SimpleGrid>
      <NumberInput
        label={t('seat.paidNow')}
        description={t('seat.paidNowHint')}
        min={0}
        decimalScale={2}
        prefix="₹"
        {...form.getInputProps('paidAmount')}
      />
      {paidNow(form.getValues()) > 0 && (
        <Select
          label={t('seat.paymentMethod')}
          required
          data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payments.${m}`) }))}
          {...form.getInputProps('paymentMethod')}
        />
      )}
      <DateField label={t('seat.nextBillDate')} {...form.getInputProps('nextBillDate')} />
    </>
  );
}

/** The seat form in its modal (spec 02 sections 3, 5 and 8). */
export function BookingModal({
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
  const format = useFormat();
  const [picked, setPicked] = useState<SeatMemberOption | null>(null);
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
      paidAmount: 0,
      nextBillDate: addDays(day, 30),
    },
    validate: (values) =>
      zodFormResolver<unknown>(seatBookingFormSchema)(bookingBody(values, seat, shift)),
  });
  const book = useEndpointMutation(libraryApi.seats.book, {
    toCall: (values: BookingValues) => ({ body: bookingBody(values, seat, shift) }),
    // The seat map and every figure a booking moves: totals, the fees due, the library's home.
    stale: [libraryApi.seats.map, libraryApi.seats.totals, libraryApi.fees.due, libraryApi.home],
    onSuccess: (answer) => {
      notifications.show({
        color: answer.due ? 'yellow' : 'green',
        message: answer.due
          ? t('seat.bookedDue', {
              name: answer.due.member,
              amount: format.money(answer.due.amount),
              month: format.month(answer.due.month),
            })
          : answer.booking.member
            ? t('seat.bookedFor', {
                seat: answer.booking.seatNumber,
                name: answer.booking.member.name,
                until: format.date(answer.booking.expiryDate),
              })
            : tm(answer.message),
      });
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
          <MemberPicker form={form} picked={picked} onPick={setPicked} />
          <SimpleGrid cols={2}>
            {letter('memberIdLetter1', t('seat.letter1'))}
            {letter('memberIdLetter2', t('seat.letter2'))}
          </SimpleGrid>
          {seat.layout === 'tables' && (
            // Only a round table's seat has a table; it is the one the seat was chosen at.
            <NumberInput
              label={t('seat.tableNo')}
              required
              readOnly
              {...form.getInputProps('tableNo')}
            />
          )}
          <TextInput label={t('seat.planDetails')} {...form.getInputProps('planDetails')} />
          <BookingTermsFields form={form} />
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
