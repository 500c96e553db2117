import { and, asc, eq, inArray } from 'drizzle-orm';
import { COMPANY_AREA_MESSAGES, type CompanyProfile, type OrgKind } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { companyProfiles } from '../jobs';
import { organizations } from '../orgs/orgs.table';
import { companyCertificates } from './company.table';

const EMPTY_CONTACT = { phone: '', email: '', website: '', address: '' };

type CertificateRow = typeof companyCertificates.$inferSelect;
export const toCertificate = (row: CertificateRow) => ({
  _id: row.id,
  businessType: row.businessType,
  name: row.name,
  file: row.file,
  fileName: row.fileName,
});

/**
 * The company's whole profile: the portal's fields, the area's tables and the certificates. The
 * ahar keeps the same profile (spec 04 section 2.6's Company profile), read with `kinds`.
 */
export async function readCompanyProfile(
  db: Db,
  orgId: string,
  kinds: readonly OrgKind[] = ['company'],
): Promise<CompanyProfile> {
  const [[row], certificates] = await Promise.all([
    db
      .select({ org: organizations, profile: companyProfiles })
      .from(organizations)
      .leftJoin(companyProfiles, eq(companyProfiles.orgId, organizations.id))
      .where(and(eq(organizations.id, orgId), inArray(organizations.kind, [...kinds]))),
    db
      .select()
      .from(companyCertificates)
      .where(eq(companyCertificates.orgId, orgId))
      .orderBy(asc(companyCertificates.id))
      .limit(50),
  ]);
  if (!row) throw notFound(COMPANY_AREA_MESSAGES.companyNotFound);
  const profile = row.profile;
  return {
    _id: row.org.id,
    name: row.org.name,
    industry: profile?.industry ?? '',
    location: profile?.location ?? row.org.city,
    description: profile?.description ?? '',
    website: profile?.website ?? '',
    logo: profile?.logo ?? null,
    productNo: profile?.productNo ?? '',
    gstNo: profile?.gstNo ?? '',
    established: profile?.established ?? '',
    founders: profile?.founders ?? [],
    contact: profile?.contact ?? EMPTY_CONTACT,
    businessType: profile?.businessType ?? null,
    certificates: certificates.map(toCertificate),
  };
}
