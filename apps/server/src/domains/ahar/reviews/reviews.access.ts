import { z } from 'zod';
import { idSchema } from '@vedann/contracts';
import type { OrgKindAccess } from '../../../http/access';

/** The OpenAPI tags of every ratings and reviews route. */
export const REVIEW_TAGS = ['ahar ratings and reviews'];
/** The business reads its ratings and reviews and replies with the `profile` permission. */
export const PROFILE: OrgKindAccess = { org: 'ahar', permission: 'profile' };
export const REVIEW_PAGE = 10;
/** A business named in the path (its public page, a customer's feedback). */
export const orgParams = z.object({ orgId: idSchema });
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });
