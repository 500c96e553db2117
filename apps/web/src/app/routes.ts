/**
 * Every route of spec 01 section 2.7 whose screen is not built yet, each with the area it belongs
 * to. Each one answers with an honest "not available yet" page instead of a 404, so links from
 * the landing page, menus and dashboards lead somewhere truthful. When an area is built, move
 * its paths out of this table into the router.
 *
 * The spec's spellings (attendence, compition, bookshells, compan) are kept on purpose.
 * The route table's "relative path {name}" names no concrete path, so it has no entry.
 */
export interface PlannedRoute {
  readonly path: string;
  readonly area: string;
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
  { path: '/mgtservice/selects', area: 'Management service' },
  { path: '/mgtservice/mgtlibrary', area: 'Library management' },
  ...LIBRARY_MANAGEMENT_PAGES.map((page) => ({
    path: `/mgtservice/mgtlibrary/${page}`,
    area: 'Library management',
  })),

  { path: '/library', area: 'Library' },
  { path: '/library/dashboard', area: 'Library' },
  { path: '/library/smriti', area: 'Library' },
  { path: '/library/full', area: 'Library' },

  { path: '/diet', area: 'Diet chart' },

  { path: '/placement', area: 'Placement' },
  // Linked from the student dashboard's sidebar (spec 01 section 2.3), not in the route table.
  { path: '/placement/internships', area: 'Placement' },
  { path: '/industry', area: 'Placement' },
  { path: '/placement/opportunity', area: 'Placement' },
  { path: '/placement/opportunity/enquiry', area: 'Placement' },
  { path: '/placement/opportunity/apply', area: 'Placement' },
  { path: '/placement/opportunity/response', area: 'Placement' },
  { path: '/placement/selfrating', area: 'Placement' },

  { path: '/service/activity/sports', area: 'Activities' },
  { path: '/service/activity/esports', area: 'Activities' },
  { path: '/service/activity/compition', area: 'Activities' },
  { path: '/service/exam/testseries', area: 'Exams' },
  { path: '/service/exam/scholarship', area: 'Exams' },
  { path: '/service/exam/apply', area: 'Exams' },
  { path: '/service/exam/result', area: 'Exams' },
  { path: '/service/exam/studycenter', area: 'Exams' },
  { path: '/service/exam/admitcard', area: 'Exams' },

  { path: '/profiles', area: 'Student profile' },
  { path: '/profiles/edit', area: 'Student profile' },

  { path: '/compan', area: 'Company' },
  { path: '/company', area: 'Company' },
  { path: '/company/placement', area: 'Company' },

  { path: '/sunny', area: 'Sunny' },
  { path: '/social', area: 'Social' },
  { path: '/social/events', area: 'Events' },
  // The services page's Blood Help (spec 02 section 2); not in spec 01's route table.
  { path: '/blood-help', area: 'Blood help' },

  { path: '/gym', area: 'Gym administration' },
  { path: '/gym/bills', area: 'Gym administration' },
  { path: '/gym/attendence', area: 'Gym administration' },
  { path: '/gym/vayayam/training', area: 'Gym administration' },
  { path: '/gym/balancesheet', area: 'Gym administration' },

  { path: '/barber', area: 'Barber' },
  { path: '/barber/attendence', area: 'Barber' },

  { path: '/ahar', area: 'Ahar' },
  { path: '/ahar/bill', area: 'Ahar' },
  { path: '/ahar/attendence', area: 'Ahar' },
];
