/**
 * Every route of spec 01 section 2.7 whose screen is not built yet, each with the area it belongs
 * to (its name's key in the common catalogue). Each one answers with an honest "not available yet" page instead of a 404, so links from
 * the landing page, menus and dashboards lead somewhere truthful. When an area is built, move
 * its paths out of this table into the router.
 *
 * The spec's spellings (attendence, compition, bookshells, compan) are kept on purpose.
 * The route table's "relative path {name}" names no concrete path, so it has no entry.
 */
import type { common } from '../i18n/common';

/** An area's name in the common catalogue (`areas.<key>`). */
export type AreaKey = keyof typeof common.en.areas;

export interface PlannedRoute {
  readonly path: string;
  readonly area: AreaKey;
  /** The spec requires sign-in for this area (lost-and-found, spec 01 section 2.5). */
  readonly requiresAuth?: boolean;
}

export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  // Linked from the student dashboard's sidebar (spec 01 section 2.3), not in the route table.
  { path: '/placement/internships', area: 'placement' },

  { path: '/company/placement', area: 'company' },
];
