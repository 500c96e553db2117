import { useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TICKET_MESSAGES, libraryApi, readablePhone, type Ticket } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { useConfirm } from '../../ui/confirm';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useLibraryT } from './i18n';

const PAGE_SIZE = 12;
type Filter = 'all' | 'Open' | 'Closed';

/** One ticket's card: Resolve (Open becomes Closed) and delete. */
function TicketCard({ ticket }: { ticket: Ticket }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const format = useFormat();
  const { confirm, dialog } = useConfirm();
  // The list and the dashboard's count of open enquiries are both this list's answers.
  const changes = {
    toCall: () => ({ params: { id: ticket._id } }),
    stale: [libraryApi.tickets.list],
    onSuccess: (answer: { message: string }) =>
      notifications.show({ color: 'green', message: tm(answer.message) }),
  };
  const resolve = useEndpointMutation(libraryApi.tickets.resolve, changes);
  const remove = useEndpointMutation(libraryApi.tickets.remove, changes);
  const failed = resolve.error ?? remove.error;
  const contact = [ticket.email, ticket.phone && readablePhone(ticket.phone)]
    .filter(Boolean)
    .join(', ');
  return (
    <Card withBorder component="article" aria-label={ticket.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h5">
            {ticket.title}
          </Title>
          <Group gap={4}>
            <Badge color={ticket.status === 'Open' ? 'blue' : 'gray'}>
              {t(`tickets.status.${ticket.status}`)}
            </Badge>
            <Badge color={ticket.priority === 'High' ? 'red' : 'gray'} variant="light">
              {t(`tickets.priority.${ticket.priority}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {ticket.description}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tickets.from', {
            name: ticket.name || t('tickets.unnamed'),
            contact: contact || '—',
            time: format.dateTime(ticket.timestamp),
          })}
        </Text>
        {failed && (
          <Alert color="red" role="alert">
            {errorMessage(failed, TICKET_MESSAGES.notFound)}
          </Alert>
        )}
        <Group gap="xs">
          {ticket.status === 'Open' && (
            <Button size="xs" loading={resolve.isPending} onClick={() => resolve.mutate()}>
              {t('tickets.resolve')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={remove.isPending}
            aria-label={t('tickets.deleteNamed', { title: ticket.title })}
            onClick={() =>
              void confirm({ title: t('tickets.deleteTitle', { title: ticket.title }) }).then(
                (yes) => yes && remove.mutate(),
              )
            }
          >
            {t('tickets.delete')}
          </Button>
        </Group>
      </Stack>
      {dialog}
    </Card>
  );
}

/** Enquiry Tickets (`/mgtservice/mgtlibrary/enquiry`): cards per ticket, paged by the server. */
export function TicketsPage() {
  const t = useLibraryT();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const top = useRef<HTMLDivElement>(null);
  const shown = filter === 'all' ? {} : { status: filter };
  const list = useEndpoint(
    libraryApi.tickets.list,
    { query: { page, limit: PAGE_SIZE, ...shown } },
    { keepPrevious: true },
  );
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.tickets.length === 0) body = <Text c="dimmed">{t('tickets.empty')}</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.data.tickets.map((ticket) => (
          <TicketCard key={ticket._id} ticket={ticket} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="md" ref={top}>
      <SegmentedControl
        aria-label={t('tickets.filter')}
        value={filter}
        onChange={(value) => {
          setPage(1);
          setFilter(value === 'Open' || value === 'Closed' ? value : 'all');
        }}
        data={[
          { value: 'all', label: t('tickets.all') },
          { value: 'Open', label: t('tickets.status.Open') },
          { value: 'Closed', label: t('tickets.status.Closed') },
        ]}
      />
      {body}
      <ListPager
        exportCsv={{ list: libraryApi.tickets.list, query: shown }}
        totalPages={list.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('tickets.pages')}
        scrollTo={top}
      />
    </Stack>
  );
}
