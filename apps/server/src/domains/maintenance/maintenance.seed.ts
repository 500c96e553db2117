import {
  DEFAULT_DAY_COLUMNS,
  monthDayColumns,
  MONTH_NAMES,
  type MaintenanceKind,
  type OrgKind,
} from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { DEMO_AHAR, DEMO_GYM, demoDay, demoOrg } from '../people/demo';
import { correctiveActions, maintenanceChecklists, type ChecklistRow } from './maintenance.table';

/** A row of checks: the first two columns are notes, the others Right or Wrong. */
function checks(
  id: string,
  name: string,
  columns: readonly string[],
  wrongAt: number,
): ChecklistRow {
  const days: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (i === 0) days[column] = 'checked';
    else if (i === 1) days[column] = 'ok';
    else days[column] = i === wrongAt ? 'Wrong' : 'Right';
  });
  return { id, name, days };
}

export const demoMaintenanceSeed: DemoSeed = {
  key: 'demo_maintenance_seeded',
  async run(db) {
    const today = demoDay(0);
    const year = Math.min(2027, Math.max(2023, Number(today.slice(0, 4))));
    const monthIndex = Number(today.slice(5, 7)) - 1;
    const month = MONTH_NAMES[monthIndex] ?? 'January';
    const dayColumns = monthDayColumns(year, month).slice(0, Number(today.slice(8, 10)));

    const checklist = (
      orgId: string,
      kind: MaintenanceKind,
      itemName: string,
      parts: string[],
      inspectionBy: string,
    ) => {
      const columns =
        kind === 'preventive' ? [...DEFAULT_DAY_COLUMNS] : monthDayColumns(year, month);
      const filled = kind === 'preventive' ? columns : dayColumns;
      return {
        orgId,
        kind,
        itemName,
        columns,
        rows: parts.map((part, i) => checks(String(i + 1), part, filled, 3 + i)),
        notations: [{ id: '1', date: demoDay(-1), info: `${parts[0] ?? itemName} needs a look.` }],
        inspectionBy,
        year: kind === 'preventive' ? null : year,
        month: kind === 'preventive' ? null : monthIndex + 1,
      };
    };

    const places: [string, OrgKind][] = [
      [DEMO_GYM, 'gym'],
      [DEMO_AHAR, 'ahar'],
    ];
    for (const [name, kind] of places) {
      const org = await demoOrg(db, name, kind);
      if (!org) continue;
      if (kind === 'gym') {
        await db
          .insert(maintenanceChecklists)
          .values([
            checklist(
              org.id,
              'preventive',
              'Treadmill T-2',
              ['Belt', 'Motor', 'Console'],
              'Kiran Malhotra',
            ),
            checklist(org.id, 'machine', 'Leg press', ['Cables', 'Seat'], 'Sandeep Rawat'),
            checklist(org.id, 'product', 'Whey protein stock', ['Seal', 'Expiry'], 'Pooja Nair'),
          ]);
        await db.insert(correctiveActions).values([
          {
            orgId: org.id,
            reportDate: demoDay(-6),
            instrumentName: 'Treadmill',
            instrumentId: 'TM-02',
            contactPerson: 'FitServe Service Desk',
            correctiveAction: 'Belt realigned and lubricated.',
            status: 'Completed',
          },
          {
            orgId: org.id,
            reportDate: demoDay(-1),
            instrumentName: 'Cable crossover',
            instrumentId: 'CC-01',
            contactPerson: 'Sandeep Rawat',
            correctiveAction: 'Replace the frayed left cable.',
            status: 'Pending',
          },
        ]);
      } else {
        await db
          .insert(maintenanceChecklists)
          .values([
            checklist(org.id, 'machine', 'Chapati machine', ['Rollers', 'Heater'], 'Lakshmi Reddy'),
            checklist(org.id, 'product', 'Rice and dal store', ['Moisture', 'Pests'], 'Mohan Das'),
          ]);
      }
    }
  },
};
