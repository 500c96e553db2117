import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { STOCK_MESSAGES, aharApi } from '@vedann/contracts';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useConfirm } from '../../../ui/confirm';
import { ListPager } from '../../../ui/list-pager';
import { Loading } from '../../../ui/loading';
import { useAharStockT } from './i18n';
import { ReuseTable } from './reuse-table';
import { StockItemForm } from './stock-form';
import { StockList } from './stock-list';
import { useStockJournal, useUndoStock } from './stock-api';
import { LoadError } from '../../../ui/load-error';

/** List Suchi → Showroom. */
export function ShowroomPanel() {
  return (
    <Stack gap="lg">
      <StockItemForm location="showroom" />
      <StockList location="showroom" />
      <StockJournal />
    </Stack>
  );
}

/** List Suchi → Warehouse. */
export function WarehousePanel() {
  return (
    <Stack gap="lg">
      <StockItemForm location="warehouse" />
      <StockList location="warehouse" />
      <StockJournal />
    </Stack>
  );
}

/** Reuse: the entry table, then the saved reuse items. */
export function ReusePanel() {
  const t = useAharStockT();
  return (
    <Stack gap="lg">
      <ReuseTable />
      <Title order={3}>{t('reuse.saved')}</Title>
      <StockList location="reuse" />
      <StockJournal />
    </Stack>
  );
}

/** The stock journal (who, when, what, how much) with Undo last change. */
export function StockJournal() {
  const t = useAharStockT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const journal = useStockJournal(page);
  const undo = useUndoStock();
  const { confirm, dialog } = useConfirm();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3}>{t('journal.title')}</Title>
        <Button
          variant="light"
          loading={undo.isPending}
          onClick={() =>
            void (async () => {
              if (await confirm({ title: t('journal.undoTitle'), confirmLabel: t('journal.undo') }))
                undo.mutate(undefined);
            })()
          }
        >
          {t('journal.undo')}
        </Button>
      </Group>
      {undo.isError && (
        <Text c="red" role="alert">
          {errorMessage(undo.error, STOCK_MESSAGES.nothingToUndo)}
        </Text>
      )}
      {journal.isPending ? (
        <Loading />
      ) : journal.isError ? (
        <LoadError
          error={journal.error}
          fallback={STOCK_MESSAGES.fetchFailed}
          onRetry={() => void journal.refetch()}
        />
      ) : journal.data.entries.length === 0 ? (
        <Text c="dimmed">{t('journal.empty')}</Text>
      ) : (
        <Stack gap={4} role="list" aria-label={t('journal.title')}>
          {journal.data.entries.map((entry) => (
            <Paper key={entry._id} withBorder p="xs" role="listitem">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {t(`journal.actions.${entry.action}`)}
                </Text>
                <Text size="sm">
                  {entry.name} {entry.quantity}
                </Text>
                {entry.from && entry.to && entry.from !== entry.to ? (
                  <Text size="sm">
                    {t('journal.fromTo', {
                      from: t(`locations.${entry.from}`),
                      to: t(`locations.${entry.to}`),
                    })}
                  </Text>
                ) : null}
                {entry.undone && <Badge color="gray">{t('journal.undone')}</Badge>}
              </Group>
              <Text size="xs" c="dimmed">
                {t('journal.byAt', { by: entry.by, at: format.dateTime(entry.at) })}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <ListPager
        exportCsv={{ list: aharApi.stock.journal }}
        totalPages={journal.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('journal.pages')}
      />
      {dialog}
    </Stack>
  );
}
