import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
import { useCommonT, useMessageT } from '../i18n';
import { errorMessage } from '../lib/api';
import { wrongFileType } from '../lib/file-choice';
import {
  useResourceList,
  useResourceMutations,
  type ListParams,
  type ResourceApi,
} from '../lib/resource';
import { zodFormResolver, type SafeParseSchema } from '../lib/zod-form';
import { useConfirm, type ConfirmOptions } from './confirm';
import { Loading } from './loading';
import { ListPager } from './list-pager';
import './editable-table.css';

export type FieldKind =
  'text' | 'number' | 'date' | 'time' | 'textarea' | 'select' | 'checkbox' | 'checkboxes' | 'file';

/** A row being edited: every field as the input holds it (text, or a tick for checkboxes). */
export type Draft = Record<string, string | boolean>;

export interface EditableColumn<Row, D extends Draft> {
  /** The draft field this column edits; also the input's field in the contract. */
  field: keyof D & string;
  label: string;
  kind?: FieldKind;
  options?: readonly string[];
  /** How an option reads ('select', 'checkboxes'); by default the option itself. */
  optionLabel?: (option: string) => string;
  /** How a saved row shows the value; by default the draft's text. */
  render?: (row: Row) => ReactNode;
  /** For 'file': stores the chosen file on the server and gives the text the field keeps. */
  upload?: (file: File) => Promise<string>;
  /** For 'file': the types the file picker offers. */
  accept?: string;
  /**
   * For 'file': the field's words for a chosen file of a type `accept` does not name (the
   * spec's, e.g. 'Only PDF files are allowed for description!'); such a file is not sent.
   */
  typeMessage?: string;
  /** Shown in the table only, never a field of the forms (a number the server gives). */
  readOnly?: boolean;
  /** A field of the forms only, not a column of the table. */
  formOnly?: boolean;
}

interface Labels {
  add: string;
  edit: string;
  update: string;
  cancel: string;
  remove: string;
  /** The heading of the add form. */
  addTitle: string;
  /** Bulk tables: sends every new row at once. */
  submit: string;
}

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
  /** The spec's loading text, where it words one ('Loading batches...'). */
  loadingText?: string;
  /** Visitors and staff without the permission see the rows without the buttons. */
  canEdit?: boolean;
  labels?: Partial<Labels>;
  pageSize?: number;
  /** More buttons for a saved row, shown beside Edit and Delete. */
  rowActions?: (row: Row) => ReactNode;
  /** The screen's own add form, where adding needs more than the row's fields (a file). */
  addForm?: ReactNode;
  /**
   * A change of one field that changes others (a bill's currency converts its amount): given the
   * draft before and after the change, the draft to keep.
   */
  adjust?: (previous: D, next: D) => D;
  /**
   * The resource has a bulk path (`resource.bulk`): new rows are collected, each editable, and
   * Submit sends them all at once. New rows also show Update, which says `unsavedUpdate` (the
   * spec's "save the new row first"), when given.
   */
  unsavedUpdate?: string;
  /** Something shown under the table, above the add form (totals of the page, a chart). */
  footer?: ReactNode;
  /**
   * The text of a failed save (add, update, delete), where the spec words it (the enquiry's
   * 'Error: {message}', the water's 'Error updating bill: {msg}'); by default the server's
   * message, else the generic one.
   */
  failureText?: (error: unknown, action: SaveAction) => string;
  /** The row's name in headings and questions, when its first editable field is not it. */
  rowName?: (row: Row) => string;
  /**
   * A row that opens in edit mode when it appears: the one the screen's own add form has just
   * made on the server (the gym's fee rows, spec 03 section 4).
   */
  editRowId?: string | null;
}

/** Which save failed: a new row (or rows), a row's update, or its deletion. */
export type SaveAction = 'create' | 'update' | 'remove';

const failureTextOf = (
  table: { failureText?: (error: unknown, action: SaveAction) => string },
  error: unknown,
  action: SaveAction,
) => (table.failureText ? table.failureText(error, action) : errorMessage(error, GENERIC_ERROR));

/** The table's columns: every column but the form-only ones. */
const shownColumns = <C extends { formOnly?: boolean }>(columns: readonly C[]): C[] =>
  columns.filter((column) => !column.formOnly);

/** The actions column shows for editors, and for anyone when the page adds its own row actions. */
const hasActions = (table: { canEdit?: boolean; rowActions?: unknown }) =>
  table.canEdit !== false || table.rowActions !== undefined;

/** A file column's input: the file is uploaded when chosen, and the field keeps its address. */
function FileField(props: {
  label: string;
  value: string;
  error: ReactNode;
  accept?: string | undefined;
  typeMessage?: string | undefined;
  upload: ((file: File) => Promise<string>) | undefined;
  onChange: (value: string) => void;
}) {
  const t = useCommonT();
  const tm = useMessageT();
  const [state, setState] = useState<{ uploading: boolean; failure: string | null }>({
    uploading: false,
    failure: null,
  });
  const choose = (file: File | undefined, input: HTMLInputElement) => {
    if (!file || !props.upload) return;
    // The field's own words at once for a file of a type it does not take; nothing is sent.
    const wrong =
      props.accept && props.typeMessage
        ? wrongFileType(file, props.accept, props.typeMessage)
        : null;
    if (wrong) {
      input.value = '';
      setState({ uploading: false, failure: tm(wrong) });
      return;
    }
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
    <Input.Wrapper label={props.label} error={state.failure ?? props.error}>
      <Stack gap={2}>
        <input
          // A fresh input once the field is cleared, so the next row starts without a file.
          key={props.value === '' ? 'empty' : 'chosen'}
          type="file"
          aria-label={props.label}
          accept={props.accept}
          disabled={state.uploading}
          onChange={(event) => choose(event.currentTarget.files?.[0], event.currentTarget)}
        />
        {state.uploading && (
          <Group gap={4} role="status">
            <Loader size="xs" />
            <Text size="xs">{t('table.uploading')}</Text>
          </Group>
        )}
        {!state.uploading && props.value !== '' && (
          <Text size="xs" c="dimmed">
            {t('table.fileAttached')}
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
}) {
  const { column, value, error, onChange } = props;
  const label = column.label;
  const common = { label, 'aria-label': column.label, error };
  switch (column.kind ?? 'text') {
    case 'file':
      return (
        <FileField
          label={column.label}
          value={String(value)}
          error={error}
          accept={column.accept}
          typeMessage={column.typeMessage}
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
    case 'checkboxes': {
      // Several of the options, kept in the draft as one comma-separated text.
      const chosen = String(value) === '' ? [] : String(value).split(',');
      return (
        <Checkbox.Group
          label={label}
          error={error}
          value={chosen}
          onChange={(next) =>
            onChange((column.options ?? []).filter((option) => next.includes(option)).join(','))
          }
        >
          <Group gap="md" mt={4}>
            {(column.options ?? []).map((option) => (
              <Checkbox
                key={option}
                value={option}
                label={column.optionLabel ? column.optionLabel(option) : option}
              />
            ))}
          </Group>
        </Checkbox.Group>
      );
    }
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[
            '',
            ...(column.options ?? []).map((option) =>
              column.optionLabel ? { value: option, label: column.optionLabel(option) } : option,
            ),
          ]}
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
          type={
            column.kind === 'number' || column.kind === 'date' || column.kind === 'time'
              ? column.kind
              : 'text'
          }
          value={String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

function adjusted<D extends Draft>(
  adjust: ((previous: D, next: D) => D) | undefined,
  current: D,
  field: keyof D & string,
  value: string | boolean,
): D {
  const next = { ...current, [field]: value };
  return adjust ? adjust(current, next) : next;
}

/** A draft's errors against the contract, keyed by field, and the body when it has none. */
/** Whether two drafts hold the same values, field by field. */
function sameDraft<D extends Draft>(draft: D, other: D): boolean {
  const fields = new Set([...Object.keys(draft), ...Object.keys(other)]);
  return [...fields].every((field) => draft[field] === other[field]);
}

function checkDraft<D extends Draft>(
  draft: D,
  props: Pick<EditableTableProps<never, D>, 'schema' | 'toInput'>,
): { input: unknown; errors: FormErrors } {
  const input = props.toInput(draft);
  const errors = zodFormResolver<unknown>(props.schema)(input);
  return { input: Object.keys(errors).length === 0 ? input : null, errors };
}

/** Checks a draft against the contract; the errors are keyed by field. */
function useDraft<D extends Draft>(
  initial: D,
  props: Pick<EditableTableProps<never, D>, 'schema' | 'toInput' | 'adjust'>,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (field: keyof D & string, value: string | boolean) =>
    setDraft((current) => adjusted(props.adjust, current, field, value));
  /** The body to send, or null when the draft breaks a rule (the errors then show). */
  const checked = (): unknown => {
    const { input, errors: found } = checkDraft(draft, props);
    setErrors(found);
    return input;
  };
  return { draft, setDraft, errors, set, checked };
}

/** The row's key text (its first column), which names it in headings and questions. */
function rowName<Row extends { _id: string }, D extends Draft>(
  row: Row,
  table: EditableTableProps<Row, D>,
): string {
  if (table.rowName) return table.rowName(row);
  const first = table.columns.find((column) => !column.readOnly);
  return first ? String(table.toDraft(row)[first.field] ?? '') : '';
}

/** The fields of a row or of the add form, each with its visible label, in a grid that wraps. */
function DraftFields<D extends Draft>(props: {
  columns: readonly EditableColumn<never, D>[];
  draft: D;
  errors: FormErrors;
  set: (field: keyof D & string, value: string | boolean) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {props.columns
        .filter((column) => !column.readOnly)
        .map((column) => (
          <FieldInput
            key={column.field}
            column={column as EditableColumn<unknown, D>}
            value={props.draft[column.field] ?? ''}
            error={props.errors[column.field]}
            onChange={(value) => props.set(column.field, value)}
          />
        ))}
    </SimpleGrid>
  );
}

function EditableRow<Row extends { _id: string }, D extends Draft>(props: {
  row: Row;
  table: EditableTableProps<Row, D>;
  labels: Labels;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}) {
  const { row, table, labels, confirm } = props;
  const t = useCommonT();
  const canEdit = table.canEdit !== false;
  const [editing, setEditing] = useState(() => canEdit && row._id === table.editRowId);
  const { draft, setDraft, errors, set, checked } = useDraft(table.toDraft(row), table);
  const { update, remove } = useResourceMutations<unknown>(table.resource);
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
          {column.render ? column.render(row) : String(table.toDraft(row)[column.field] ?? '')}
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
        <DraftFields columns={table.columns} draft={draft} errors={errors} set={set} />
        {create.isError && (
          <Alert color="red">{failureTextOf(table, create.error, 'create')}</Alert>
        )}
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
 * New rows of a table with a bulk path: each row starts editable, Add Row adds another, Submit
 * sends them all at once (all or none) and starts again from one empty row.
 */
function BulkAddForm<Row extends { _id: string }, D extends Draft>(props: {
  table: EditableTableProps<Row, D>;
  labels: Labels;
}) {
  const { table, labels } = props;
  const t = useCommonT();
  const [drafts, setDrafts] = useState<D[]>([table.emptyDraft]);
  const [errors, setErrors] = useState<FormErrors[]>([]);
  const [unsaved, setUnsaved] = useState<number | null>(null);
  const { bulk } = useResourceMutations<unknown>(table.resource);

  const set = (index: number) => (field: keyof D & string, value: string | boolean) =>
    setDrafts((current) =>
      current.map((draft, at) =>
        at === index ? adjusted(table.adjust, draft, field, value) : draft,
      ),
    );
  const removeRow = (index: number) => {
    setDrafts((current) =>
      current.length === 1 ? [table.emptyDraft] : current.filter((_, at) => at !== index),
    );
    setErrors((current) => current.filter((_, at) => at !== index));
    setUnsaved(null);
  };
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  // A refused Submit takes the person to the first field to mend, which may be rows above.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A row still as it was shown (the first row, when Add Row gave another) is not a bill: it
    // is left out, not refused, unless every row is untouched.
    const touched = drafts.map((draft) => !sameDraft(draft, table.emptyDraft));
    const anyTouched = touched.some(Boolean);
    const checks = drafts.map((draft, index) =>
      anyTouched && !touched[index] ? null : checkDraft(draft, table),
    );
    setErrors(checks.map((check) => check?.errors ?? {}));
    if (checks.some((check) => check !== null && check.input === null)) {
      setRefused((count) => count + 1);
      return;
    }
    bulk.mutate(
      checks.flatMap((check) => (check ? [check.input] : [])),
      {
        onSuccess: () => {
          setDrafts([table.emptyDraft]);
          setErrors([]);
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={labels.addTitle}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {labels.addTitle}
        </Title>
        {drafts.map((draft, index) => {
          const name = t('table.newRow', { number: index + 1 });
          return (
            <fieldset key={index} className="vedann-table-new-row" aria-label={name}>
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <DraftFields
                  columns={table.columns}
                  draft={draft}
                  errors={errors[index] ?? {}}
                  set={set(index)}
                />
                <Group gap="xs">
                  {table.unsavedUpdate !== undefined && (
                    <Button size="xs" variant="light" onClick={() => setUnsaved(index)}>
                      {labels.update}
                    </Button>
                  )}
                  <Button size="xs" variant="default" onClick={() => removeRow(index)}>
                    {t('actions.remove')}
                  </Button>
                </Group>
                {unsaved === index && (
                  <Text c="red" size="sm" role="alert">
                    {table.unsavedUpdate}
                  </Text>
                )}
              </Stack>
            </fieldset>
          );
        })}
        {bulk.isError && <Alert color="red">{failureTextOf(table, bulk.error, 'create')}</Alert>}
        <Group>
          <Button
            variant="default"
            onClick={() => setDrafts((current) => [...current, table.emptyDraft])}
          >
            {labels.add}
          </Button>
          <Button type="submit" loading={bulk.isPending}>
            {labels.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
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
      <Title order={2} size="h4">
        {props.title}
      </Title>
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
