import { type FormEvent } from 'react';
import {
  Alert,
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
import { notifications } from '@mantine/notifications';
import {
  PAYMENT_METHODS,
  SEAT_MESSAGES,
  addDays,
  libraryApi,
  seatBookingFormSchema,
  type Shift,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { ApiError, errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { useLibraryT } from './i18n';
import type { SeatRef } from './seat-layouts';

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
/** The booking's terms: its dates, how it is paid and what remains due. */
function BookingTermsFields({ form }: { form: UseFormReturnType<BookingValues> }) {
  const t = useLibraryT();
  return (
    <>
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
  const book = useEndpointMutation(libraryApi.seats.book, {
    toCall: (values: BookingValues) => ({ body: bookingBody(values, seat, shift) }),
    stale: [libraryApi.seats.map],
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
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
