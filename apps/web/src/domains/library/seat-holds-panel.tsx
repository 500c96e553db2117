import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SEAT_HOLD_MESSAGES, libraryApi, paymentsApi } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { DeskFeePayButton } from '../payments';
import { useLibraryT } from './i18n';
import { useHoldSeatText } from './online-booking';

/** How often the desk's list of online bookings asks again, as the seat map does. */
const HOLDS_REFRESH_MS = 10_000;

/**
 * "Booked online" on the seat page (decision 0360): the seats students hold, Held or Payment
 * reported, each with its payment at the desk (confirm or reject a reported UTR, or mark it paid).
 */
export function SeatHoldsPanel() {
  const t = useLibraryT();
  const format = useFormat();
  const seatText = useHoldSeatText();
  const holds = useEndpoint(libraryApi.holds.desk, {}, { refetchInterval: HOLDS_REFRESH_MS });
  let body;
  if (holds.isPending) body = <Loading />;
  else if (holds.isError)
    body = (
      <LoadError
        error={holds.error}
        fallback={SEAT_HOLD_MESSAGES.loadFailed}
        onRetry={() => void holds.refetch()}
      />
    );
  else if (holds.data.holds.length === 0) body = <Text c="dimmed">{t('online.deskEmpty')}</Text>;
  else
    body = (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {holds.data.holds.map((hold) => (
          <li key={hold._id}>
            <Group gap="sm" wrap="wrap" justify="space-between">
              <Stack gap={2}>
                <Group gap="xs">
                  {/* A reported payment's badge is the payment button's own. */}
                  {hold.state === 'held' && (
                    <Badge color="orange" variant="light">
                      {t('online.deskHeld')}
                    </Badge>
                  )}
                  <Text size="sm" fw={600}>
                    {t('online.deskRow', {
                      student: hold.student.name,
                      vedanId: hold.student.vedanId,
                      seat: seatText(hold),
                      shift: t(`shifts.${hold.shift}`),
                      from: format.date(hold.startDate),
                      amount: format.money(hold.amount),
                    })}
                  </Text>
                </Group>
                {hold.state === 'held' && (
                  <Text size="xs" c="dimmed">
                    {t('online.deskLapses', { time: format.dateTime(hold.expiresAt) })}
                  </Text>
                )}
              </Stack>
              <DeskFeePayButton
                name={hold.student.name}
                api={paymentsApi.seatHolds}
                target={hold._id}
                pay={hold.pay}
                stale={[libraryApi.holds.desk, libraryApi.seats.map, libraryApi.seats.totals]}
              />
            </Group>
          </li>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="seat-holds">
      <Title order={2} size="h5" id="seat-holds" mb="xs">
        {t('online.deskTitle')}
      </Title>
      {body}
    </Paper>
  );
}
