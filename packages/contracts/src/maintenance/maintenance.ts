import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { daysInMonth, monthNameSchema, monthNumber, requiredText } from '../common/business-time';
import { MONTH_NAMES } from '../common/months';

/** Spec 03 section 3: the preventive checklist's default day columns. */
export const DEFAULT_DAY_COLUMNS = ['Mon', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun'] as const;
/** The first two day columns are free text; the others hold Right, Wrong or nothing. */
export const FREE_TEXT_COLUMNS = 2;
export const CHECK_MARKS = ['Right', 'Wrong', ''] as const;
export type CheckMark = (typeof CHECK_MARKS)[number];
/** The machine and product variants' years (spec 03 section 9). */
export const MAINTENANCE_YEARS = [2023, 2024, 2025, 2026, 2027] as const;
export const MAINTENANCE_KINDS = ['preventive', 'machine', 'product'] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

/** A column added to the checklist is named Day N. */
export const addedColumnName = (columnCount: number): string => `Day ${columnCount + 1}`;

/** The variants' columns: the days of the chosen month, 1 to its length. */
export const monthDayColumns = (year: number, month: (typeof MONTH_NAMES)[number]): string[] =>
  Array.from({ length: daysInMonth(year, monthNumber(month)) }, (_, i) => String(i + 1));

export const MAINTENANCE_MESSAGES = {
  itemName: 'Item name is required.',
  inspectionBy: 'Inspection performed by is required.',
  year: 'Choose a year from 2023 to 2027.',
  mark: (column: string) => `${column} must be Right, Wrong or empty.`,
  unknownColumn: (column: string) => `Unknown day column: ${column}.`,
  columns: 'Give each day column a name, at most 40 of them.',
  duplicateColumn: 'Give each day column its own name.',
  submitted: 'Data submitted successfully!',
  submitFailed: 'Failed to submit data.',
  updated: 'Checklist updated.',
  removed: 'Checklist deleted.',
  notFound: 'Checklist not found.',
} as const;

const rowSchema = z.object({
  id: z.union([z.string().max(40), z.number()]).transform(String),
  name: z.string().trim().max(200, 'At most 200 characters.').default(''),
  days: z.record(z.string().max(40), z.string().trim().max(200, 'At most 200 characters.')),
});
const notationSchema = z.object({
  id: z.union([z.string().max(40), z.number()]).transform(String),
  date: z.union([calendarDateSchema(), z.literal('')]).default(''),
  info: z.string().trim().max(1000, 'At most 1000 characters.').default(''),
});

const checklistShape = {
  itemName: requiredText(MAINTENANCE_MESSAGES.itemName, 200),
  /** Beyond the spec: the day columns in order, so renamed and added columns keep their place. */
  columns: z
    .array(z.string().trim().min(1, MAINTENANCE_MESSAGES.columns).max(40))
    .max(40, MAINTENANCE_MESSAGES.columns)
    .superRefine((columns, ctx) => {
      const seen = new Set<string>();
      for (const [at, column] of columns.entries()) {
        if (seen.has(column))
          ctx.addIssue({
            code: 'custom',
            path: [at],
            message: MAINTENANCE_MESSAGES.duplicateColumn,
          });
        seen.add(column);
      }
    })
    .optional(),
  rows: z.array(rowSchema).max(200).default([]),
  notations: z.array(notationSchema).max(200).default([]),
  inspectionBy: requiredText(MAINTENANCE_MESSAGES.inspectionBy, 100),
};

type ChecklistDraft = {
  columns?: string[] | undefined;
  rows: { days: Record<string, string> }[];
};

/** Every day cell names a column, and the checked columns hold Right, Wrong or nothing. */
function checkCells(draft: ChecklistDraft, columns: readonly string[], ctx: z.RefinementCtx): void {
  for (const [r, row] of draft.rows.entries()) {
    for (const [label, value] of Object.entries(row.days)) {
      const at = columns.indexOf(label);
      if (at < 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', r, 'days', label],
          message: MAINTENANCE_MESSAGES.unknownColumn(label),
        });
      } else if (at >= FREE_TEXT_COLUMNS && !(CHECK_MARKS as readonly string[]).includes(value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', r, 'days', label],
          message: MAINTENANCE_MESSAGES.mark(label),
        });
      }
    }
  }
}

/** The preventive checklist: `/api/gym/preventive`. */
export const preventiveInputSchema = z
  .object(checklistShape)
  .superRefine((draft, ctx) => checkCells(draft, draft.columns ?? DEFAULT_DAY_COLUMNS, ctx))
  .transform((draft) => ({ ...draft, columns: draft.columns ?? [...DEFAULT_DAY_COLUMNS] }));
export type PreventiveInput = z.input<typeof preventiveInputSchema>;

/** The machine and product variants: a year and month, and the month's days as columns. */
export const monthlyChecklistInputSchema = z
  .object({
    ...checklistShape,
    selectedYear: z.coerce
      .number({ error: MAINTENANCE_MESSAGES.year })
      .int(MAINTENANCE_MESSAGES.year)
      .refine(
        (y) => (MAINTENANCE_YEARS as readonly number[]).includes(y),
        MAINTENANCE_MESSAGES.year,
      ),
    selectedMonth: monthNameSchema,
  })
  .superRefine((draft, ctx) =>
    checkCells(draft, monthDayColumns(draft.selectedYear, draft.selectedMonth), ctx),
  )
  .transform((draft) => ({
    ...draft,
    columns: monthDayColumns(draft.selectedYear, draft.selectedMonth),
  }));
export type MonthlyChecklistInput = z.input<typeof monthlyChecklistInputSchema>;

export const checklistSchema = z.object({
  _id: z.string(),
  itemName: z.string(),
  columns: z.array(z.string()),
  rows: z.array(
    z.object({ id: z.string(), name: z.string(), days: z.record(z.string(), z.string()) }),
  ),
  notations: z.array(z.object({ id: z.string(), date: z.string(), info: z.string() })),
  inspectionBy: z.string(),
  selectedYear: z.number().nullable(),
  selectedMonth: z.enum(MONTH_NAMES).nullable(),
  createdAt: z.string(),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const CORRECTIVE_STATUSES = ['Pending', 'Completed'] as const;
export type CorrectiveStatus = (typeof CORRECTIVE_STATUSES)[number];

export const CORRECTIVE_MESSAGES = {
  pdfOnly: 'Only PDF files are allowed.',
  status: 'Status is required!',
  reportDate: 'Report date is required.',
  instrumentName: 'Instrument name is required.',
  instrumentId: 'Instrument ID is required.',
  contactPerson: 'Contact person is required.',
  correctiveAction: 'Corrective action is required.',
  created: 'Corrective action added.',
  updated: 'Corrective action updated.',
  removed: 'Corrective action deleted.',
  notFound: 'Corrective action not found.',
} as const;

/**
 * A corrective action. Status starts Pending when left out; an empty or unknown status is the
 * spec's 'Status is required!'. The PDF comes with the multipart create (field `file`).
 */
export const correctiveInputSchema = z.object({
  reportDate: calendarDateSchema(CORRECTIVE_MESSAGES.reportDate),
  instrumentName: requiredText(CORRECTIVE_MESSAGES.instrumentName, 200),
  instrumentId: requiredText(CORRECTIVE_MESSAGES.instrumentId, 100),
  contactPerson: requiredText(CORRECTIVE_MESSAGES.contactPerson, 100),
  correctiveAction: requiredText(CORRECTIVE_MESSAGES.correctiveAction, 2000),
  status: z.enum(CORRECTIVE_STATUSES, { error: CORRECTIVE_MESSAGES.status }).default('Pending'),
});
export type CorrectiveInput = z.input<typeof correctiveInputSchema>;

export const correctiveSchema = z.object({
  _id: z.string(),
  reportDate: z.string(),
  instrumentName: z.string(),
  instrumentId: z.string(),
  contactPerson: z.string(),
  correctiveAction: z.string(),
  status: z.enum(CORRECTIVE_STATUSES),
  file: z.string().nullable(),
  fileName: z.string(),
});
export type Corrective = z.infer<typeof correctiveSchema>;

export const correctiveQuerySchema = z.object({ status: z.enum(CORRECTIVE_STATUSES).optional() });
export const checklistQuerySchema = z.object({
  selectedYear: z.coerce.number().int().optional(),
  selectedMonth: monthNameSchema.optional(),
});
