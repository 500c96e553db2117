import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  aharApi,
  paymentsApi,
  type MyTiffinBills as AharBills,
  type TiffinBill,
} from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { apiDownload, errorMessage } from '../../../lib/api';
import { useEndpoint } from '../../../lib/endpoint';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { MemberFeePay, PaymentStatus } from '../../payments';
import { useAharTiffinT } from './i18n';
import { TiffinBillStatusBadge } from './tiffin-bills-panel';

const stale = [aharApi.tiffin.myBills];

/** A bill the member still owes: its amount, the UPI QR and link, and "I have paid: report UTR". */
function DueBill({ bill }: { bill: TiffinBill }) {
  const t = useAharTiffinT();
  const format = useFormat();
  return (
    <Stack
      gap="xs"
      component="section"
      aria-label={t('bills.payRegion', { month: format.month(bill.month) })}
    >
      <Text fw={600}>
        {t('bills.dueFor', { month: format.month(bill.month), amount: format.money(bill.amount) })}
      </Text>
      <MemberFeePay api={paymentsApi.tiffinBills} target={bill._id} pay={bill.pay} stale={stale} />
    </Stack>
  );
}

/** One ahar's bills: what is owed now, then the past bills with their receipts. */
function AharBillsCard({ ahar }: { ahar: AharBills }) {
  const t = useAharTiffinT();
  const format = useFormat();
  const download = useMutation({
    mutationFn: (bill: TiffinBill) =>
      apiDownload(
        `/ahar/my-tiffin-bills/${bill._id}/pdf`,
        `${bill.status === 'Paid' ? 'Receipt' : 'Tiffin bill'} ${bill.name} ${bill.month}.pdf`,
      ),
  });
  const headingId = `tiffin-bills-${ahar.ahar._id}`;
  const due = ahar.bills.filter((bill) => bill.status === 'Due');
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('bills.mineAt', { ahar: ahar.ahar.name })}
        </Title>
        <Text>
          {Number(ahar.owed) > 0
            ? t('bills.owed', { amount: format.money(ahar.owed) })
            : t('bills.nothingOwed')}
        </Text>
        {due.map((bill) => (
          <DueBill key={bill._id} bill={bill} />
        ))}
        {download.isError && (
          <Alert color="red" role="alert">
            {errorMessage(download.error, GENERIC_ERROR)}
          </Alert>
        )}
        <List listStyleType="none" spacing="xs" aria-label={t('bills.past')}>
          {ahar.bills.map((bill) => {
            const month = format.month(bill.month);
            return (
              <List.Item key={bill._id}>
                <Group gap="sm" wrap="wrap">
                  <Text span>{t('bills.line', { month, amount: format.money(bill.amount) })}</Text>
                  <TiffinBillStatusBadge status={bill.status} />
                  {bill.status === 'Paid' && bill.pay.payment && (
                    <PaymentStatus payment={bill.pay.payment} mine />
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={
                      bill.status === 'Paid'
                        ? t('bills.receiptFor', { who: month })
                        : t('bills.pdfFor', { who: month })
                    }
                    onClick={() => download.mutate(bill)}
                  >
                    {bill.status === 'Paid' ? t('bills.receipt') : t('bills.pdf')}
                  </Button>
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}

/** `/ahar/me`'s bills: every ahar billing the account's tiffin, each on its own. */
export function MyTiffinBills() {
  const t = useAharTiffinT();
  const bills = useEndpoint(aharApi.tiffin.myBills, {}, { select: (answer) => answer.ahars });
  let body;
  if (bills.isPending) body = <Loading label={t('bills.loading')} />;
  else if (bills.isError)
    body = <LoadError error={bills.error} onRetry={() => void bills.refetch()} />;
  else if (bills.data.length === 0) body = <Text c="dimmed">{t('bills.noneMine')}</Text>;
  else body = bills.data.map((ahar) => <AharBillsCard key={ahar.ahar._id} ahar={ahar} />);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-tiffin-bills">
      <Title order={2} id="my-tiffin-bills">
        {t('bills.mine')}
      </Title>
      {body}
    </Stack>
  );
}
