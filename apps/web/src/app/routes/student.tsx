import type { RouteObject } from 'react-router';

// Only lazy imports here: this table is in the first bundle, every screen is its own chunk.

const exams = () => import('../../domains/student/exams/exam-pages');
const events = () => import('../../domains/student/events/events-pages');
const business = () => import('../../domains/student/business-pages');
const social = () => import('../../domains/student/social-pages');

/** The student pages anyone may open (issue 16). */
export const studentPublicRoutes: RouteObject[] = [
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
    lazy: async () => ({
      Component: (await import('../../domains/student/blood/blood-page')).BloodHelpPage,
    }),
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

/** The pages for signed-in accounts: administrators' lists, a business's events and entries. */
export const studentMemberRoutes: RouteObject[] = [
  {
    path: '/admin/student-content',
    lazy: async () => ({
      Component: (await import('../../domains/student/admin-page')).StudentAdminPage,
    }),
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
    lazy: async () => ({
      Component: (await import('../../domains/student/profiles-page')).ProfilesPage,
    }),
  },
  {
    // The one edit screen of the account: the same as /profile, so the data has one home.
    path: '/profiles/edit',
    lazy: async () => ({
      Component: (await import('../../domains/accounts/profile-page')).ProfilePage,
    }),
  },
];
