import { Button, Stack, Text } from '@mantine/core';
import { WHATSAPP_SEND_APIS, type MessageSubject, type WhatsAppOffer } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpointMutation, type Stale } from '../../lib/endpoint';
import { useMessagesT } from './i18n';

export interface WhatsAppSendProps {
  /** What the row is about: its record call is the subject's (`WHATSAPP_SEND_APIS`). */
  subject: MessageSubject;
  target: string;
  period: string;
  /** The row's offer; a row without one (no phone) shows nothing. */
  offer: WhatsAppOffer | null | undefined;
  /** The lists to read again once the send is recorded (the row's "Sent on WhatsApp"). */
  stale: Stale;
  /** Whom it goes to, for the button's accessible name. */
  name: string;
}

/**
 * "Send on WhatsApp": opens click-to-chat (`wa.me`) in a new tab with the message filled in, in
 * the member's language, and records that the desk sent it; the row then says when.
 */
export function WhatsAppSendButton(props: WhatsAppSendProps) {
  return props.offer ? <WhatsAppOfferButton {...props} offer={props.offer} /> : null;
}

/** The subjects that are a receipt: a library fee's, a gym fee's (its invoice). */
type ReceiptSubject = Extract<MessageSubject, `${string}-receipt`>;

/**
 * "Send on WhatsApp" of a receipt, on the fee screens of the library and the gym: the message is
 * about the receipt's record, its period is the receipt's number, and the button names the payer
 * with that number.
 */
export function WhatsAppReceiptButton({
  subject,
  receipt,
  number,
  payer,
  stale,
}: {
  subject: ReceiptSubject;
  receipt: { _id: string; whatsapp?: WhatsAppOffer | null };
  number: string;
  payer: string;
  stale: Stale;
}) {
  return (
    <WhatsAppSendButton
      subject={subject}
      target={receipt._id}
      period={number}
      offer={receipt.whatsapp}
      stale={stale}
      name={`${payer} (${number})`}
    />
  );
}

function WhatsAppOfferButton({
  subject,
  target,
  period,
  offer,
  stale,
  name,
}: WhatsAppSendProps & { offer: WhatsAppOffer }) {
  const t = useMessagesT();
  const format = useFormat();
  const record = useEndpointMutation(WHATSAPP_SEND_APIS[subject], { stale });
  return (
    <Stack gap={2}>
      <Button
        component="a"
        href={offer.url}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        variant="light"
        color="green"
        aria-label={t('sendFor', { name })}
        onClick={() =>
          record.mutate({ body: { target, period, phone: offer.phone, text: offer.text } })
        }
      >
        {t('send')}
      </Button>
      {offer.sentAt && (
        <Text size="xs" c="dimmed">
          {t('sentAt', { time: `${format.date(offer.sentAt)} ${format.time(offer.sentAt)}` })}
        </Text>
      )}
      {record.isError && (
        <Text size="xs" c="red" role="alert">
          {t('notRecorded')}
        </Text>
      )}
    </Stack>
  );
}
