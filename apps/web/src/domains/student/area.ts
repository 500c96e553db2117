import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { StudentTexts } from './i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.

const exams = () => import('./exams/exam-pages');
const events = () => import('./events/events-pages');
const business = () => import('./business-pages');
const social = () => import('./social-pages');

/** The student pages anyone may open (issue 16). */
const publicRoutes: RouteObject[] = [
  {
    path: '/service/exam/apply',
    lazy: async () => ({ Component: (await exams()).ApplyPage }),
  },
  {
    path: '/service/exam/testseries',
    lazy: async () => ({ Component: (await exams()).TestSeriesPage }),
  },
  {
    path: '/service/exam/scholarship',
    lazy: async () => ({ Component: (await exams()).ScholarshipPage }),
  },
  {
    path: '/service/exam/result',
    lazy: async () => ({ Component: (await exams()).ResultPage }),
  },
  {
    path: '/service/exam/studycenter',
    lazy: async () => ({ Component: (await exams()).StudyCenterPage }),
  },
  {
    path: '/service/exam/admitcard',
    lazy: async () => ({ Component: (await exams()).AdmitCardPage }),
  },
  {
    path: '/service/activity/sports',
    lazy: async () => ({ Component: (await events()).SportsPage }),
  },
  {
    path: '/service/activity/esports',
    lazy: async () => ({ Component: (await events()).EsportsPage }),
  },
  {
    path: '/service/activity/compition',
    lazy: async () => ({ Component: (await events()).CompetitionPage }),
  },
  {
    path: '/social/events',
    lazy: async () => ({ Component: (await events()).EventsPage }),
  },
  {
    // Anyone sees the requests; contacts and the forms are for signed-in people.
    path: '/blood-help',
    lazy: async () => ({ Component: (await import('./blood/blood-page')).BloodHelpPage }),
  },
  {
    path: '/social',
    lazy: async () => ({ Component: (await social()).SocialPage }),
  },
  {
    path: '/sunny',
    lazy: async () => ({ Component: (await social()).SunnyPage }),
  },
];

/**
 * The pages for signed-in accounts: administrators' lists, a business's events and entries.
 * /profiles/edit, the account's edit screen, is the accounts area's.
 */
const memberRoutes: RouteObject[] = [
  {
    path: '/admin/student-content',
    lazy: async () => ({ Component: (await import('./admin-page')).StudentAdminPage }),
  },
  {
    path: '/mgtservice/events',
    lazy: async () => ({ Component: (await business()).BusinessEventsPage }),
  },
  {
    path: '/mgtservice/study-centers',
    lazy: async () => ({ Component: (await business()).LibraryStudyCentresPage }),
  },
  {
    path: '/profiles',
    lazy: async () => ({ Component: (await import('./profiles-page')).ProfilesPage }),
  },
];

export const studentArea = {
  name: 'student',
  routes: { public: publicRoutes, member: memberRoutes },
  catalogues: { student: catalogueType<StudentTexts>() },
} satisfies WebArea;
