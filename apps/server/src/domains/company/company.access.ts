/** The OpenAPI tags of every company area route. */
export const COMPANY_TAGS = ['company area'];
/** The profile is the company's, and also the ahar's View Profile. */
export const PROFILE_KINDS = ['company', 'ahar'] as const;
