import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAINTENANCE_MESSAGES,
  MAINTENANCE_YEARS,
  MONTH_NAMES,
  businessDay,
  monthlyChecklistInputSchema,
  preventiveInputSchema,
  type Checklist,
  type MaintenanceKind,
  type MonthName,
} from '@vedann/contracts';
import { useCommonT, useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { apiSend } from '../../lib/api';
import {
  RESOURCE_QUERY,
  useResourceList,
  useResourceMutations,
  type ResourceApi,
} from '../../lib/resource';
import { zodFormResolver } from '../../lib/zod-form';
import { useConfirm } from '../../ui/confirm';
import { ListPager } from '../../ui/list-pager';
import { Loading } from '../../ui/loading';
import {
  CHECKLIST_PATHS,
  InvalidAnswer,
  addColumn,
  emptyDraft,
  emptyNotation,
  emptyRow,
  isFreeText,
  isMonthly,
  markCounts,
  nextMark,
  removeColumn,
  renameColumn,
  setCell,
  submitFailure,
  toInput,
  withMonth,
  type ChecklistDraft,
  type GridRow,
} from './checklist-logic';
import { useMaintenanceT } from './i18n';
import '../../ui/editable-table.css';
import './checklist.css';

type Marks = 'Right' | 'Wrong' | 'empty';
const markKey = (value: string | undefined): Marks =>
  value === 'Right' || value === 'Wrong' ? value : 'empty';

/** The grid: a row per checked part, a column per day; the first two day columns are notes. */
function ChecklistGrid(props: {
  kind: MaintenanceKind;
  draft: ChecklistDraft;
  errors: Record<string, string>;
  onChange: (draft: ChecklistDraft) => void;
}) {
  const { kind, draft, errors, onChange } = props;
  const t = useMaintenanceT();
  const tc = useCommonT();
  const monthly = isMonthly(kind);
  const rowLabel = (row: GridRow, index: number) =>
    row.name.trim() || t('checklist.rowNumber', { number: index + 1 });
  const setRows = (rows: GridRow[]) => onChange({ ...draft, rows });

  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id={`checklist-hint-${kind}`}>
        {t('checklist.markHint')}
      </Text>
      <div
        className="vedann-checklist-scroll"
        role="region"
        aria-label={t('checklist.grid')}
        aria-describedby={`checklist-hint-${kind}`}
        tabIndex={0}
      >
        <Table withTableBorder withColumnBorders className="vedann-checklist">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('checklist.name')}</Table.Th>
              {draft.columns.map((column, index) => (
                <Table.Th scope="col" key={column.key}>
                  {monthly ? (
                    column.label
                  ) : (
                    <Group gap={2} wrap="nowrap">
                      <TextInput
                        size="xs"
                        aria-label={t('checklist.columnName', { number: index + 1 })}
                        value={column.label}
                        error={errors[`columns.${index}`]}
                        onChange={(event) =>
                          onChange({
                            ...draft,
                            columns: renameColumn(
                              draft.columns,
                              column.key,
                              event.currentTarget.value,
                            ),
                          })
                        }
                      />
                      <CloseButton
                        size="sm"
                        aria-label={t('checklist.removeColumn', {
                          name: column.label || index + 1,
                        })}
                        disabled={draft.columns.length === 1}
                        onClick={() => onChange(removeColumn(draft, column.key))}
                      />
                    </Group>
                  )}
                </Table.Th>
              ))}
              <Table.Th scope="col">
                <VisuallyHidden>{tc('table.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.rows.map((row, r) => {
              const name = rowLabel(row, r);
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t('checklist.rowName', { number: r + 1 })}
                      value={row.name}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setRows(
                          draft.rows.map((each) =>
                            each.id === row.id ? { ...each, name: value } : each,
                          ),
                        );
                      }}
                    />
                  </Table.Td>
                  {draft.columns.map((column, index) => {
                    const value = row.cells[column.key] ?? '';
                    if (isFreeText(index))
                      return (
                        <Table.Td key={column.key}>
                          <TextInput
                            size="xs"
                            aria-label={t('checklist.cell', { row: name, column: column.label })}
                            value={value}
                            onChange={(event) =>
                              setRows(
                                setCell(draft.rows, row.id, column.key, event.currentTarget.value),
                              )
                            }
                          />
                        </Table.Td>
                      );
                    const mark = markKey(value);
                    return (
                      <Table.Td key={column.key} className="vedann-checklist-mark-cell">
                        <Button
                          size="compact-sm"
                          variant={mark === 'empty' ? 'default' : 'light'}
                          color={mark === 'Right' ? 'green' : mark === 'Wrong' ? 'red' : 'gray'}
                          className="vedann-checklist-mark"
                          aria-label={t('checklist.markCell', {
                            row: name,
                            column: column.label,
                            mark: t(`checklist.marks.${mark}`),
                          })}
                          onClick={() =>
                            setRows(setCell(draft.rows, row.id, column.key, nextMark(value)))
                          }
                        >
                          {t(`checklist.marksShort.${mark}`)}
                        </Button>
                      </Table.Td>
                    );
                  })}
                  <Table.Td>
                    <CloseButton
                      size="sm"
                      aria-label={t('checklist.removeRow', { name })}
                      disabled={draft.rows.length === 1}
                      onClick={() => setRows(draft.rows.filter((each) => each.id !== row.id))}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

/** The text of a failed Submit, in the spec's words for the kind (checklist-logic.ts). */
function useFailureText(kind: MaintenanceKind) {
  const t = useMaintenanceT();
  const tm = useMessageT();
  return (error: unknown): string => {
    const failure = submitFailure(kind, error);
    switch (failure.text) {
      case 'failed':
        return tm(MAINTENANCE_MESSAGES.submitFailed);
      case 'serverError':
        return t('checklist.serverError', {
          message: failure.message ? tm(failure.message) : t('checklist.unknownError'),
        });
      case 'sendFailed':
        return t('checklist.sendFailed', { reason: t('checklist.noConnection') });
      case 'invalidResponse':
        return t('checklist.invalidResponse');
    }
  };
}

function ChecklistForm(props: {
  kind: MaintenanceKind;
  resource: ResourceApi;
  draft: ChecklistDraft;
  onChange: (draft: ChecklistDraft) => void;
}) {
  const { kind, resource, draft, onChange } = props;
  const t = useMaintenanceT();
  const tm = useMessageT();
  const queryClient = useQueryClient();
  const failureText = useFailureText(kind);
  const monthly = isMonthly(kind);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useMutation({
    mutationFn: async (input: unknown) => {
      const answer = await apiSend<{ message?: string; checklist?: Checklist } | null>(
        'POST',
        resource.path,
        input,
      );
      if (!answer?.checklist) throw new InvalidAnswer();
      return answer;
    },
    onSuccess: async (answer) => {
      notifications.show({
        color: 'green',
        message: tm(answer.message ?? MAINTENANCE_MESSAGES.submitted),
      });
      // The entries clear; the columns (and the variants' month) stay for the next item.
      onChange(clearedDraft(draft));
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, resource.path] });
    },
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft, kind);
    const schema = monthly ? monthlyChecklistInputSchema : preventiveInputSchema;
    const found = zodFormResolver(schema)(input) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(input);
  };
  // Errors without a field of their own (a cell, a notation's date) show above Submit.
  const shownAtField = (key: string) =>
    key === 'itemName' || key === 'inspectionBy' || key.startsWith('columns.');
  const otherErrors = Object.entries(errors).filter(([key]) => !shownAtField(key));

  return (
    <form noValidate onSubmit={send} aria-labelledby={`checklist-${kind}`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`checklist-${kind}`}>
          {t(`checklist.titles.${kind}`)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: monthly ? 3 : 1 }}>
          {monthly && (
            <NativeSelect
              label={t('checklist.year')}
              value={String(draft.year)}
              data={MAINTENANCE_YEARS.map(String)}
              onChange={(event) =>
                onChange(withMonth(draft, Number(event.currentTarget.value), draft.month))
              }
            />
          )}
          {monthly && (
            <NativeSelect
              label={t('checklist.month')}
              value={draft.month}
              data={MONTH_NAMES.map((value) => ({ value, label: t(`checklist.months.${value}`) }))}
              onChange={(event) =>
                onChange(withMonth(draft, draft.year, event.currentTarget.value as MonthName))
              }
            />
          )}
          <TextInput
            label={t('checklist.itemName')}
            value={draft.itemName}
            error={errors.itemName}
            onChange={(event) => onChange({ ...draft, itemName: event.currentTarget.value })}
          />
        </SimpleGrid>
        <ChecklistGrid kind={kind} draft={draft} errors={errors} onChange={onChange} />
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => onChange({ ...draft, rows: [...draft.rows, emptyRow()] })}
          >
            {t('checklist.addRow')}
          </Button>
          {!monthly && (
            <Button
              variant="default"
              onClick={() => onChange({ ...draft, columns: addColumn(draft.columns) })}
            >
              {t('checklist.addColumn')}
            </Button>
          )}
        </Group>
        <Stack gap="xs" component="fieldset" className="vedann-checklist-fieldset">
          <Text component="legend" fw={600}>
            {t('checklist.notations')}
          </Text>
          {draft.notations.map((notation, index) => {
            const set = (change: Partial<typeof notation>) =>
              onChange({
                ...draft,
                notations: draft.notations.map((each) =>
                  each.id === notation.id ? { ...each, ...change } : each,
                ),
              });
            return (
              <Group key={notation.id} gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('checklist.notationDate', { number: index + 1 })}
                  value={notation.date}
                  error={errors[`notations.${index}.date`]}
                  onChange={(event) => set({ date: event.currentTarget.value })}
                />
                <TextInput
                  className="vedann-checklist-grow"
                  label={t('checklist.notationInfo', { number: index + 1 })}
                  value={notation.info}
                  onChange={(event) => set({ info: event.currentTarget.value })}
                />
                <Button
                  variant="subtle"
                  color="red"
                  disabled={draft.notations.length === 1}
                  onClick={() =>
                    onChange({
                      ...draft,
                      notations: draft.notations.filter((each) => each.id !== notation.id),
                    })
                  }
                >
                  {t('checklist.removeNotation', { number: index + 1 })}
                </Button>
              </Group>
            );
          })}
          <Group>
            <Button
              variant="default"
              onClick={() =>
                onChange({ ...draft, notations: [...draft.notations, emptyNotation()] })
              }
            >
              {t('checklist.addNotation')}
            </Button>
          </Group>
        </Stack>
        <TextInput
          label={t('checklist.inspectionBy')}
          value={draft.inspectionBy}
          error={errors.inspectionBy}
          onChange={(event) => onChange({ ...draft, inspectionBy: event.currentTarget.value })}
        />
        {otherErrors.length > 0 && (
          <Alert color="red" role="alert">
            {otherErrors.map(([key, message]) => (
              <Text key={key} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}
        {submit.isError && (
          <Alert color="red" role="alert">
            {failureText(submit.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('checklist.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const clearedDraft = (draft: ChecklistDraft): ChecklistDraft => ({
  ...draft,
  itemName: '',
  rows: [emptyRow()],
  notations: [emptyNotation()],
  inspectionBy: '',
});

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

/** The saved checklists (the variants': of the chosen month), as cards or as a table. */
function SavedChecklists(props: {
  kind: MaintenanceKind;
  resource: ResourceApi;
  year: number;
  month: MonthName;
}) {
  const { kind, resource } = props;
  const t = useMaintenanceT();
  const tc = useCommonT();
  const format = useFormat();
  const monthly = isMonthly(kind);
  const [view, setView] = useState<'cards' | 'table'>('cards');
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const list = useResourceList<Checklist>(resource, {
    page,
    limit: 6,
    ...(monthly ? { selectedYear: props.year, selectedMonth: props.month } : {}),
  });
  const { remove } = useResourceMutations<unknown>(resource);
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
  const monthText = (checklist: Checklist) =>
    checklist.selectedMonth && checklist.selectedYear !== null
      ? t('checklist.saved.monthOf', {
          month: t(`checklist.months.${checklist.selectedMonth}`),
          year: checklist.selectedYear,
        })
      : '';

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
  else {
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
    body = (
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
            {list.data.rows.map((checklist) => {
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
                      onClick={() => void askDelete(checklist)}
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

/**
 * The checklist screen (spec 03 sections 2 to 9): item name, a grid of parts by day columns,
 * notations, inspection by, Submit; the saved checklists as cards or a table, with Delete Card.
 * One component for the three kinds: the preventive checklist's columns are Mon to Sun, renamed,
 * added (Day N) and removed freely; the machine and product variants choose a year (2023 to
 * 2027) and month, whose days are the columns.
 */
export function ChecklistPanel({ kind }: { kind: MaintenanceKind }) {
  const resource: ResourceApi = { path: CHECKLIST_PATHS[kind], listKey: 'checklists' };
  const [draft, setDraft] = useState<ChecklistDraft>(() => emptyDraft(kind, businessDay()));
  return (
    <Stack gap="xl">
      <ChecklistForm kind={kind} resource={resource} draft={draft} onChange={setDraft} />
      <SavedChecklists kind={kind} resource={resource} year={draft.year} month={draft.month} />
    </Stack>
  );
}

export const PreventivePanel = () => <ChecklistPanel kind="preventive" />;
export const MachineMaintenancePanel = () => <ChecklistPanel kind="machine" />;
export const ProductMaintenancePanel = () => <ChecklistPanel kind="product" />;
