import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import QRCode from 'qrcode';
import {
  GENERIC_ERROR,
  utrSchema,
  type FeePayState,
  type PayLink,
  type Payment,
  type UtrPaymentsApi,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation, type Stale } from '../../lib/endpoint';
import { parseOrShow } from '../../lib/zod-form';
import { SubmitRow } from '../../ui/submit-row';
import { usePaymentsT } from './i18n';
import { owesOnline } from './online-logic';
import { DeskOnlineLink, PayOnlineButton, useOnlinePayment } from './online-pay';

/** What a fee's payment block needs: the kind's calls, the fee, its state, what to reload. */
export interface FeePayProps {
  api: UtrPaymentsApi;
  /** The fee's id (a library: the member's id) and its month ('' for a gym fee). */
  target: string;
  period?: string;
  pay: FeePayState;
  /** The answers that show the fee, reloaded after a change. */
  stale: Stale;
}

/** The QR code of a pay link, drawn in the browser (no request leaves with the link). */
function PayQr({ payLink }: { payLink: PayLink }) {
  const t = usePaymentsT();
  const format = useFormat();
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(payLink.uri, { errorCorrectionLevel: 'M', margin: 4, width: 240 })
      .then((url) => current && setSource(url))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [payLink.uri]);
  if (!source) return null;
  return (
    <Image
      src={source}
      w={200}
      h={200}
      fit="contain"
      alt={t('pay.qrAlt', { amount: format.money(payLink.amount), payee: payLink.payeeName })}
    />
  );
}

/** An amount owed as a UPI QR code and `upi://pay` link, with the payee and the fee number. */
export function PayByUpi({ payLink }: { payLink: PayLink }) {
  const t = usePaymentsT();
  const format = useFormat();
  return (
    <Stack gap={6} align="flex-start">
      <Text fw={600}>{t('pay.title', { amount: format.money(payLink.amount) })}</Text>
      <PayQr payLink={payLink} />
      <Text size="sm">
        {t('pay.to', { payee: payLink.payeeName, upiId: payLink.upiId })}{' '}
        {t('pay.reference', { reference: payLink.reference })}
      </Text>
      <Anchor href={payLink.uri}>{t('pay.open')}</Anchor>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: '100%' }}>
        {payLink.uri}
      </Code>
    </Stack>
  );
}

/** Where a UTR payment stands, in words, for the member (`mine`) or the desk. */
export function PaymentStatus({ payment, mine }: { payment: Payment; mine: boolean }) {
  const t = usePaymentsT();
  const { utr } = payment;
  if (payment.status === 'reported')
    return (
      <Badge color="yellow" variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
        {t('status.reported')}
      </Badge>
    );
  if (payment.status === 'confirmed')
    return (
      <Text size="sm" c="green.9">
        {payment.source === 'utr'
          ? t('status.confirmed', { utr })
          : utr
            ? t('status.paidOnlineUtr', { paymentId: payment.gatewayPaymentId, utr })
            : t('status.paidOnline', { paymentId: payment.gatewayPaymentId })}
      </Text>
    );
  return (
    <Text size="sm" c="red.8">
      {mine ? t('status.rejectedMine', { utr }) : t('status.rejected', { utr })}
    </Text>
  );
}

/** A UTR field and its button: the member's report, or the desk's "mark paid". */
function UtrForm({
  api,
  target,
  period = '',
  stale,
  desk,
}: Omit<FeePayProps, 'pay'> & { desk: boolean }) {
  const t = usePaymentsT();
  const tm = useMessageT();
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useEndpointMutation(desk ? api.record : api.report, {
    toCall: (value: string) => ({ body: { target, period, utr: value } }),
    stale,
    onSuccess: (answer) => {
      setUtr('');
      notifications.show({ color: 'green', message: tm(answer.message) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseOrShow(utrSchema, utr, setProblem);
    if (value !== null) send.mutate(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('utr.label')}
          description={desk ? t('utr.deskHint') : t('utr.hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          required
          value={utr}
          error={problem}
          onChange={(event) => setUtr(event.currentTarget.value)}
        />
        <SubmitRow request={send} label={desk ? t('utr.record') : t('utr.report')} />
      </Stack>
    </form>
  );
}

/**
 * A fee on the member's own page: with a gateway on, "Pay online" while it is owed; the UPI pay
 * link and QR code, then the form to report the UTR; "waiting for the desk" once reported, and
 * a rejected report said so.
 */
export function MemberFeePay(props: FeePayProps) {
  const online = owesOnline(props.pay, useOnlinePayment());
  const { payLink, payment } = props.pay;
  if (payment?.status === 'reported') return <PaymentStatus payment={payment} mine />;
  if (!payLink && !online) return payment ? <PaymentStatus payment={payment} mine /> : null;
  return (
    <Stack gap="sm">
      {payment && <PaymentStatus payment={payment} mine />}
      {online && <PayOnlineButton api={props.api} target={props.target} period={props.period} />}
      {payLink && <PayByUpi payLink={payLink} />}
      {payLink && <UtrForm {...props} desk={false} />}
    </Stack>
  );
}

/** The desk's answer to a reported payment: confirm (the fee is paid) or reject. */
function Decision({
  api,
  payment,
  stale,
}: {
  api: UtrPaymentsApi;
  payment: Payment;
  stale: Stale;
}) {
  const t = usePaymentsT();
  const tm = useMessageT();
  const format = useFormat();
  const decide = useEndpointMutation(api.decide, {
    toCall: (decision: 'confirm' | 'reject') => ({
      params: { id: payment._id },
      body: { decision },
    }),
    stale,
    onSuccess: (answer) => notifications.show({ color: 'green', message: tm(answer.message) }),
  });
  return (
    <Stack gap="xs">
      <PaymentStatus payment={payment} mine={false} />
      <Text size="sm">
        {t('decide.reported', { utr: payment.utr, amount: format.money(payment.amount) })}
      </Text>
      {decide.isError && <Alert color="red">{errorMessage(decide.error, GENERIC_ERROR)}</Alert>}
      <Group>
        <Button loading={decide.isPending} onClick={() => decide.mutate('confirm')}>
          {t('decide.confirm')}
        </Button>
        <Button
          variant="default"
          loading={decide.isPending}
          onClick={() => decide.mutate('reject')}
        >
          {t('decide.reject')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A fee at the desk: a reported payment to confirm or reject; while owed, the pay link and QR
 * code to show the member, and the form to mark the fee paid with a UTR; once paid, its UTR.
 */
export function DeskFeePay(props: FeePayProps) {
  const t = usePaymentsT();
  const online = owesOnline(props.pay, useOnlinePayment());
  const { payLink, payment } = props.pay;
  if (payment?.status === 'reported')
    return <Decision api={props.api} payment={payment} stale={props.stale} />;
  const onlineLink = online && (
    <DeskOnlineLink api={props.api} target={props.target} period={props.period} />
  );
  if (!payLink)
    return onlineLink ? (
      <Stack gap="sm">
        {payment && <PaymentStatus payment={payment} mine={false} />}
        {onlineLink}
      </Stack>
    ) : payment ? (
      <PaymentStatus payment={payment} mine={false} />
    ) : (
      <Text size="sm" c="dimmed">
        {t('pay.none')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {payment && <PaymentStatus payment={payment} mine={false} />}
      <PayByUpi payLink={payLink} />
      <UtrForm {...props} desk />
      {onlineLink}
    </Stack>
  );
}

/**
 * A fee row's UPI action at the desk: "Payment reported, waiting for the desk" when a member
 * reported one, and a button opening the fee's payment (`DeskFeePay`) in a dialog; once paid
 * by UPI, its UTR.
 */
export function DeskFeePayButton({ name, ...props }: FeePayProps & { name: string }) {
  const t = usePaymentsT();
  const [open, setOpen] = useState(false);
  const online = owesOnline(props.pay, useOnlinePayment());
  const { payment, payLink } = props.pay;
  const reported = payment?.status === 'reported';
  // A fee with nothing owed shows how it was paid, if by UPI or online, and no button.
  if (!reported && !payLink && !online)
    return payment ? <PaymentStatus payment={payment} mine={false} /> : null;
  return (
    // It wraps: on a phone's card the waiting badge and the button do not fit on one line.
    <Group gap="xs">
      {reported && <PaymentStatus payment={payment} mine={false} />}
      <Button
        size="xs"
        variant={reported ? 'filled' : 'light'}
        aria-label={t('openFor', { name })}
        onClick={() => setOpen(true)}
      >
        {t('open')}
      </Button>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title={t('openFor', { name })}>
          <DeskFeePay {...props} />
        </Modal>
      )}
    </Group>
  );
}
