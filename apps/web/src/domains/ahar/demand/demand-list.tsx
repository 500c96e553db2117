import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DEMAND_MESSAGES,
  GENERIC_ERROR,
  aharApi,
  type DemandLine,
  type DemandRecord,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../../lib/endpoint';
import { useConfirm } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { ScrollRegion } from '../../../ui/scroll-region';
import { useRefreshDemand } from './api';
import { useAharDemandT } from './i18n';

/**
 * Dainik → Full: the records, newest day first, searched on the server and paged from page 1
 * (the pager's previous control is disabled on page 1 and its next on the last page).
 */
export function DemandRecordsList() {
  const t = useAharDemandT();
  const tm = useMessageT();
  const format = useFormat();
  const refresh = useRefreshDemand();
  const { confirm, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useEndpoint(
    aharApi.demand.records,
    { query: { page, search: debounced || undefined } },
    { keepPrevious: true },
  );
  const remove = useEndpointMutation(aharApi.demand.removeRecord, {
    toCall: (id: string) => ({ params: { id } }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      await refresh();
    },
  });
  const removeRecord = (id: string) =>
    remove.mutate(id, {
      onError: (failure) =>
        notifications.show({ color: 'red', message: errorMessage(failure, GENERIC_ERROR) }),
    });

  return (
    <Stack gap="md">
      {dialog}
      <Title order={2} size="h3">
        {t('list.title')}
      </Title>
      <TextInput
        type="search"
        label={t('list.search')}
        description={t('list.searchHint')}
        value={search}
        maxLength={100}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Loading label={t('list.loading')} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          fallback={DEMAND_MESSAGES.fetchFailed}
        />
      ) : list.data.items.length === 0 ? (
        <Text>{tm(DEMAND_MESSAGES.empty)}</Text>
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          {list.data.items.map((record) => (
            <Paper key={record._id} withBorder p="sm" component="article">
              <Group justify="space-between" align="start" wrap="wrap" gap="xs">
                <div>
                  <Title order={3} size="h5">
                    {t('list.heading', { name: record.name, id: record.id })}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('list.when', {
                      date: format.date(record.date),
                      time: format.time(record.time),
                    })}
                  </Text>
                </div>
                <Group gap="xs">
                  <Text fw={600}>
                    {t('list.total')}: {format.money(record.total, 'INR')}
                  </Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('list.deleteRecord', {
                      name: record.name,
                      date: format.date(record.date),
                    })}
                    loading={remove.isPending && remove.variables === record._id}
                    onClick={() =>
                      void confirm({
                        title: t('list.deleteRecord', {
                          name: record.name,
                          date: format.date(record.date),
                        }),
                      }).then((yes) => {
                        if (yes) removeRecord(record._id);
                      })
                    }
                  >
                    {t('public.remove')}
                  </Button>
                </Group>
              </Group>
              <LinesTable
                lines={record.items}
                label={t('list.recordName', { name: record.name })}
              />
            </Paper>
          ))}
        </Stack>
      )}
      {list.data && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('list.pageOf', { page, pages: list.data.totalPages })}</Text>
          <ListPager
            exportCsv={{ list: aharApi.demand.records, query: { search: debounced || undefined } }}
            totalPages={list.data.totalPages}
            page={page}
            onChange={setPage}
            label={t('list.title')}
          />
        </Group>
      )}
    </Stack>
  );
}

function LinesTable({
  lines,
  label,
  withRecord = false,
}: {
  lines: (DemandRecord['items'][number] | DemandLine)[];
  label: string;
  withRecord?: boolean;
}) {
  const t = useAharDemandT();
  const format = useFormat();
  return (
    <ScrollRegion label={label} minWidth={withRecord ? 720 : 520}>
      <Table striped mt="xs">
        <Table.Thead>
          <Table.Tr>
            {withRecord && <Table.Th>{t('lines.record')}</Table.Th>}
            <Table.Th>{t('form.category')}</Table.Th>
            <Table.Th>{t('lines.item')}</Table.Th>
            <Table.Th>{t('form.company')}</Table.Th>
            <Table.Th>{t('form.quantity')}</Table.Th>
            <Table.Th>{t('form.price')}</Table.Th>
            <Table.Th>{t('form.remark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line._id}>
              {withRecord && 'recordId' in line && (
                <Table.Td>
                  {t('lines.recordCell', {
                    date: format.date(line.date),
                    time: format.time(line.time),
                    name: line.name,
                    id: line.id,
                  })}
                </Table.Td>
              )}
              <Table.Td>{line.category}</Table.Td>
              <Table.Td>{line.itemName}</Table.Td>
              <Table.Td>{line.company}</Table.Td>
              <Table.Td>{format.number(line.quantity)}</Table.Td>
              <Table.Td>{format.money(line.price, 'INR')}</Table.Td>
              <Table.Td>{line.remark}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Inventory → Inventory Items: every line of the records, newest first, paged. */
export function DemandItemsList() {
  const t = useAharDemandT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const list = useEndpoint(aharApi.demand.lines, { query: { page } }, { keepPrevious: true });
  return (
    <Stack gap="md">
      {list.isPending ? (
        <Loading label={t('list.loading')} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          fallback={DEMAND_MESSAGES.fetchFailed}
        />
      ) : list.data.items.length === 0 ? (
        <Text>{tm(DEMAND_MESSAGES.empty)}</Text>
      ) : (
        <LinesTable lines={list.data.items} label={t('lines.title')} withRecord />
      )}
      {list.data && (
        <ListPager
          exportCsv={{ list: aharApi.demand.lines }}
          totalPages={list.data.totalPages}
          page={page}
          onChange={setPage}
          label={t('lines.title')}
        />
      )}
    </Stack>
  );
}
