import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { barberApi, GENERIC_ERROR, queueJoinInputSchema, type QueueEntry } from '@vedann/contracts';
import { useCommonT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { useStoredOrgId } from '../../lib/org-store';
import { useResourceList } from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { useConfirm } from '../../ui/confirm';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useBarberT } from './i18n';
import { SubmitRow } from '../../ui/submit-row';

// The queue moves while the screen is open (walk-ins join from the public page).
const useQueue = () => useEndpoint(barberApi.queue, {}, { refetchInterval: 15_000 });

/** The salon's services to pick from; a gym's queue has none. */
function ServiceSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useBarberT();
  const services = useResourceList(barberApi.services, { limit: 100 });
  return (
    <NativeSelect
      label={t('queue.service')}
      value={value}
      data={[
        { value: '', label: t('queue.noService') },
        ...(services.data?.rows ?? []).map((s) => ({ value: s._id, label: s.name })),
      ]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function JoinForm({ withServices }: { withServices: boolean }) {
  const t = useBarberT();
  const [name, setName] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useEndpointMutation(barberApi.addToQueue, {
    stale: [barberApi.queue],
    onSuccess: ({ entry }) => {
      notifications.show({ color: 'green', message: t('queue.added', { token: entry.token }) });
      setName('');
      setServiceId('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, ...(serviceId ? { serviceId } : {}) };
    const found = zodFormResolver(queueJoinInputSchema)(input);
    setError(found.name as string | undefined);
    if (Object.keys(found).length === 0) add.mutate({ body: input });
  };
  return (
    <Paper withBorder p="sm">
      <form noValidate onSubmit={submit} aria-label={t('queue.joinTitle')}>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('queue.joinTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('queue.name')}
              value={name}
              error={error}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            {withServices && <ServiceSelect value={serviceId} onChange={setServiceId} />}
          </SimpleGrid>
          <SubmitRow request={add} label={t('queue.add')} />
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The walk-in queue (beyond the spec): today's tokens, a form for a walk-in, Call next (whoever
 * is being served is done, the first waiting is served) and Remove. The waiting count is public
 * on the business's page `/queue/:orgId`. A salon's walk-ins may name a service from its price
 * list; the gym's Token System (spec 03's placeholder) is the same queue without one.
 */
export function QueuePanel({ withServices = true }: { withServices?: boolean }) {
  const t = useBarberT();
  const common = useCommonT();
  const format = useFormat();
  const orgId = useStoredOrgId();
  const queue = useQueue();
  const { confirm, dialog } = useConfirm();
  const next = useEndpointMutation(barberApi.callNext, {
    stale: [barberApi.queue],
    onSuccess: ({ entry }) =>
      notifications.show({ color: 'green', message: t('queue.called', { token: entry.token }) }),
  });
  const remove = useEndpointMutation(barberApi.removeFromQueue, {
    toCall: (id: string) => ({ params: { id } }),
    stale: [barberApi.queue],
  });
  const askRemove = async (entry: QueueEntry) => {
    const sure = await confirm({
      title: common('confirm.deleteTitle', { name: entry.name }),
      confirmLabel: t('queue.remove'),
    });
    if (sure) remove.mutate(entry._id);
  };

  if (queue.isPending) return <Loading />;
  if (queue.isError) return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
  const serving = queue.data.queue.find((entry) => entry.status === 'serving');
  const failure = next.error ?? remove.error;

  return (
    <Stack gap="md">
      <Group gap="md" align="center">
        <Text fw={700} size="lg" role="status" aria-live="polite">
          {t('queue.waitingCount', { count: queue.data.waiting })}
        </Text>
        <Text>
          {serving ? t('queue.serving', { token: serving.token }) : t('queue.nobodyServing')}
        </Text>
        <Button loading={next.isPending} onClick={() => next.mutate()}>
          {t('queue.callNext')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(failure, GENERIC_ERROR)}
        </Alert>
      )}
      {orgId && (
        <Anchor component={Link} to={`/queue/${orgId}`}>
          {t('queue.publicPage')}
        </Anchor>
      )}
      <JoinForm withServices={withServices} />
      <Title order={2} size="h4">
        {t('queue.today')}
      </Title>
      {queue.data.queue.length === 0 ? (
        <Text c="dimmed">{t('queue.empty')}</Text>
      ) : (
        <div
          className="vedann-table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('queue.today')}
        >
          <Table striped className="vedann-table" role="table">
            <Table.Caption>{t('queue.today')}</Table.Caption>
            <Table.Thead role="rowgroup">
              <Table.Tr role="row">
                <Table.Th role="columnheader">{t('queue.token')}</Table.Th>
                <Table.Th role="columnheader">{t('queue.customer')}</Table.Th>
                {withServices && <Table.Th role="columnheader">{t('queue.service')}</Table.Th>}
                <Table.Th role="columnheader">{t('queue.status')}</Table.Th>
                <Table.Th role="columnheader">{t('queue.joinedAt')}</Table.Th>
                <Table.Th role="columnheader">{t('queue.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody role="rowgroup">
              {queue.data.queue.map((entry) => (
                <Table.Tr role="row" key={entry._id}>
                  <Table.Td role="cell" data-label={t('queue.token')}>
                    {entry.token}
                  </Table.Td>
                  <Table.Td role="cell" data-label={t('queue.customer')}>
                    {entry.name}
                  </Table.Td>
                  {withServices && (
                    <Table.Td role="cell" data-label={t('queue.service')}>
                      {entry.service ?? t('queue.noService')}
                    </Table.Td>
                  )}
                  <Table.Td role="cell" data-label={t('queue.status')}>
                    <Badge
                      variant="light"
                      color={
                        entry.status === 'waiting'
                          ? 'blue'
                          : entry.status === 'serving'
                            ? 'green'
                            : 'gray'
                      }
                    >
                      {t(`queue.statuses.${entry.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td role="cell" data-label={t('queue.joinedAt')}>
                    {format.dateTime(entry.joinedAt)}
                  </Table.Td>
                  <Table.Td role="cell" data-label={t('queue.actions')}>
                    {entry.status !== 'done' && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => void askRemove(entry)}
                      >
                        {t('queue.remove')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {dialog}
    </Stack>
  );
}

/** The gym's Token System: the walk-in queue without a price list. */
export function GymTokenPanel() {
  return <QueuePanel withServices={false} />;
}
