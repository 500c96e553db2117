import type { Access } from '../../../http/access';

/** The ahar's stock, its categories and its people's cards: the `inventory` permission. */
export const AHAR_STOCK_ACCESS = { org: 'ahar', permission: 'inventory' } as const satisfies Access;
