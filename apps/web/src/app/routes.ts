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

const LIBRARY_MANAGEMENT_PAGES = [
  'profile',
  'billing',
  'seat',
  'attendence',
  'account',
  'books',
  'bookloan',
  'bookshells',
  'enquiry',
] as const;

export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  { path: '/mgtservice/selects', area: 'management' },
  { path: '/mgtservice/mgtlibrary', area: 'libraryManagement' },
  ...LIBRARY_MANAGEMENT_PAGES.map((page): PlannedRoute => ({
    path: `/mgtservice/mgtlibrary/${page}`,
    area: 'libraryManagement',
  })),

  { path: '/library', area: 'library' },
  { path: '/library/dashboard', area: 'library' },
  { path: '/library/smriti', area: 'library' },
  { path: '/library/full', area: 'library' },

  { path: '/diet', area: 'diet' },

  { path: '/placement', area: 'placement' },
  // Linked from the student dashboard's sidebar (spec 01 section 2.3), not in the route table.
  { path: '/placement/internships', area: 'placement' },
  { path: '/industry', area: 'placement' },
  { path: '/placement/opportunity', area: 'placement' },
  { path: '/placement/opportunity/enquiry', area: 'placement' },
  { path: '/placement/opportunity/apply', area: 'placement' },
  { path: '/placement/opportunity/response', area: 'placement' },
  { path: '/placement/selfrating', area: 'placement' },

  { path: '/service/activity/sports', area: 'activities' },
  { path: '/service/activity/esports', area: 'activities' },
  { path: '/service/activity/compition', area: 'activities' },
  { path: '/service/exam/testseries', area: 'exams' },
  { path: '/service/exam/scholarship', area: 'exams' },
  { path: '/service/exam/apply', area: 'exams' },
  { path: '/service/exam/result', area: 'exams' },
  { path: '/service/exam/studycenter', area: 'exams' },
  { path: '/service/exam/admitcard', area: 'exams' },

  { path: '/profiles', area: 'studentProfile' },
  { path: '/profiles/edit', area: 'studentProfile' },

  { path: '/compan', area: 'company' },
  { path: '/company', area: 'company' },
  { path: '/company/placement', area: 'company' },

  { path: '/sunny', area: 'sunny' },
  { path: '/social', area: 'social' },
  { path: '/social/events', area: 'events' },
  // The services page's Blood Help (spec 02 section 2); not in spec 01's route table.
  { path: '/blood-help', area: 'bloodHelp' },

  { path: '/gym/attendence', area: 'gym' },
  { path: '/gym/vayayam/training', area: 'gym' },

  { path: '/barber/attendence', area: 'barber' },

  { path: '/ahar/attendence', area: 'ahar' },
];
