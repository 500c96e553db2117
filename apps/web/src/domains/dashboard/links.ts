/**
 * Where the student dashboard and the service tiles lead (spec 01 section 2.3, spec 02 section
 * 2). Plain data with no imports: the landing page uses the tiles and must stay small.
 */
export interface DashboardLink {
  label: string;
  to: string;
}

export interface SidebarGroup {
  label: string;
  /** The group's own page; the spec gives Exam and Activity none, only their submenus. */
  to?: string;
  links: readonly DashboardLink[];
}

/** The sidebar groups of spec 01 section 2.3, in its order. */
export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  { label: 'Profile', to: '/profiles', links: [] },
  {
    label: 'Placement',
    to: '/industry',
    links: [
      { label: 'Placement', to: '/placement' },
      { label: 'Internships', to: '/placement/internships' },
      { label: 'My applications', to: '/jobs/applications' },
    ],
  },
  {
    label: 'Library',
    to: '/library',
    links: [
      { label: 'Smriti', to: '/library/smriti' },
      { label: 'Full library', to: '/library/full' },
    ],
  },
  {
    label: 'Exam',
    links: [
      { label: 'Apply', to: '/service/exam/apply' },
      { label: 'Test series', to: '/service/exam/testseries' },
      { label: 'Scholarship', to: '/service/exam/scholarship' },
      { label: 'Result', to: '/service/exam/result' },
      { label: 'Admit card', to: '/service/exam/admitcard' },
      { label: 'Study center', to: '/service/exam/studycenter' },
    ],
  },
  {
    label: 'Activity',
    links: [
      { label: 'Sports', to: '/service/activity/sports' },
      { label: 'Esports', to: '/service/activity/esports' },
      { label: 'Competition', to: '/service/activity/compition' },
    ],
  },
  { label: 'Diet Chart', to: '/diet', links: [] },
];

export interface DashboardCard {
  title: string;
  links: readonly DashboardLink[];
}

/**
 * The cards of spec 01 section 2.3. The spec names their entries but no routes; each goes to the
 * page that holds it (ARCHITECTURE.md, "Student dashboard").
 */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    title: 'Throwback',
    links: [
      { label: 'Resume', to: '/service/student' },
      { label: 'Saved resumes', to: '/placement/resume/saved' },
      { label: 'Result', to: '/service/exam/result' },
    ],
  },
  {
    title: 'Remainder',
    links: [
      { label: 'TimeTable', to: '/library/dashboard' },
      { label: 'Exam Notification', to: '/service/exam/apply' },
      { label: 'Time Until', to: '/service/exam/admitcard' },
    ],
  },
  {
    title: 'Upskills',
    links: [
      { label: 'Course', to: '/service/exam/studycenter' },
      { label: 'Events', to: '/social/events' },
    ],
  },
];

/** Our Services tiles (spec 01 section 2.3). */
export const SERVICE_TILES: readonly DashboardLink[] = [
  { label: 'Gym', to: '/gym' },
  { label: 'AHAR', to: '/ahar' },
  { label: 'Industry', to: '/company' },
  { label: 'Vijnan (Library)', to: '/mgtservice/mgtlibrary' },
  { label: 'Barber', to: '/barber' },
];

/** The services page of spec 02 section 2; Schedule Now is an anchor on the same page. */
export const HELP_LINKS: readonly DashboardLink[] = [
  { label: 'Blood Help', to: '/blood-help' },
  { label: 'Lost n Found', to: '/lostnfound' },
  { label: 'Events', to: '/social/events' },
];

export const SCHEDULE_ANCHOR = 'schedule';
