import type { OrgKindAccess } from '../../http/access';

/** The OpenAPI tags of every seat route. */
export const SEAT_TAGS = ['library: seats'];
/** Bookings, the seat map and the layouts: the library's `seats` permission. */
export const SEATS: OrgKindAccess = { org: 'library', permission: 'seats' };
