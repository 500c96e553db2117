import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useParams } from 'react-router';
import { barberApi, GENERIC_ERROR, queueJoinInputSchema } from '@vedann/contracts';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useBarberT } from './i18n';
import { LoadError } from '../../ui/load-error';

/**
 * `/queue/:orgId`: the public page of a walk-in queue (beyond the spec), a barber's or a gym's
 * Token System. Anyone sees how many are waiting and the token being served, never a name, and
 * may join the queue; a barber's page shows its price list too.
 */
export function BarberPublicPage() {
  const t = useBarberT();
  const format = useFormat();
  const { orgId = '' } = useParams();
  const queue = useEndpoint(
    barberApi.publicQueue,
    { params: { orgId } },
    { refetchInterval: 30_000 },
  );
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const join = useEndpointMutation(barberApi.joinPublicQueue, {
    toCall: (body: { name: string }) => ({ params: { orgId }, body }),
    stale: [barberApi.publicQueue],
    onSuccess: () => setName(''),
  });
  usePageTitle(queue.data?.business ?? t('public.fallbackTitle'));

  if (queue.isPending) return <Loading />;
  if (queue.isError) {
    return (
      <Stack gap="sm" py="md">
        <Title order={1}>{t('public.fallbackTitle')}</Title>
        <LoadError
          error={undefined}
          fallback={t('public.loadFailed')}
          onRetry={() => void queue.refetch()}
        />
      </Stack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodFormResolver(queueJoinInputSchema)({ name });
    setError(found.name as string | undefined);
    if (Object.keys(found).length === 0) join.mutate({ name });
  };
  const { business, kind, waiting, serving, services } = queue.data;

  return (
    <Stack gap="xl" py="md">
      <Title order={1}>{business}</Title>
      <section aria-labelledby="barber-queue">
        <Title order={2} size="h4" id="barber-queue" mb="sm">
          {t('public.queue')}
        </Title>
        <SimpleGrid cols={2} component="dl" maw={420} m={0}>
          <div>
            <Text component="dt" c="dimmed" size="sm">
              {t('public.waiting')}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl" data-testid="public-waiting">
              {waiting}
            </Text>
          </div>
          <div>
            <Text component="dt" c="dimmed" size="sm">
              {t('public.serving')}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {serving ?? t('public.none')}
            </Text>
          </div>
        </SimpleGrid>
        <Button variant="default" size="xs" mt="sm" onClick={() => void queue.refetch()}>
          {t('public.refresh')}
        </Button>
      </section>
      <Paper withBorder p="md" maw={460}>
        <form noValidate onSubmit={submit} aria-label={t('public.joinTitle')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('public.joinTitle')}
            </Title>
            <TextInput
              label={t('public.name')}
              value={name}
              error={error}
              autoComplete="given-name"
              onChange={(event) => setName(event.currentTarget.value)}
            />
            {join.isError && <Alert color="red">{errorMessage(join.error, GENERIC_ERROR)}</Alert>}
            {join.isSuccess && (
              <Alert color="green" role="status">
                {t('public.joined', {
                  token: join.data.token,
                  ahead: join.data.waitingAhead,
                })}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={join.isPending}>
                {t('public.join')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {kind === 'barber' && (
        <section aria-labelledby="barber-prices">
          <Title order={2} size="h4" id="barber-prices" mb="sm">
            {t('public.prices')}
          </Title>
          {services.length === 0 ? (
            <Text c="dimmed">{t('public.noPrices')}</Text>
          ) : (
            <Table maw={560}>
              <Table.Caption>{t('public.prices')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('services.name')}</Table.Th>
                  <Table.Th>{t('services.price')}</Table.Th>
                  <Table.Th>{t('services.duration')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {services.map((service) => (
                  <Table.Tr key={service.name}>
                    <Table.Td>{service.name}</Table.Td>
                    <Table.Td>{format.money(service.price, 'INR')}</Table.Td>
                    <Table.Td>{t('services.minutes', { count: service.duration })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </section>
      )}
    </Stack>
  );
}
