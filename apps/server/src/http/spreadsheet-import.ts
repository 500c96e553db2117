import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_ROWS,
  proposeMapping,
  type ImportField,
  type importEndpoints,
} from '@vedann/contracts';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import { currentOrg, currentUser } from './access';
import { routeOf } from './endpoint-routes';
import { badRequest } from './errors';
import { XLSX_MIME } from './file-type';
import type { ActingContext } from './resource-routes';
import {
  checkRows,
  readMapping,
  readSheet,
  refusedCsv,
  type CheckedRow,
  type RefusedRow,
  type Sheet,
} from './spreadsheet';
import { readWorkbook } from './spreadsheet-xlsx';
import { readMultipart } from './uploads';

/** A database or a transaction: the checks run on either. */
export type Queryable = Db | Tx;

/**
 * What one list brings to the import kit: the columns it takes, its own contract (which decides
 * what is bad, in its own words), the rows its table refuses, and how its rows are saved.
 */
export interface ImportTarget<S extends z.ZodType> {
  fields: readonly ImportField[];
  schema: S;
  /**
   * Valid rows the list still refuses, by line: a key the business already has, or one an
   * earlier row of the file has. Run again inside the commit's transaction.
   */
  conflicts?(
    db: Queryable,
    orgId: string,
    rows: readonly CheckedRow<z.output<S>>[],
  ): Promise<Map<number, string>>;
  /** Saves every row, in the commit's transaction, under the rules of creating one. */
  save(tx: Tx, acting: ActingContext, rows: z.output<S>[]): Promise<void>;
}

/** The file and mapping of an import call; without a mapping, the one proposed by name. */
async function readImport(request: FastifyRequest, fields: readonly ImportField[]) {
  if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.noFile);
  const { fields: form, file } = await readMultipart(request, {
    fileField: 'file',
    category: 'csv',
    typeMessage: IMPORT_MESSAGES.notCsv,
  });
  if (!file) throw badRequest(IMPORT_MESSAGES.noFile);
  const sheet =
    file.mime === XLSX_MIME
      ? await readWorkbook(file.buffer)
      : readSheet(file.buffer.toString('utf8'));
  const mapping =
    form.mapping === undefined
      ? proposeMapping(sheet.columns, fields)
      : readMapping(form.mapping, sheet.columns, fields);
  return { sheet, mapping };
}

/** Every row checked: by the contract, then by what the list holds. */
async function sortRows<S extends z.ZodType>(
  db: Queryable,
  orgId: string,
  target: ImportTarget<S>,
  sheet: Sheet,
  mapping: readonly string[],
): Promise<{ valid: CheckedRow<z.output<S>>[]; refused: RefusedRow[] }> {
  const checked = checkRows(sheet, mapping, target.fields, target.schema);
  const conflicts = target.conflicts
    ? await target.conflicts(db, orgId, checked.valid)
    : new Map<number, string>();
  if (conflicts.size === 0) return checked;
  const refused = [...checked.refused];
  const valid: CheckedRow<z.output<S>>[] = [];
  for (const row of checked.valid) {
    const message = conflicts.get(row.line);
    if (message === undefined) valid.push(row);
    else refused.push({ line: row.line, cells: row.cells, message });
  }
  refused.sort((a, b) => a.line - b.line);
  return { valid, refused };
}

const problemsOf = (refused: readonly RefusedRow[]) =>
  refused.map(({ line, message }) => ({ line, message }));

/**
 * A list's import (`importEndpoints`): the preview reads the file and answers the proposed (or
 * sent) mapping, the first rows and every row that would be refused, saving nothing; the commit
 * reads the same file again with the chosen mapping and saves every valid row in one
 * transaction. Both need the list's create permission and act on the current business only.
 */
export function registerImport<S extends z.ZodType>(
  { app, db }: Pick<AppContext, 'app' | 'db'>,
  endpoints: ReturnType<typeof importEndpoints>,
  target: ImportTarget<S>,
  tags: string[],
): void {
  app.route({
    ...routeOf(endpoints.preview, tags),
    handler: async (request) => {
      const { sheet, mapping } = await readImport(request, target.fields);
      const { valid, refused } = await sortRows(db, currentOrg(request).id, target, sheet, mapping);
      return {
        success: true as const,
        columns: sheet.columns,
        mapping,
        sample: sheet.rows.slice(0, IMPORT_SAMPLE_ROWS).map((row) => row.cells),
        rows: sheet.rows.length,
        valid: valid.length,
        problems: problemsOf(refused),
      };
    },
  });

  app.route({
    ...routeOf(endpoints.commit, tags),
    handler: async (request) => {
      const { sheet, mapping } = await readImport(request, target.fields);
      const acting: ActingContext = { org: currentOrg(request), user: currentUser(request) };
      const { valid, refused } = await db.transaction(async (tx) => {
        const sorted = await sortRows(tx, acting.org.id, target, sheet, mapping);
        if (sorted.valid.length > 0)
          await target.save(
            tx,
            acting,
            sorted.valid.map((row) => row.value),
          );
        return sorted;
      });
      return {
        success: true as const,
        message: valid.length > 0 ? IMPORT_MESSAGES.imported : IMPORT_MESSAGES.nothingToAdd,
        added: valid.length,
        refused: refused.length,
        problems: problemsOf(refused),
        refusedCsv: refusedCsv(sheet.columns, refused),
      };
    },
  });
}
