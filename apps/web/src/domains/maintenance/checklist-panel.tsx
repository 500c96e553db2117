import { useState } from 'react';
import { Stack } from '@mantine/core';
import { businessDay, type MaintenanceKind } from '@vedann/contracts';
import { emptyDraft, type ChecklistDraft } from './checklist-logic';
import '../../ui/editable-table.css';
import './checklist.css';
import { ChecklistForm } from './checklist-form';
import { SavedChecklists } from './saved-checklists';

/**
 * The checklist screen (spec 03 sections 2 to 9): item name, a grid of parts by day columns,
 * notations, inspection by, Submit; the saved checklists as cards or a table, with Delete Card.
 * One component for the three kinds: the preventive checklist's columns are Mon to Sun, renamed,
 * added (Day N) and removed freely; the machine and product variants choose a year (2023 to
 * 2027) and month, whose days are the columns.
 */
export function ChecklistPanel({ kind }: { kind: MaintenanceKind }) {
  const [draft, setDraft] = useState<ChecklistDraft>(() => emptyDraft(kind, businessDay()));
  return (
    <Stack gap="xl">
      <ChecklistForm kind={kind} draft={draft} onChange={setDraft} />
      <SavedChecklists kind={kind} year={draft.year} month={draft.month} />
    </Stack>
  );
}

export const PreventivePanel = () => <ChecklistPanel kind="preventive" />;
export const MachineMaintenancePanel = () => <ChecklistPanel kind="machine" />;
export const ProductMaintenancePanel = () => <ChecklistPanel kind="product" />;
