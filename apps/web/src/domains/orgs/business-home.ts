import type { OrgKind } from '@vedann/contracts';

/**
 * Each kind of business's home: where its owner and team work once they act for it. Libraries
 * keep theirs under the management service, companies are worked on from the jobs admin, and
 * gyms, ahars and barbers have their own areas (spec 01 section 2.3, DESIGN.md section 2).
 */
export const BUSINESS_HOMES: Record<OrgKind, string> = {
  library: '/mgtservice/mgtlibrary',
  gym: '/gym',
  ahar: '/ahar',
  company: '/admin/jobs',
  barber: '/barber',
};
