import { useRef, useState } from 'react';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  TIFFIN_BILL_STATUSES,
  aharApi,
  paymentsApi,
  type TiffinBill,
  type TiffinBillStatus,
} from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { apiDownload, errorMessage } from '../../../lib/api';
import { useEndpoint } from '../../../lib/endpoint';
import { DataTable } from '../../../ui/data-table';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { WhatsAppSendButton } from '../../messages';
import { DeskFeePayButton } from '../../payments';
import { useAharTiffinT } from './i18n';

const PAGE_SIZE = 20;
const stale = [aharApi.tiffin.bills];

/** A bill's status as a badge: due in red, paid in green. */
export function TiffinBillStatusBadge({ status }: { status: TiffinBillStatus }) {
  const t = useAharTiffinT();
  return (
    <Badge variant="light" color={status === 'Due' ? 'red' : 'green'}>
      {t(`bills.status.${status}`)}
    </Badge>
  );
}

/** The row's actions: the UPI payment, the bill or receipt PDF, the WhatsApp message. */
function BillActions({ bill, onPdf }: { bill: TiffinBill; onPdf: (bill: TiffinBill) => void }) {
  const t = useAharTiffinT();
  const format = useFormat();
  const who = t('bills.rowName', { name: bill.name, month: format.month(bill.month) });
  const paid = bill.status === 'Paid';
  return (
    <Group gap="xs">
      <DeskFeePayButton
        api={paymentsApi.tiffinBills}
        target={bill._id}
        pay={bill.pay}
        stale={stale}
        name={who}
      />
      <Button
        size="xs"
        variant="light"
        aria-label={paid ? t('bills.receiptFor', { who }) : t('bills.pdfFor', { who })}
        onClick={() => onPdf(bill)}
      >
        {paid ? t('bills.receipt') : t('bills.pdf')}
      </Button>
      <WhatsAppSendButton
        subject={paid ? 'tiffin-receipt' : 'tiffin-bill'}
        target={bill._id}
        period={paid ? bill.receiptNo : bill.month}
        offer={bill.whatsapp}
        stale={stale}
        name={who}
      />
    </Group>
  );
}

/**
 * Tiffin bills (decision 0366): every regular member's bill of each month, newest first, paged
 * by the server and filtered by status; each marked paid with a UPI UTR or confirmed when the
 * member reported one, with its pay link and QR code, its PDF (the receipt with the UTR once
 * paid) and "Send on WhatsApp".
 */
export function TiffinBillsPanel() {
  const t = useAharTiffinT();
  const format = useFormat();
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TiffinBillStatus | ''>('');
  const query = { page, limit: PAGE_SIZE, status: status || undefined };
  const bills = useEndpoint(aharApi.tiffin.bills, { query }, { keepPrevious: true });
  const pdf = useMutation({
    mutationFn: (bill: TiffinBill) =>
      apiDownload(
        `/ahar/tiffin-bills/${bill._id}/pdf`,
        `${bill.status === 'Paid' ? 'Receipt' : 'Tiffin bill'} ${bill.name} ${bill.month}.pdf`,
      ),
  });

  let body;
  if (bills.isPending) body = <Loading />;
  else if (bills.isError)
    body = <LoadError error={bills.error} onRetry={() => void bills.refetch()} />;
  else if (bills.data.bills.length === 0) body = <Text c="dimmed">{t('bills.empty')}</Text>;
  else
    body = (
      <DataTable
        caption={t('bills.title')}
        columns={[
          { key: 'name', label: t('bills.member') },
          { key: 'month', label: t('bills.month') },
          { key: 'amount', label: t('bills.amount') },
          { key: 'status', label: t('bills.statusLabel') },
          { key: 'receipt', label: t('bills.receiptNo') },
          { key: 'actions', label: t('bills.actions') },
        ]}
        rows={bills.data.bills.map((bill) => ({
          key: bill._id,
          cells: {
            name: bill.name,
            month: format.month(bill.month),
            amount: format.money(bill.amount),
            status: <TiffinBillStatusBadge status={bill.status} />,
            receipt: bill.receiptNo,
            actions: <BillActions bill={bill} onPdf={(chosen) => pdf.mutate(chosen)} />,
          },
        }))}
      />
    );

  return (
    <Stack gap="md" ref={top}>
      <Text size="sm">{t('bills.intro')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('bills.filter')}
          value={status}
          data={[
            { value: '', label: t('bills.all') },
            ...TIFFIN_BILL_STATUSES.map((value) => ({
              value,
              label: t(`bills.status.${value}`),
            })),
          ]}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            setStatus(chosen === 'Due' || chosen === 'Paid' ? chosen : '');
            setPage(1);
          }}
        />
        {bills.data && (
          <Text fw={600}>{t('bills.totalDue', { amount: format.money(bills.data.totalDue) })}</Text>
        )}
      </Group>
      {pdf.isError && (
        <Alert color="red" role="alert">
          {errorMessage(pdf.error, GENERIC_ERROR)}
        </Alert>
      )}
      {body}
      <ListPager
        exportCsv={{ list: aharApi.tiffin.bills, query: { status: status || undefined } }}
        totalPages={bills.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('bills.pages')}
        scrollTo={top}
      />
    </Stack>
  );
}
