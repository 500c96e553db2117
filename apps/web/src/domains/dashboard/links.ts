/**
 * Where the student dashboard and the service tiles lead (spec 01 section 2.3, spec 02 section
 * 2). Plain data with no run-time imports: the landing page uses the tiles and must stay small.
 * Each entry names its text by key in the dashboard catalogue (`i18n.ts`).
 */
import type { DashboardLinkKey } from './i18n';

export interface DashboardLink {
  label: DashboardLinkKey;
  to: string;
}

export interface SidebarGroup {
  label: DashboardLinkKey;
  /** The group's own page; the spec gives Exam and Activity none, only their submenus. */
  to?: string;
  links: readonly DashboardLink[];
}

/** The sidebar groups of spec 01 section 2.3, in its order. */
export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  { label: 'profile', to: '/profiles', links: [] },
  {
    label: 'placement',
    to: '/industry',
    links: [
      { label: 'placement', to: '/placement' },
      { label: 'internships', to: '/placement/internships' },
      { label: 'myApplications', to: '/jobs/applications' },
    ],
  },
  {
    label: 'library',
    to: '/library',
    links: [
      { label: 'smriti', to: '/library/smriti' },
      { label: 'fullLibrary', to: '/library/full' },
    ],
  },
  {
    label: 'exam',
    links: [
      { label: 'apply', to: '/service/exam/apply' },
      { label: 'testSeries', to: '/service/exam/testseries' },
      { label: 'scholarship', to: '/service/exam/scholarship' },
      { label: 'result', to: '/service/exam/result' },
      { label: 'admitCard', to: '/service/exam/admitcard' },
      { label: 'studyCenter', to: '/service/exam/studycenter' },
    ],
  },
  {
    label: 'activity',
    links: [
      { label: 'sports', to: '/service/activity/sports' },
      { label: 'esports', to: '/service/activity/esports' },
      { label: 'competition', to: '/service/activity/compition' },
    ],
  },
  { label: 'dietChart', to: '/diet', links: [] },
];

export interface DashboardCard {
  title: DashboardLinkKey;
  links: readonly DashboardLink[];
}

/**
 * The cards of spec 01 section 2.3. The spec names their entries but no routes; each goes to the
 * page that holds it (docs/areas/plans-news-contact-dashboard.md, "Student dashboard").
 */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    title: 'throwback',
    links: [
      { label: 'resume', to: '/service/student' },
      { label: 'savedResumes', to: '/placement/resume/saved' },
      { label: 'result', to: '/service/exam/result' },
    ],
  },
  {
    title: 'remainder',
    links: [
      { label: 'timeTable', to: '/library/dashboard' },
      { label: 'examNotification', to: '/service/exam/apply' },
      { label: 'timeUntil', to: '/service/exam/admitcard' },
    ],
  },
  {
    title: 'upskills',
    links: [
      { label: 'course', to: '/service/exam/studycenter' },
      { label: 'events', to: '/social/events' },
    ],
  },
];

/** The Our Services tiles, by their keys in the dashboard catalogue. */
export type ServiceTileKey = 'gym' | 'ahar' | 'industry' | 'vijnan' | 'barber';

/** Our Services tiles (spec 01 section 2.3). */
export const SERVICE_TILES: readonly { label: ServiceTileKey; to: string }[] = [
  { label: 'gym', to: '/gym' },
  { label: 'ahar', to: '/ahar' },
  { label: 'industry', to: '/company' },
  { label: 'vijnan', to: '/mgtservice/mgtlibrary' },
  { label: 'barber', to: '/barber' },
];

/** The services page of spec 02 section 2; Schedule Now is an anchor on the same page. */
export const HELP_LINKS: readonly DashboardLink[] = [
  { label: 'bloodHelp', to: '/blood-help' },
  { label: 'lostNFound', to: '/lostnfound' },
  { label: 'events', to: '/social/events' },
];

export const SCHEDULE_ANCHOR = 'schedule';
