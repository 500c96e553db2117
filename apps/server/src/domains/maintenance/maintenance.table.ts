import { date, index, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { CORRECTIVE_STATUSES, MAINTENANCE_KINDS } from '@vedann/contracts';
import { createdAt, idColumn, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

export interface ChecklistRow {
  id: string;
  name: string;
  days: Record<string, string>;
}
export interface ChecklistNotation {
  id: string;
  date: string;
  info: string;
}

/** A checklist: preventive (weekday columns) or a machine or product month (day columns). */
export const maintenanceChecklists = pgTable(
  'maintenance_checklists',
  {
    id: idColumn(),
    orgId: orgColumn(),
    kind: text('kind', { enum: MAINTENANCE_KINDS }).notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<ChecklistRow[]>().notNull(),
    notations: jsonb('notations').$type<ChecklistNotation[]>().notNull(),
    inspectionBy: varchar('inspection_by', { length: 100 }).notNull(),
    year: smallint('year'),
    month: smallint('month'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('maintenance_checklists_org_kind_idx').on(t.orgId, t.kind, t.id)],
);

/** A corrective action on an instrument, with its report as a PDF. */
export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: idColumn(),
    orgId: orgColumn(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    instrumentName: varchar('instrument_name', { length: 200 }).notNull(),
    instrumentId: varchar('instrument_id', { length: 100 }).notNull(),
    contactPerson: varchar('contact_person', { length: 100 }).notNull(),
    correctiveAction: text('corrective_action').notNull(),
    status: text('status', { enum: CORRECTIVE_STATUSES }).notNull().default('Pending'),
    file: text('file'),
    fileName: varchar('file_name', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('corrective_actions_org_id_idx').on(t.orgId, t.id),
    index('corrective_actions_org_status_idx').on(t.orgId, t.status, t.id),
  ],
);
