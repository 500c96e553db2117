import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { GENERIC_ERROR } from '@vedann/contracts';
import { errorMessage } from '../lib/api';
import {
  useResourceList,
  useResourceMutations,
  type ListParams,
  type ResourceApi,
} from '../lib/resource';
import { zodFormResolver, type SafeParseSchema } from '../lib/zod-form';
import { Loading } from './loading';
import { ListPager } from './list-pager';

export type FieldKind = 'text' | 'number' | 'date' | 'textarea' | 'select' | 'checkbox' | 'file';

/** A row being edited: every field as the input holds it (text, or a tick for checkboxes). */
export type Draft = Record<string, string | boolean>;

export interface EditableColumn<Row, D extends Draft> {
  /** The draft field this column edits; also the input's field in the contract. */
  field: keyof D & string;
  label: string;
  kind?: FieldKind;
  options?: readonly string[];
  /** How a saved row shows the value; by default the draft's text. */
  render?: (row: Row) => ReactNode;
  /** For 'file': stores the chosen file on the server and gives the text the field keeps. */
  upload?: (file: File) => Promise<string>;
  /** For 'file': the types the file picker offers. */
  accept?: string;
}

interface Labels {
  add: string;
  edit: string;
  update: string;
  cancel: string;
  remove: string;
  /** The heading of the add form. */
  addTitle: string;
}

const DEFAULT_LABELS: Labels = {
  add: 'Add Row',
  edit: 'Edit',
  update: 'Update',
  cancel: 'Cancel',
  remove: 'Delete',
  addTitle: 'Add a row',
};

export interface EditableTableProps<Row extends { _id: string }, D extends Draft> {
  /** The table's name, read out to screen readers and shown above it. */
  title: string;
  resource: ResourceApi;
  /** Filters and search from the page around the table. */
  params?: ListParams;
  columns: readonly EditableColumn<Row, D>[];
  emptyDraft: D;
  toDraft: (row: Row) => D;
  /** The request body for a draft; the contract's schema checks it before it is sent. */
  toInput: (draft: D) => unknown;
  schema: SafeParseSchema;
  /** The spec's texts for no rows and for a failed load. */
  emptyText: string;
  loadErrorText: string;
  /** Visitors and staff without the permission see the rows without the buttons. */
  canEdit?: boolean;
  labels?: Partial<Labels>;
  pageSize?: number;
  /** More buttons for a saved row, shown beside Edit and Delete. */
  rowActions?: (row: Row) => ReactNode;
}

/** The actions column shows for editors, and for anyone when the page adds its own row actions. */
const hasActions = (table: { canEdit?: boolean; rowActions?: unknown }) =>
  table.canEdit !== false || table.rowActions !== undefined;

/** A file column's input: the file is uploaded when chosen, and the field keeps its address. */
function FileField(props: {
  label: string;
  value: string;
  error: ReactNode;
  inRow?: boolean | undefined;
  accept?: string | undefined;
  upload: ((file: File) => Promise<string>) | undefined;
  onChange: (value: string) => void;
}) {
  const [state, setState] = useState<{ uploading: boolean; failure: string | null }>({
    uploading: false,
    failure: null,
  });
  const choose = (file: File | undefined) => {
    if (!file || !props.upload) return;
    setState({ uploading: true, failure: null });
    props.upload(file).then(
      (url) => {
        setState({ uploading: false, failure: null });
        props.onChange(url);
      },
      (error: unknown) =>
        setState({ uploading: false, failure: errorMessage(error, GENERIC_ERROR) }),
    );
  };
  return (
    <Input.Wrapper
      label={props.inRow ? undefined : props.label}
      error={state.failure ?? props.error}
    >
      <Stack gap={2}>
        <input
          // A fresh input once the field is cleared, so the next row starts without a file.
          key={props.value === '' ? 'empty' : 'chosen'}
          type="file"
          aria-label={props.label}
          accept={props.accept}
          disabled={state.uploading}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        {state.uploading && (
          <Group gap={4} role="status">
            <Loader size="xs" />
            <Text size="xs">Uploading...</Text>
          </Group>
        )}
        {!state.uploading && props.value !== '' && (
          <Text size="xs" c="dimmed">
            File attached
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function FieldInput<D extends Draft>(props: {
  column: EditableColumn<unknown, D>;
  value: string | boolean;
  error: ReactNode;
  onChange: (value: string | boolean) => void;
  /** In a table row the column header is the visible label; the input still gets its name. */
  inRow?: boolean;
}) {
  const { column, value, error, onChange, inRow } = props;
  const label = inRow ? undefined : column.label;
  const common = { label, 'aria-label': column.label, error };
  switch (column.kind ?? 'text') {
    case 'file':
      return (
        <FileField
          label={column.label}
          value={String(value)}
          error={error}
          inRow={inRow}
          accept={column.accept}
          upload={column.upload}
          onChange={onChange}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          aria-label={column.label}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={['', ...(column.options ?? [])]}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={1}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={column.kind === 'number' ? 'number' : column.kind === 'date' ? 'date' : 'text'}
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/** Checks a draft against the contract; the errors are keyed by field. */
function useDraft<D extends Draft>(
  initial: D,
  props: Pick<EditableTableProps<never, D>, 'schema' | 'toInput'>,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (field: keyof D & string, value: string | boolean) =>
    setDraft((current) => ({ ...current, [field]: value }));
  /** The body to send, or null when the draft breaks a rule (the errors then show). */
  const checked = (): unknown => {
    const input = props.toInput(draft);
    const found = zodFormResolver<unknown>(props.schema)(input);
    setErrors(found);
    return Object.keys(found).length === 0 ? input : null;
  };
  return { draft, setDraft, errors, set, checked };
}

function EditableRow<Row extends { _id: string }, D extends Draft>(props: {
  row: Row;
  table: EditableTableProps<Row, D>;
  labels: Labels;
}) {
  const { row, table, labels } = props;
  const canEdit = table.canEdit !== false;
  const [editing, setEditing] = useState(false);
  const { draft, setDraft, errors, set, checked } = useDraft(table.toDraft(row), table);
  const { update, remove } = useResourceMutations<unknown>(table.resource);
  const failure = update.error ?? remove.error;

  const save = () => {
    const input = checked();
    if (input === null) return;
    update.mutate({ id: row._id, input }, { onSuccess: () => setEditing(false) });
  };

  return (
    <Table.Tr>
      {table.columns.map((column) => (
        <Table.Td key={column.field}>
          {editing ? (
            <FieldInput
              column={column as EditableColumn<unknown, D>}
              value={draft[column.field] ?? ''}
              error={errors[column.field]}
              onChange={(value) => set(column.field, value)}
              inRow
            />
          ) : column.render ? (
            column.render(row)
          ) : (
            String(table.toDraft(row)[column.field] ?? '')
          )}
        </Table.Td>
      ))}
      {hasActions(table) && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            {editing ? (
              <>
                <Button size="xs" onClick={save} loading={update.isPending}>
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
              </>
            ) : (
              canEdit && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    setDraft(table.toDraft(row));
                    setEditing(true);
                  }}
                >
                  {labels.edit}
                </Button>
              )
            )}
            {!editing && table.rowActions?.(row)}
            {canEdit && (
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={remove.isPending}
                onClick={() => remove.mutate(row._id)}
              >
                {labels.remove}
              </Button>
            )}
          </Group>
          {failure && (
            <Text c="red" size="xs" mt={4} role="alert">
              {errorMessage(failure, GENERIC_ERROR)}
            </Text>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function AddRowForm<Row extends { _id: string }, D extends Draft>(props: {
  table: EditableTableProps<Row, D>;
  labels: Labels;
}) {
  const { table, labels } = props;
  const { draft, setDraft, errors, set, checked } = useDraft(table.emptyDraft, table);
  const { create } = useResourceMutations<unknown>(table.resource);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (input === null) return;
    create.mutate(input, { onSuccess: () => setDraft(table.emptyDraft) });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={labels.addTitle}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {labels.addTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {table.columns.map((column) => (
            <FieldInput
              key={column.field}
              column={column as EditableColumn<unknown, D>}
              value={draft[column.field] ?? ''}
              error={errors[column.field]}
              onChange={(value) => set(column.field, value)}
            />
          ))}
        </SimpleGrid>
        {create.isError && <Alert color="red">{errorMessage(create.error, GENERIC_ERROR)}</Alert>}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {labels.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The spec's repeated table (DESIGN.md section 5): rows read-only until Edit, Update writes the
 * row to the server, Delete removes it by id, and a form below adds a row. Every change is saved
 * on the server and checked with the same contract the server uses; the list is paged there.
 */
export function EditableTable<Row extends { _id: string }, D extends Draft>(
  props: EditableTableProps<Row, D>,
) {
  const labels = { ...DEFAULT_LABELS, ...props.labels };
  const [page, setPage] = useState(1);
  const list = useResourceList<Row>(props.resource, {
    ...props.params,
    page,
    limit: props.pageSize ?? 20,
  });

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <Alert color="red" title={props.loadErrorText}>
        <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (list.data.rows.length === 0) body = <Text c="dimmed">{props.emptyText}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Caption>{props.title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.field}>{column.label}</Table.Th>
              ))}
              {hasActions(props) && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.rows.map((row) => (
              <EditableRow key={row._id} row={row} table={props} labels={labels} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      {body}
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={`${props.title} pages`}
      />
      {props.canEdit !== false && <AddRowForm table={props} labels={labels} />}
    </Stack>
  );
}
