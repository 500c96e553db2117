import { DEFAULT_WAIVE_OFF_TASKS, type OrgKind } from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { OrgSetupStep } from '../orgs/orgs.service';
import { waiveOffTasks } from './plans.table';

/** The kinds of business that sell membership plans. */
export const PLAN_KINDS = ['library', 'gym'] as const satisfies readonly OrgKind[];

/**
 * A library or gym starts with the spec's three waive-off tasks (spec 01 section 9), amounts
 * left at 0 for the owner to fill in. Called where the business is created, in its transaction.
 */
export async function addDefaultWaiveOffTasks(
  db: Pick<Db, 'insert'>,
  org: { id: string; kind: OrgKind },
): Promise<void> {
  if (!(PLAN_KINDS as readonly OrgKind[]).includes(org.kind)) return;
  await db
    .insert(waiveOffTasks)
    .values(DEFAULT_WAIVE_OFF_TASKS.map((name) => ({ orgId: org.id, name })));
}

/** A new library or gym gets the default tasks (areas.ts lists this step). */
export const waiveOffTasksSetup: OrgSetupStep = {
  name: 'default waive-off tasks',
  kinds: PLAN_KINDS,
  run: (tx, org) => addDefaultWaiveOffTasks(tx, org),
};
