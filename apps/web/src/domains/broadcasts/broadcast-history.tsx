import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BROADCAST_MESSAGES, broadcastsApi, type Broadcast } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useEndpoint } from '../../lib/endpoint';
import { useResourceList } from '../../lib/resource';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { DataTable } from '../../ui/data-table';
import { useBroadcastsT } from './i18n';
import { useGroupLabel, type BroadcastArea } from './broadcast-common';

const HISTORY_PAGE = 10;
const RECIPIENTS_PAGE = 10;

/**
 * One message's recipients, what became of each (the worst of their channels) and the channels
 * it went on, paged on the server.
 */
function RecipientList(props: { area: BroadcastArea; broadcast: Broadcast; onClose: () => void }) {
  const t = useBroadcastsT();
  const tm = useMessageT();
  const format = useFormat();
  const groupLabel = useGroupLabel(props.area);
  const [page, setPage] = useState(1);
  const list = useEndpoint(
    broadcastsApi.recipients,
    { params: { id: props.broadcast._id }, query: { page, limit: RECIPIENTS_PAGE } },
    { keepPrevious: true },
  );
  const title = t('recipients.title', { subject: props.broadcast.subject });
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Button variant="default" size="xs" onClick={props.onClose}>
            {t('recipients.close')}
          </Button>
        </Group>
        {list.isPending ? (
          <Loading label={t('recipients.loading')} />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.recipients.length === 0 ? (
          <Text c="dimmed">{tm(BROADCAST_MESSAGES.recipientsEmpty)}</Text>
        ) : (
          <DataTable
            caption={title}
            columns={[
              { key: 'name', label: t('recipients.name') },
              { key: 'group', label: t('recipients.group') },
              { key: 'status', label: t('recipients.status') },
              { key: 'channels', label: t('recipients.channels') },
              { key: 'sentAt', label: t('recipients.sentAt') },
            ]}
            rows={list.data.recipients.map((row) => ({
              key: row._id,
              danger: row.status === 'failed',
              cells: {
                name: row.name,
                group: groupLabel(row.group),
                status: t(`recipients.statuses.${row.status}`),
                channels: row.channels
                  .map((channel) => t(`recipients.channel.${channel}`))
                  .join(', '),
                sentAt: row.sentAt ? format.dateTime(row.sentAt) : '',
              },
            }))}
          />
        )}
        <ListPager
          exportCsv={{ list: broadcastsApi.recipients, params: { id: props.broadcast._id } }}
          totalPages={list.data?.totalPages}
          page={page}
          onChange={setPage}
          label={t('recipients.pager')}
        />
      </Stack>
    </Paper>
  );
}

/** The messages sent, newest first, with their counts; each opens its recipients. */
export function History({ area }: { area: BroadcastArea }) {
  const t = useBroadcastsT();
  const tm = useMessageT();
  const format = useFormat();
  const groupLabel = useGroupLabel(area);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Broadcast | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const list = useResourceList(broadcastsApi.history, { page, limit: HISTORY_PAGE });
  const to = (broadcast: Broadcast) =>
    [
      broadcast.group ? groupLabel(broadcast.group) : null,
      broadcast.picked > 0 ? t('history.picked', { count: broadcast.picked }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
  return (
    <Stack gap="sm" ref={top}>
      <Title order={2} size="h4">
        {t('history.title')}
      </Title>
      {list.isPending ? (
        <Loading label={tm(BROADCAST_MESSAGES.loading)} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          fallback={BROADCAST_MESSAGES.loadFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{tm(BROADCAST_MESSAGES.empty)}</Text>
      ) : (
        <DataTable
          caption={t('history.title')}
          columns={[
            { key: 'date', label: t('history.date') },
            { key: 'subject', label: t('history.subject') },
            { key: 'to', label: t('history.to') },
            { key: 'recipients', label: t('history.recipients') },
            { key: 'sent', label: t('history.sent') },
            { key: 'unreachable', label: t('history.unreachable') },
            { key: 'failed', label: t('history.failed') },
            { key: 'status', label: t('history.status') },
            { key: 'by', label: t('history.by') },
            { key: 'actions', label: t('history.actions') },
          ]}
          rows={list.data.rows.map((broadcast) => ({
            key: broadcast._id,
            cells: {
              date: format.dateTime(broadcast.createdAt),
              subject: <Text style={{ overflowWrap: 'anywhere' }}>{broadcast.subject}</Text>,
              to: to(broadcast),
              recipients: format.number(broadcast.recipients),
              sent: format.number(broadcast.sent),
              unreachable: format.number(broadcast.unreachable),
              failed: format.number(broadcast.failed),
              status: t(`history.statuses.${broadcast.status}`),
              by: broadcast.sentBy,
              actions: (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('history.showOf', { subject: broadcast.subject })}
                  onClick={() => setOpen(broadcast)}
                >
                  {t('history.show')}
                </Button>
              ),
            },
          }))}
        />
      )}
      <ListPager
        exportCsv={{ list: broadcastsApi.history }}
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('history.pager')}
        scrollTo={top}
      />
      {open && (
        <RecipientList key={open._id} area={area} broadcast={open} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
