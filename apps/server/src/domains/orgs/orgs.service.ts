import { MEMBER_MESSAGES, ORG_PERMISSIONS, type OrgKind } from '@vedann/contracts';
import { badRequest } from '../../http/errors';
import type { Db } from '../../db/client';
import { memberships, organizations } from './orgs.table';

export type OrganizationRow = typeof organizations.$inferSelect;

/**
 * What an area does when a business of a kind it serves is created (a library's seat layouts,
 * a gym's exercise libraries, the default rate table). Areas declare their steps and
 * `areas.ts` lists them, so this domain depends on no area.
 */
export interface OrgSetupStep {
  name: string;
  kinds: readonly OrgKind[];
  /** Runs inside the creating transaction: the business exists with its steps, or not at all. */
  run(tx: Db, org: OrganizationRow): Promise<void>;
}

/** A business, its owner's membership and its areas' setup, made together or not at all. */
export async function createOrganization(
  db: Db,
  input: { kind: OrgKind; name: string; city?: string; ownerId: string },
  setup: readonly OrgSetupStep[],
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values(input).returning();
    if (!org) throw new Error('insert returned no row');
    await tx.insert(memberships).values({ orgId: org.id, userId: input.ownerId, role: 'owner' });
    for (const step of setup) if (step.kinds.includes(org.kind)) await step.run(tx, org);
    return org;
  });
}

/** The permissions asked for, all of the kind's own, in the kind's order and without repeats. */
export function checkPermissions(kind: OrgKind, permissions: readonly string[]): string[] {
  const known: readonly string[] = ORG_PERMISSIONS[kind];
  const unknown = permissions.find((p) => !known.includes(p));
  if (unknown !== undefined) throw badRequest(MEMBER_MESSAGES.unknownPermission(unknown));
  return known.filter((p) => permissions.includes(p));
}
