import type { ReactNode } from 'react';
import { GENERIC_ERROR } from '@vedann/contracts';
import { errorMessage } from '../lib/api';
import type { Stale } from '../lib/endpoint';
import type { ListParams, ResourceRef } from '../lib/resource';
import type { SafeParseSchema } from '../lib/zod-form';

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
  /** How a select's empty choice reads where it means something ("as the business chooses"). */
  emptyLabel?: string;
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

export interface Labels {
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

export interface EditableTableProps<Row extends { _id: string }, D extends Draft> {
  /** The table's name, read out to screen readers and shown above it. */
  title: string;
  resource: ResourceRef;
  /** What a change of a row also makes stale: the page's totals, its summary. */
  stale?: Stale;
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
  /**
   * What adding a row says, where it names the person ("Asha Rao added as a regular member.");
   * by default the server's message.
   */
  addedText?: (draft: D) => string;
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

export const failureTextOf = (
  table: { failureText?: (error: unknown, action: SaveAction) => string },
  error: unknown,
  action: SaveAction,
) => (table.failureText ? table.failureText(error, action) : errorMessage(error, GENERIC_ERROR));

/** The table's columns: every column but the form-only ones. */
export const shownColumns = <C extends { formOnly?: boolean }>(columns: readonly C[]): C[] =>
  columns.filter((column) => !column.formOnly);

/** The actions column shows for editors, and for anyone when the page adds its own row actions. */
export const hasActions = (table: { canEdit?: boolean; rowActions?: unknown }) =>
  table.canEdit !== false || table.rowActions !== undefined;

/** The row's key text (its first column), which names it in headings and questions. */
export function rowName<Row extends { _id: string }, D extends Draft>(
  row: Row,
  table: EditableTableProps<Row, D>,
): string {
  if (table.rowName) return table.rowName(row);
  const first = table.columns.find((column) => !column.readOnly);
  return first ? String(table.toDraft(row)[first.field] ?? '') : '';
}
