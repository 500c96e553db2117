import type { OrgKind } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { memberships, organizations } from './orgs.table';
import { addDefaultWaiveOffTasks } from '../plans/waive-off.service';

export type OrganizationRow = typeof organizations.$inferSelect;

/** A business and its owner's membership, made together or not at all. */
export async function createOrganization(
  db: Db,
  input: { kind: OrgKind; name: string; city?: string; ownerId: string },
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values(input).returning();
    if (!org) throw new Error('insert returned no row');
    await tx.insert(memberships).values({ orgId: org.id, userId: input.ownerId, role: 'owner' });
    await addDefaultWaiveOffTasks(tx, org);
    return org;
  });
}
