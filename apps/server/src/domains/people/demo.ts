import { and, eq } from 'drizzle-orm';
import { businessDay, type OrgKind } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';

/** The demo businesses the kit's modules fill (domains/orgs/demo-accounts.seed.ts makes them). */
export const DEMO_GYM = 'Sutrin Fitness';
export const DEMO_AHAR = 'Ahar Tiffin House';
export const DEMO_SALON = 'Sutrin Salon';

export async function demoOrg(
  db: Db,
  name: string,
  kind: OrgKind,
): Promise<{ id: string; kind: OrgKind } | undefined> {
  const [org] = await db
    .select({ id: organizations.id, kind: organizations.kind })
    .from(organizations)
    .where(and(eq(organizations.name, name), eq(organizations.kind, kind)))
    .limit(1);
  return org;
}

export async function demoUser(
  db: Db,
  email: string,
): Promise<{ id: string; fullname: string; vedanId: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, fullname: users.fullname, vedanId: users.vedanId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}

/** The business day `offset` days from the demo data's day (negative: before it). */
export function demoDay(offset: number): string {
  const [y, m, d] = businessDay().split('-').map(Number);
  return new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, (d ?? 1) + offset)).toISOString().slice(0, 10);
}
