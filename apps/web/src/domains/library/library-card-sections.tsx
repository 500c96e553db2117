import { useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDebouncedValue } from '@mantine/hooks';
import {
  BOOK_MESSAGES,
  GENERIC_ERROR,
  libraryApi,
  paymentsApi,
  type MemberLibrary,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { ListPager } from '../../ui/list-pager';
import { DataTable } from '../../ui/data-table';
import { MemberFeePay, PaymentStatus, hasPayAction, useOnlinePayment } from '../payments';
import { useLibraryT } from './i18n';

const BOOKS_PAGE = 10;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Books Available at one library: only books with a copy on the shelf, paged by the server. */
export function BooksAvailable({ entry }: { entry: MemberLibrary }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const top = useRef<HTMLElement>(null);
  const books = useEndpoint(
    libraryApi.dashboard.books,
    {
      params: { id: entry.member._id },
      query: { page, limit: BOOKS_PAGE, ...(debounced ? { search: debounced } : {}) },
    },
    { keepPrevious: true },
  );
  const id = `books-${entry.member._id}`;
  let body;
  if (books.isPending) body = <Text role="status">{tm(BOOK_MESSAGES.loading)}</Text>;
  else if (books.isError)
    body = <Alert color="red">{errorMessage(books.error, BOOK_MESSAGES.loadFailed)}</Alert>;
  else if (books.data.books.length === 0) body = <Text c="dimmed">{tm(BOOK_MESSAGES.empty)}</Text>;
  else
    body = (
      <DataTable
        caption={t('dashboard.booksAvailable')}
        columns={[
          { key: 'id', label: t('dashboard.bookId') },
          { key: 'title', label: t('dashboard.bookTitle') },
          { key: 'author', label: t('dashboard.author') },
          { key: 'language', label: t('dashboard.language') },
          { key: 'copies', label: t('dashboard.copies') },
        ]}
        rows={books.data.books.map((book) => ({
          key: book._id,
          cells: {
            id: book.displayId,
            title: book.title,
            author: book.author,
            language: book.language,
            copies: book.available,
          },
        }))}
      />
    );
  return (
    <section aria-labelledby={id} ref={top}>
      <Title order={3} size="h5" id={id} mb="xs">
        {t('dashboard.booksAvailable')}
      </Title>
      <TextInput
        label={t('dashboard.searchBooks')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        mb="sm"
        maw={360}
      />
      {body}
      <ListPager
        totalPages={books.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('dashboard.bookPages')}
        scrollTo={top}
      />
    </section>
  );
}

/** 'YYYY-MM' as the month's name and year in the chosen language (November 2026, नवंबर 2026). */
function useMonthName(): (month: string) => string {
  const format = useFormat();
  return (month) => `${format.monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
}

/**
 * "Renew my seat" (decision 0360): the same seat for the month after it ends, billed on the
 * monthly fee (its pay link shows in Fees once the month is billed).
 */
function RenewSeat({ memberRecordId }: { memberRecordId: string }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const renew = useEndpointMutation(libraryApi.dashboard.renew, {
    toCall: () => ({ params: { id: memberRecordId } }),
    stale: [libraryApi.dashboard.mine],
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      <Button variant="light" loading={renew.isPending} onClick={() => renew.mutate()}>
        {t('dashboard.renew')}
      </Button>
      {renew.isError && (
        <Alert color="red" role="alert">
          {tm(errorMessage(renew.error, GENERIC_ERROR))}
        </Alert>
      )}
    </Stack>
  );
}

/** The member's seats at this library: where, which shift, until when. */
export function SeatsSection({ entry }: { entry: MemberLibrary }) {
  const t = useLibraryT();
  const format = useFormat();
  const key = entry.member._id;
  return (
    <Section id={`seats-${key}`} title={t('dashboard.seats')}>
      {entry.seats.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noSeat')}</Text>
      ) : (
        <DataTable
          caption={t('dashboard.seats')}
          columns={[
            { key: 'seat', label: t('dashboard.seat') },
            { key: 'shift', label: t('dashboard.shift') },
            { key: 'valid', label: t('dashboard.validity') },
            { key: 'next', label: t('dashboard.nextBill') },
          ]}
          rows={entry.seats.map((seat) => ({
            key: seat._id,
            cells: {
              seat:
                seat.layout === 'tables'
                  ? t('dashboard.seatTable', { table: seat.tableNo, seat: seat.seatNumber })
                  : t('dashboard.seatGrid', { seat: seat.seatNumber }),
              shift: t(`shifts.${seat.shift}`),
              valid: t('dashboard.fromTo', {
                from: format.date(seat.startDate),
                to: format.date(seat.expiryDate),
              }),
              next: seat.nextBillDate ? format.date(seat.nextBillDate) : '',
            },
          }))}
        />
      )}
      {entry.seats.length > 0 && <RenewSeat memberRecordId={key} />}
    </Section>
  );
}

/** The monthly fee, what is due, and each month's fee, paid and due. */
export function FeesSection({ entry }: { entry: MemberLibrary }) {
  const t = useLibraryT();
  const format = useFormat();
  const monthName = useMonthName();
  const online = useOnlinePayment();
  const key = entry.member._id;
  return (
    <Section id={`fees-${key}`} title={t('dashboard.fees')}>
      <Text size="sm">
        {t('dashboard.monthlyFee', { amount: format.money(entry.member.fees) })}
      </Text>
      <Text fw={600} c={entry.totalDue > 0 ? 'red.8' : undefined} mb="xs">
        {entry.totalDue > 0
          ? t('dashboard.totalDue', { amount: format.money(entry.totalDue) })
          : t('dashboard.nothingDue')}
      </Text>
      {entry.fees.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noFees')}</Text>
      ) : (
        <DataTable
          caption={t('dashboard.fees')}
          columns={[
            { key: 'month', label: t('dashboard.month') },
            { key: 'fee', label: t('dashboard.fee') },
            { key: 'paid', label: t('dashboard.paid') },
            { key: 'due', label: t('dashboard.due') },
            { key: 'status', label: t('dashboard.status') },
            { key: 'upi', label: t('dashboard.upi') },
          ]}
          rows={entry.fees.map((month) => ({
            key: month.month,
            cells: {
              month: monthName(month.month),
              fee: format.money(month.fee),
              paid: format.money(month.paid),
              due: format.money(month.due),
              status: (
                <Badge
                  variant="light"
                  color={
                    month.status === 'Paid' ? 'green' : month.status === 'Due' ? 'red' : 'yellow'
                  }
                >
                  {t(`dashboard.feeStatus.${month.status}`)}
                </Badge>
              ),
              upi: month.pay?.payment ? <PaymentStatus payment={month.pay.payment} mine /> : '',
            },
          }))}
        />
      )}
      {entry.fees
        .filter((month) => month.pay && hasPayAction(month.pay, online))
        .map((month) => (
          <Card
            key={month.month}
            withBorder
            mt="sm"
            component="section"
            aria-label={t('dashboard.payMonth', { month: monthName(month.month) })}
          >
            <Stack gap="xs">
              <Text fw={600}>{t('dashboard.payMonth', { month: monthName(month.month) })}</Text>
              {month.pay && (
                <MemberFeePay
                  api={paymentsApi.libraryFees}
                  target={entry.member._id}
                  period={month.month}
                  pay={month.pay}
                  stale={[libraryApi.dashboard.mine]}
                />
              )}
            </Stack>
          </Card>
        ))}
    </Section>
  );
}

/** The days the member came in, with their times. */
export function AttendanceSection({ entry }: { entry: MemberLibrary }) {
  const t = useLibraryT();
  const format = useFormat();
  const key = entry.member._id;
  return (
    <Section id={`attendance-${key}`} title={t('dashboard.attendance')}>
      <Text size="sm" mb="xs">
        {t('dashboard.attendanceSummary', {
          count: entry.attendance.present,
          from: format.date(entry.attendance.from),
          to: format.date(entry.attendance.to),
        })}
      </Text>
      {entry.attendance.days.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noAttendance')}</Text>
      ) : (
        <DataTable
          caption={t('dashboard.attendance')}
          columns={[
            { key: 'date', label: t('dashboard.date') },
            { key: 'in', label: t('dashboard.timeIn') },
            { key: 'out', label: t('dashboard.timeOut') },
            { key: 'remark', label: t('dashboard.status') },
          ]}
          rows={entry.attendance.days.map((day) => ({
            key: day.date,
            cells: {
              date: format.date(day.date),
              in: day.timeIn ? format.time(day.timeIn) : '',
              out: day.timeOut ? format.time(day.timeOut) : '',
              remark: t(`dashboard.remark.${day.remark}`),
            },
          }))}
        />
      )}
    </Section>
  );
}

/** The books the member has out, overdue ones marked. */
export function LoansSection({ entry }: { entry: MemberLibrary }) {
  const t = useLibraryT();
  const format = useFormat();
  const key = entry.member._id;
  return (
    <Section id={`loans-${key}`} title={t('dashboard.loans')}>
      {entry.loans.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noLoans')}</Text>
      ) : (
        <DataTable
          caption={t('dashboard.loans')}
          columns={[
            { key: 'id', label: t('dashboard.bookId') },
            { key: 'name', label: t('dashboard.bookName') },
            { key: 'issued', label: t('dashboard.issueDate') },
            { key: 'due', label: t('dashboard.returnDate') },
            { key: 'status', label: t('dashboard.loanStatus') },
          ]}
          rows={entry.loans.map((loan) => ({
            key: loan._id,
            danger: loan.overdue,
            cells: {
              id: loan.bookId,
              name: loan.bookName,
              issued: format.date(loan.loanDate),
              due: format.date(loan.dueDate),
              status: loan.overdue ? (
                <Badge color="red">{t('dashboard.overdue')}</Badge>
              ) : (
                t('dashboard.pending')
              ),
            },
          }))}
        />
      )}
    </Section>
  );
}
