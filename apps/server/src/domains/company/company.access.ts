import type { OrgKindsAccess } from '../../http/access';

/** The OpenAPI tags of every company area route. */
export const COMPANY_TAGS = ['company area'];
export const READ = { org: 'company' } as const;
export const WRITE = { org: 'company', permission: 'profile' } as const;
/** The profile itself is also the ahar's View Profile (its `profile` permission). */
export const PROFILE_READ: OrgKindsAccess = { orgs: { company: null, ahar: 'profile' } };
export const PROFILE_WRITE: OrgKindsAccess = { orgs: { company: 'profile', ahar: 'profile' } };
export const PROFILE_KINDS = ['company', 'ahar'] as const;
