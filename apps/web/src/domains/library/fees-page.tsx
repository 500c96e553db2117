import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  PAYMENT_METHODS,
  feePaymentInputSchema,
  libraryApi,
  paymentsApi,
  todayInIndia,
  type AnswerOf,
  type BodyOf,
  type WhatsAppOffer,
} from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { apiDownload, errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { DeskFeePayButton } from '../payments';
import { WhatsAppReceiptButton, WhatsAppSendButton } from '../messages';
import { useLibraryT } from './i18n';

type DueRow = AnswerOf<typeof libraryApi.fees.due>['dues'][number];

interface PaymentValues {
  month: string;
  amount: number | string;
  paidOn: string;
  method: string;
}

interface SavedPayment {
  _id: string;
  amount: number;
  name: string;
  memberCode: string;
  month: string;
  receiptNo: string;
  whatsapp: WhatsAppOffer | null;
}

const PAGE_SIZE = 20;

/** The payment form for one member-month, in a modal. */
function PaymentModal({
  row,
  onClose,
  onSaved,
}: {
  row: DueRow;
  onClose: () => void;
  onSaved: (payment: SavedPayment) => void;
}) {
  const t = useLibraryT();
  const form = useForm<PaymentValues>({
    initialValues: { month: row.month, amount: row.due, paidOn: todayInIndia(), method: '' },
    validate: zodFormResolver(feePaymentInputSchema),
  });
  const save = useEndpointMutation(libraryApi.fees.pay, {
    // The form's resolver has checked the values against the payment's schema.
    toCall: (values: PaymentValues) => ({
      params: { id: row.memberId },
      body: values as BodyOf<typeof libraryApi.fees.pay>,
    }),
    stale: [libraryApi.fees.due],
    onSuccess: (answer) => {
      onSaved({
        _id: answer.payment._id,
        amount: answer.payment.amount,
        name: row.name,
        memberCode: row.memberCode,
        month: row.month,
        receiptNo: answer.payment.receiptNo,
        whatsapp: answer.payment.whatsapp ?? null,
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate().hasErrors) save.mutate(form.getValues());
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('fees.recordFor', { name: row.name, month: row.month })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={t('fees.amount')}
            required
            min={0}
            decimalScale={2}
            prefix="₹"
            {...form.getInputProps('amount')}
          />
          <DateField label={t('fees.paidOn')} required {...form.getInputProps('paidOn')} />
          <Select
            label={t('fees.method')}
            required
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payments.${m}`) }))}
            {...form.getInputProps('method')}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, GENERIC_ERROR)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('fees.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('fees.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The library's fees (beyond the spec, issue 12): every unpaid member-month, oldest first, paged
 * by the server; a payment is recorded against its month and its receipt (a PDF with the GSTIN
 * and the amount in words) downloaded at once.
 */
export function FeesPage() {
  const t = useLibraryT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<DueRow | null>(null);
  const [saved, setSaved] = useState<SavedPayment | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const dues = useEndpoint(
    libraryApi.fees.due,
    { query: { page, limit: PAGE_SIZE } },
    { keepPrevious: true },
  );
  const receipt = useMutation({
    mutationFn: (payment: SavedPayment) =>
      apiDownload(
        `/fee-payments/${payment._id}/receipt`,
        `Receipt ${payment.memberCode} ${payment.month}.pdf`,
      ),
  });

  let body;
  if (dues.isPending) body = <Loading />;
  else if (dues.isError)
    body = <LoadError error={dues.error} onRetry={() => void dues.refetch()} />;
  else if (dues.data.dues.length === 0) body = <Text c="dimmed">{t('fees.none')}</Text>;
  else
    body = (
      <DataTable
        caption={t('fees.due')}
        columns={[
          { key: 'member', label: t('fees.member') },
          { key: 'memberId', label: t('fees.memberId') },
          { key: 'month', label: t('fees.month') },
          { key: 'fee', label: t('fees.fee') },
          { key: 'paid', label: t('fees.paid') },
          { key: 'due', label: t('fees.dueAmount') },
          { key: 'status', label: t('fees.status') },
          { key: 'actions', label: t('fees.actions') },
        ]}
        rows={dues.data.dues.map((row) => ({
          key: `${row.memberId}:${row.month}`,
          cells: {
            member: row.name,
            memberId: row.memberCode,
            month: row.month,
            fee: format.money(row.fee),
            paid: format.money(row.paid),
            due: format.money(row.due),
            status: (
              <Badge variant="light" color={row.status === 'Due' ? 'red' : 'yellow'}>
                {t(`dashboard.feeStatus.${row.status}`)}
              </Badge>
            ),
            actions: (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('fees.recordForName', { name: row.name, month: row.month })}
                  onClick={() => {
                    setSaved(null);
                    setPaying(row);
                  }}
                >
                  {t('fees.record')}
                </Button>
                {row.pay && (
                  <DeskFeePayButton
                    api={paymentsApi.libraryFees}
                    target={row.memberId}
                    period={row.month}
                    pay={row.pay}
                    stale={[libraryApi.fees.due]}
                    name={t('fees.recordForName', { name: row.name, month: row.month })}
                  />
                )}
                <WhatsAppSendButton
                  subject="library-fee"
                  target={row.memberId}
                  period={row.month}
                  offer={row.whatsapp}
                  stale={[libraryApi.fees.due]}
                  name={`${row.name} (${row.month})`}
                />
              </Group>
            ),
          },
        }))}
      />
    );

  return (
    <Stack gap="md" ref={top}>
      {dues.data && (
        <Text fw={600}>{t('fees.dueTotal', { amount: format.money(dues.data.totalDue) })}</Text>
      )}
      {saved && (
        <Alert color="green" role="status">
          <Stack gap="xs">
            <Text size="sm">
              {t('fees.saved', { amount: format.money(saved.amount), name: saved.name })}
            </Text>
            <Group>
              <Button
                size="xs"
                variant="light"
                loading={receipt.isPending}
                onClick={() => receipt.mutate(saved)}
              >
                {t('fees.receipt')}
              </Button>
              <WhatsAppReceiptButton
                subject="library-receipt"
                receipt={saved}
                number={saved.receiptNo}
                payer={saved.name}
                stale={[libraryApi.fees.due]}
              />
            </Group>
            {receipt.isError && (
              <Text size="sm" c="red.8" role="alert">
                {errorMessage(receipt.error, t('fees.receiptFailed'))}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {body}
      <ListPager
        exportCsv={{ list: libraryApi.fees.due }}
        totalPages={dues.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('fees.pages')}
        scrollTo={top}
      />
      {paying && (
        <PaymentModal
          row={paying}
          onClose={() => setPaying(null)}
          onSaved={(payment) => {
            setPaying(null);
            setSaved(payment);
          }}
        />
      )}
    </Stack>
  );
}
