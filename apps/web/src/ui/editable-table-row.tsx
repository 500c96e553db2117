import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useCommonT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useResourceMutations } from '../lib/resource';
import type { ConfirmOptions } from './confirm';
import { useDraft } from './editable-table-draft';
import { DraftFields } from './editable-table-fields';
import {
  failureTextOf,
  hasActions,
  rowName,
  shownColumns,
  type Draft,
  type EditableTableProps,
  type Labels,
} from './editable-table-types';

export function EditableRow<Row extends { _id: string }, D extends Draft>(props: {
  row: Row;
  table: EditableTableProps<Row, D>;
  labels: Labels;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}) {
  const { row, table, labels, confirm } = props;
  const t = useCommonT();
  // A time column reads 4:00 pm (4:00 अपराह्न), as every time shown does.
  const format = useFormat();
  const canEdit = table.canEdit !== false;
  const [editing, setEditing] = useState(() => canEdit && row._id === table.editRowId);
  const { draft, setDraft, errors, set, checked } = useDraft(table.toDraft(row), table);
  const { update, remove } = useResourceMutations<unknown>(table.resource, { stale: table.stale });
  const failure = update.error
    ? { error: update.error, action: 'update' as const }
    : remove.error
      ? { error: remove.error, action: 'remove' as const }
      : null;
  const name = rowName(row, table);
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Focus follows the change: into the form when it opens, back to Edit when it closes.
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (input === null) return;
    update.mutate({ id: row._id, input }, { onSuccess: () => setEditing(false) });
  };
  const askRemove = async () => {
    const sure = await confirm({
      title: t('confirm.deleteTitle', { name: name || table.title }),
      message: t('confirm.deleteText'),
      confirmLabel: labels.remove,
    });
    if (sure) remove.mutate(row._id);
  };
  const failureText = failure && (
    <Text c="red" size="xs" mt={4} role="alert">
      {failureTextOf(table, failure.error, failure.action)}
    </Text>
  );

  if (editing) {
    // The whole row becomes the record's full form, so every field has room and its label,
    // whatever the number of columns; the row keeps its name for whoever looks for it.
    const span = shownColumns(table.columns).length + (hasActions(table) ? 1 : 0);
    return (
      <Table.Tr role="row" data-editing>
        <Table.Td role="cell" colSpan={span} className="vedann-table-edit">
          <form
            ref={formRef}
            noValidate
            onSubmit={save}
            aria-label={t('table.editTitle', { name })}
          >
            <Stack gap="sm">
              <Title order={3} size="h5">
                {t('table.editTitle', { name })}
              </Title>
              <DraftFields columns={table.columns} draft={draft} errors={errors} set={set} />
              <Group gap="xs">
                <Button type="submit" size="xs" loading={update.isPending}>
                  {labels.update}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    setDraft(table.toDraft(row));
                    setEditing(false);
                  }}
                >
                  {labels.cancel}
                </Button>
              </Group>
              {failureText}
            </Stack>
          </form>
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <Table.Tr role="row">
      {shownColumns(table.columns).map((column) => (
        <Table.Td role="cell" key={column.field} data-label={column.label}>
          {column.render
            ? column.render(row)
            : column.kind === 'time'
              ? format.time(String(table.toDraft(row)[column.field] ?? ''))
              : String(table.toDraft(row)[column.field] ?? '')}
        </Table.Td>
      ))}
      {hasActions(table) && (
        <Table.Td role="cell" data-label={t('table.actions')}>
          <Group gap="xs">
            {canEdit && (
              <Button
                ref={editRef}
                size="xs"
                variant="light"
                onClick={() => {
                  setDraft(table.toDraft(row));
                  setEditing(true);
                }}
              >
                {labels.edit}
              </Button>
            )}
            {table.rowActions?.(row)}
            {canEdit && (
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={remove.isPending}
                onClick={() => void askRemove()}
              >
                {labels.remove}
              </Button>
            )}
          </Group>
          {failureText}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
