import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import {
  GENERIC_ERROR,
  paymentsApi,
  type OnlinePayLink,
  type UtrPaymentsApi,
} from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { usePaymentsT } from './i18n';

/** Whether a payment gateway is switched on (false while unknown or when the check failed). */
export function useOnlinePayment(): boolean {
  const status = useEndpoint(paymentsApi.online, {}, { staleTime: 10 * 60_000 });
  return status.data?.online ?? false;
}

interface OnlineProps {
  api: UtrPaymentsApi;
  target: string;
  period?: string;
}

/**
 * The member's "Pay online": asks for the gateway's link for what the fee owes now and opens
 * it in this tab, so the gateway brings the member back to this page when paid.
 */
export function PayOnlineButton({ api, target, period = '' }: OnlineProps) {
  const t = usePaymentsT();
  const ask = useEndpointMutation(api.payOnline, {
    toCall: () => ({ body: { target, period } }),
    onSuccess: (answer) => window.location.assign(answer.link.url),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('online.hint')}</Text>
      <Button loading={ask.isPending} onClick={() => ask.mutate()}>
        {t('online.pay')}
      </Button>
      {ask.isError && (
        <Alert color="red" role="alert">
          {errorMessage(ask.error, GENERIC_ERROR)}
        </Alert>
      )}
    </Stack>
  );
}

function LinkToSend({ link }: { link: OnlinePayLink }) {
  const t = usePaymentsT();
  const format = useFormat();
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">
        {t('online.linkFor', { amount: format.money(link.amount), reference: link.reference })}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: '100%' }}>
        {link.url}
      </Code>
      <Group gap="xs">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('online.copied') : t('online.copy')}
            </Button>
          )}
        </CopyButton>
        <Anchor href={link.url} target="_blank" rel="noreferrer" size="sm">
          {t('online.open')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The desk's gateway link for a member's fee, to copy and send them. */
export function DeskOnlineLink({ api, target, period = '' }: OnlineProps) {
  const t = usePaymentsT();
  const make = useEndpointMutation(api.deskPayLink, {
    toCall: () => ({ body: { target, period } }),
  });
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('online.title')}</Text>
      {make.data ? (
        <LinkToSend link={make.data.link} />
      ) : (
        <Button variant="default" loading={make.isPending} onClick={() => make.mutate()}>
          {t('online.make')}
        </Button>
      )}
      {make.isError && (
        <Alert color="red" role="alert">
          {errorMessage(make.error, GENERIC_ERROR)}
        </Alert>
      )}
    </Stack>
  );
}
