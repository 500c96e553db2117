import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gymProfiles } from './profile.table';

export interface GymTaxProfile {
  gstin: string;
  /** The two-digit state code the GSTIN starts with ('27' for Maharashtra). */
  stateCode: string;
  name: string;
  address: string;
}

/**
 * What a GST invoice of the gym needs from its profile: undefined when the gym has no profile or
 * its profile has no GST number (its taxes were checked against the GSTIN format when saved).
 */
export async function gymTaxProfile(db: Db, orgId: string): Promise<GymTaxProfile | undefined> {
  const [row] = await db
    .select({
      name: gymProfiles.name,
      address: gymProfiles.mainAddress,
      taxes: gymProfiles.taxes,
    })
    .from(gymProfiles)
    .where(eq(gymProfiles.orgId, orgId))
    .limit(1);
  const gstin = row?.taxes.find((tax) => tax.type === 'GST')?.taxNo;
  if (!row || !gstin) return undefined;
  return { gstin, stateCode: gstin.slice(0, 2), name: row.name, address: row.address };
}
