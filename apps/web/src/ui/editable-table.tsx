import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useCommonT } from '../i18n';
import { useResourceList } from '../lib/resource';
import { useConfirm } from './confirm';
import { AddRowForm, BulkAddForm } from './editable-table-add';
import { EditableRow } from './editable-table-row';
import {
  hasActions,
  shownColumns,
  type Draft,
  type EditableTableProps,
  type Labels,
} from './editable-table-types';
import { Loading } from './loading';
import { ExportCsvButton } from './export-csv-button';
import { ListPager } from './list-pager';
import './editable-table.css';

export type {
  Draft,
  EditableColumn,
  EditableTableProps,
  FieldKind,
  SaveAction,
} from './editable-table-types';

/** The default names, from the common catalogue; a screen passes the spec's own words. */
function useDefaultLabels(): Labels {
  const t = useCommonT();
  return {
    add: t('table.addRow'),
    edit: t('actions.edit'),
    update: t('actions.update'),
    cancel: t('actions.cancel'),
    remove: t('actions.delete'),
    addTitle: t('table.addTitle'),
    submit: t('actions.submit'),
  };
}

/**
 * The spec's repeated table (DESIGN.md section 5): rows read-only until Edit, which turns the row
 * into the record's full form (every field labelled, however many columns); Update writes it to
 * the server; Delete asks first (ui/confirm.tsx) and removes it by id; a form below adds a row.
 * Every change is saved on the server and checked with the same contract the server uses; the
 * list is paged there. At 1280 px the table wraps its text to fit its box; on a phone each row
 * is a card of "label: value" lines with its actions (editable-table.css).
 */
export function EditableTable<Row extends { _id: string }, D extends Draft>(
  props: EditableTableProps<Row, D>,
) {
  const t = useCommonT();
  const labels = { ...useDefaultLabels(), ...props.labels };
  const { confirm, dialog } = useConfirm();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const list = useResourceList<Row>(props.resource, {
    ...props.params,
    page,
    limit: props.pageSize ?? 20,
  });

  let body: ReactNode;
  if (list.isPending) body = <Loading label={props.loadingText} />;
  else if (list.isError)
    body = (
      <Alert color="red" title={props.loadErrorText}>
        <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  else if (list.data.rows.length === 0) body = <Text c="dimmed">{props.emptyText}</Text>;
  else
    body = (
      // Focusable, so that a keyboard can scroll it when a very wide table does not fit.
      <div className="vedann-table-scroll" tabIndex={0} role="region" aria-label={props.title}>
        <Table striped highlightOnHover verticalSpacing="xs" className="vedann-table" role="table">
          <Table.Caption>{props.title}</Table.Caption>
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              {shownColumns(props.columns).map((column) => (
                <Table.Th role="columnheader" key={column.field}>
                  {column.label}
                </Table.Th>
              ))}
              {hasActions(props) && <Table.Th role="columnheader">{t('table.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {list.data.rows.map((row) => (
              <EditableRow
                key={row._id}
                row={row}
                table={props}
                labels={labels}
                confirm={confirm}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
    );

  return (
    <Stack gap="md" ref={top}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <ExportCsvButton list={props.resource} query={props.params} />
      </Group>
      {body}
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('table.pages', { title: props.title })}
        scrollTo={top}
      />
      {props.footer}
      {props.canEdit !== false &&
        (props.addForm ??
          (props.resource.bulk ? (
            <BulkAddForm table={props} labels={labels} />
          ) : (
            <AddRowForm table={props} labels={labels} />
          )))}
      {dialog}
    </Stack>
  );
}
