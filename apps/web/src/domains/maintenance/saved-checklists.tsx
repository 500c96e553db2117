import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  maintenanceApi,
  type Checklist,
  type MaintenanceKind,
  type MonthName,
} from '@vedann/contracts';
import { useCommonT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useResourceList, useResourceMutations } from '../../lib/resource';
import { useConfirm } from '../../ui/confirm';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import { isMonthly, markCounts } from './checklist-logic';
import { useMaintenanceT } from './i18n';

/** One saved checklist as a card: each row's notes and Wrong days, the notations, who checked. */
function ChecklistCard(props: {
  checklist: Checklist;
  onDelete: (checklist: Checklist) => void;
  deleting: boolean;
}) {
  const { checklist, onDelete, deleting } = props;
  const t = useMaintenanceT();
  const format = useFormat();
  const headingId = `checklist-card-${checklist._id}`;
  const [first, second] = checklist.columns;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {checklist.itemName}
        </Title>
        {checklist.selectedMonth && checklist.selectedYear !== null && (
          <Text size="sm">
            {t('checklist.saved.monthOf', {
              month: t(`checklist.months.${checklist.selectedMonth}`),
              year: checklist.selectedYear,
            })}
          </Text>
        )}
        <Stack gap={4} component="ul" m={0} pl="md">
          {checklist.rows.map((row, index) => {
            const notes = [first, second]
              .filter((label): label is string => !!label && !!row.days[label])
              .map((label) => `${label}: ${row.days[label] ?? ''}`);
            const wrong = checklist.columns.filter((label) => row.days[label] === 'Wrong');
            const { right } = markCounts({ rows: [row] });
            return (
              <Text component="li" size="sm" key={row.id}>
                <Text span fw={600}>
                  {row.name || t('checklist.rowNumber', { number: index + 1 })}
                </Text>
                {notes.length > 0 && ` (${notes.join('; ')})`}
                {`: ${t('checklist.saved.right')} ${right}; `}
                {wrong.length > 0
                  ? t('checklist.saved.wrongOn', { columns: wrong.join(', ') })
                  : t('checklist.saved.allRight')}
              </Text>
            );
          })}
        </Stack>
        {checklist.notations.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('checklist.notations')}
            </Text>
            {checklist.notations.map((notation) => (
              <Text size="sm" key={notation.id}>
                {[notation.date ? format.date(notation.date) : '', notation.info]
                  .filter(Boolean)
                  .join(': ')}
              </Text>
            ))}
          </Stack>
        )}
        <Text size="sm">{t('checklist.saved.inspectionBy', { name: checklist.inspectionBy })}</Text>
        <Text size="xs" c="dimmed">
          {t('checklist.saved.submittedOn', { date: format.date(checklist.createdAt) })}
        </Text>
        <Group>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={deleting}
            onClick={() => onDelete(checklist)}
          >
            {t('checklist.saved.deleteCard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The saved checklists as a table; on a phone its rows become cards. */
function SavedChecklistTable({
  checklists,
  monthly,
  deleting,
  onDelete,
}: {
  checklists: Checklist[];
  monthly: boolean;
  deleting: (id: string) => boolean;
  onDelete: (checklist: Checklist) => void;
}) {
  const t = useMaintenanceT();
  const tc = useCommonT();
  const format = useFormat();
  const monthText = (checklist: Checklist) =>
    checklist.selectedMonth && checklist.selectedYear !== null
      ? t('checklist.saved.monthOf', {
          month: t(`checklist.months.${checklist.selectedMonth}`),
          year: checklist.selectedYear,
        })
      : '';
  const headers = [
    t('checklist.itemName'),
    ...(monthly ? [t('checklist.month')] : []),
    t('checklist.saved.right'),
    t('checklist.saved.wrong'),
    t('checklist.saved.notations'),
    t('checklist.inspectionBy'),
    t('checklist.saved.submitted'),
    tc('table.actions'),
  ];
  return (
    <div className="vedann-table-scroll">
      {/* Explicit roles: on a phone the rows become cards (display: block). */}
      <Table striped className="vedann-table" role="table">
        <Table.Caption>{t('checklist.saved.title')}</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            {headers.map((header) => (
              <Table.Th scope="col" role="columnheader" key={header}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {checklists.map((checklist) => {
            const counts = markCounts(checklist);
            const cells = [
              checklist.itemName,
              ...(monthly ? [monthText(checklist)] : []),
              format.number(counts.right),
              format.number(counts.wrong),
              format.number(checklist.notations.length),
              checklist.inspectionBy,
              format.date(checklist.createdAt),
            ];
            return (
              <Table.Tr key={checklist._id} role="row">
                {cells.map((cell, index) => (
                  <Table.Td key={headers[index]} role="cell" data-label={headers[index]}>
                    {cell}
                  </Table.Td>
                ))}
                <Table.Td role="cell" data-label={tc('table.actions')}>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={deleting(checklist._id)}
                    onClick={() => onDelete(checklist)}
                  >
                    {t('checklist.saved.deleteCard')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The saved checklists (the variants': of the chosen month), as cards or as a table. */
export function SavedChecklists(props: { kind: MaintenanceKind; year: number; month: MonthName }) {
  const { kind } = props;
  const resource = maintenanceApi.checklists[kind];
  const t = useMaintenanceT();
  const tc = useCommonT();
  const monthly = isMonthly(kind);
  const [view, setView] = useState<'cards' | 'table'>('cards');
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const list = useResourceList(resource, {
    page,
    limit: 6,
    ...(monthly ? { selectedYear: props.year, selectedMonth: props.month } : {}),
  });
  const { remove } = useResourceMutations(resource);
  const { confirm, dialog } = useConfirm();
  const askDelete = async (checklist: Checklist) => {
    const sure = await confirm({
      title: tc('confirm.deleteTitle', { name: checklist.itemName }),
      message: tc('confirm.deleteText'),
      confirmLabel: t('checklist.saved.deleteCard'),
    });
    if (sure) remove.mutate(checklist._id);
  };
  const deleting = (id: string) => remove.isPending && remove.variables === id;

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <Alert color="red" title={t('checklist.saved.loadFailed')}>
        <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  else if (list.data.rows.length === 0) body = <Text c="dimmed">{t('checklist.saved.empty')}</Text>;
  else if (view === 'cards')
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.data.rows.map((checklist) => (
          <ChecklistCard
            key={checklist._id}
            checklist={checklist}
            onDelete={(c) => void askDelete(c)}
            deleting={deleting(checklist._id)}
          />
        ))}
      </SimpleGrid>
    );
  else
    body = (
      <SavedChecklistTable
        checklists={list.data.rows}
        monthly={monthly}
        deleting={deleting}
        onDelete={(c) => void askDelete(c)}
      />
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={`saved-${kind}`} ref={top}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id={`saved-${kind}`}>
          {t('checklist.saved.title')}
        </Title>
        <SegmentedControl
          aria-label={t('checklist.saved.view')}
          value={view}
          onChange={(value) => setView(value === 'table' ? 'table' : 'cards')}
          data={[
            { value: 'cards', label: t('checklist.saved.cards') },
            { value: 'table', label: t('checklist.saved.table') },
          ]}
        />
      </Group>
      {body}
      <ListPager
        exportCsv={{
          list: resource,
          query: monthly ? { selectedYear: props.year, selectedMonth: props.month } : {},
        }}
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('checklist.saved.pages')}
        scrollTo={top}
      />
      {dialog}
    </Stack>
  );
}
