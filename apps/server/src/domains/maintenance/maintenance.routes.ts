import { eq } from 'drizzle-orm';
import {
  CORRECTIVE_MESSAGES,
  MAINTENANCE_MESSAGES,
  MONTH_NAMES,
  checklistQuerySchema,
  correctiveQuerySchema,
  maintenanceApi,
  monthNumber,
  type MaintenanceKind,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { serveResource } from '../../http/serve-resource';
import { correctiveActions, maintenanceChecklists } from './maintenance.table';

const toChecklist = (row: typeof maintenanceChecklists.$inferSelect) => ({
  _id: row.id,
  itemName: row.itemName,
  columns: row.columns,
  rows: row.rows,
  notations: row.notations,
  inspectionBy: row.inspectionBy,
  selectedYear: row.year,
  selectedMonth: row.month === null ? null : (MONTH_NAMES[row.month - 1] ?? null),
  createdAt: row.createdAt.toISOString(),
});

const toCorrective = (row: typeof correctiveActions.$inferSelect) => ({
  _id: row.id,
  reportDate: row.reportDate,
  instrumentName: row.instrumentName,
  instrumentId: row.instrumentId,
  contactPerson: row.contactPerson,
  correctiveAction: row.correctiveAction,
  status: row.status,
  file: row.file,
  fileName: row.fileName,
});

const checklistMessages = {
  created: MAINTENANCE_MESSAGES.submitted,
  updated: MAINTENANCE_MESSAGES.updated,
  removed: MAINTENANCE_MESSAGES.removed,
  notFound: MAINTENANCE_MESSAGES.notFound,
};

export function registerMaintenanceRoutes({ app, db, storage }: AppContext): void {
  const tags = ['maintenance'];
  const ofKind = (kind: MaintenanceKind) => eq(maintenanceChecklists.kind, kind);

  serveResource({ app, db }, maintenanceApi.checklists.preventive, {
    table: maintenanceChecklists,
    where: ofKind('preventive'),
    toRow: ({ itemName, columns, rows, notations, inspectionBy }) => ({
      kind: 'preventive' as const,
      itemName,
      columns,
      rows,
      notations,
      inspectionBy,
    }),
    toItem: toChecklist,
    messages: checklistMessages,
    search: [maintenanceChecklists.itemName],
    tags,
  });

  // The machine and product variants: one month of one item each, day columns 1 to N.
  for (const kind of ['machine', 'product'] as const) {
    serveResource({ app, db }, maintenanceApi.checklists[kind], {
      table: maintenanceChecklists,
      where: ofKind(kind),
      toRow: (input) => ({
        kind,
        itemName: input.itemName,
        columns: input.columns,
        rows: input.rows,
        notations: input.notations,
        inspectionBy: input.inspectionBy,
        year: input.selectedYear,
        month: monthNumber(input.selectedMonth),
      }),
      toItem: toChecklist,
      messages: checklistMessages,
      filters: {
        query: checklistQuerySchema,
        where: (q) => [
          q.selectedYear === undefined ? undefined : eq(maintenanceChecklists.year, q.selectedYear),
          q.selectedMonth === undefined
            ? undefined
            : eq(maintenanceChecklists.month, monthNumber(q.selectedMonth)),
        ],
      },
      search: [maintenanceChecklists.itemName],
      tags,
    });
  }

  // Corrective actions: created as multipart with the PDF in `file`; updated as JSON (keeping
  // the PDF) or multipart (replacing it). The PDF is the business's, read by its members.
  serveResource({ app, db, storage }, maintenanceApi.correctives, {
    table: correctiveActions,
    upload: { field: 'file', category: 'pdf', typeMessage: CORRECTIVE_MESSAGES.pdfOnly },
    toRow: (input, { upload }) => ({
      ...input,
      ...(upload ? { file: upload.url, fileName: upload.name } : {}),
    }),
    toItem: toCorrective,
    messages: CORRECTIVE_MESSAGES,
    filters: {
      query: correctiveQuerySchema,
      where: (q) => [q.status ? eq(correctiveActions.status, q.status) : undefined],
    },
    search: [correctiveActions.instrumentName, correctiveActions.instrumentId],
    tags,
  });
}
