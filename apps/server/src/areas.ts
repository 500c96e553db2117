import type { Area } from './app-context';
import type { OrgSetupStep } from './domains/orgs/orgs.service';
import type { ReminderKind } from './domains/reminders/reminders.service';
import type { PeopleDirectory } from './domains/people/directory';
import { accountsArea } from './domains/accounts';
import { orgsArea } from './domains/orgs';
import { filesArea } from './domains/files';
import { remindersArea } from './domains/reminders';
import { notificationsArea } from './domains/notifications';
import { messagesArea } from './domains/messages';
import { platformArea } from './domains/platform';
import { jobsArea } from './domains/jobs';
import { resumesArea } from './domains/resumes';
import { newsArea } from './domains/news';
import { plansArea } from './domains/plans';
import { lostfoundArea } from './domains/lostfound';
import { studentArea } from './domains/student';
import { dietArea } from './domains/diet';
import { billsArea } from './domains/bills';
import { accountsBooksArea } from './domains/accounts-books';
import { barberArea } from './domains/barber';
import { staffArea } from './domains/staff';
import { attendanceArea } from './domains/attendance';
import { noticesArea } from './domains/notices';
import { maintenanceArea } from './domains/maintenance';
import { enquiriesArea } from './domains/enquiries';
import { libraryArea } from './domains/library';
import { gymArea } from './domains/gym';
import { aharArea } from './domains/ahar';
import { broadcastsArea } from './domains/broadcasts';
import { companyArea } from './domains/company';
import { placementArea } from './domains/placement';
import { contactArea } from './domains/contact';
import { paymentsArea } from './domains/payments';
import { homeArea } from './domains/home';
import { peopleArea } from './domains/people';

/**
 * Every area of the app, each exported by its own `domains/<area>/index.ts` (`Area`,
 * app-context.ts). This list is the one place an area is entered: the server registers their
 * routes, and the lists below (demo data, new-business steps, reminders, people) are theirs in
 * this order. The order is the demo data's: accounts and businesses first; the kit's staff
 * before attendance, which names them; every area's people before broadcasts, whose history
 * names them; the jobs before the company, which fills the demo recruiter's company. People
 * comes last: its team directory is asked after the areas' own people.
 */
export const AREAS: readonly Area[] = [
  accountsArea,
  orgsArea,
  filesArea,
  remindersArea,
  notificationsArea,
  messagesArea,
  platformArea,
  jobsArea,
  resumesArea,
  newsArea,
  plansArea,
  lostfoundArea,
  studentArea,
  dietArea,
  billsArea,
  accountsBooksArea,
  barberArea,
  staffArea,
  attendanceArea,
  noticesArea,
  maintenanceArea,
  enquiriesArea,
  libraryArea,
  gymArea,
  aharArea,
  broadcastsArea,
  companyArea,
  placementArea,
  contactArea,
  paymentsArea,
  homeArea,
  peopleArea,
];

/** What the areas do when a business is created, in order; the orgs domain runs them. */
export const ORG_SETUP_STEPS: readonly OrgSetupStep[] = AREAS.flatMap(
  (area) => area.orgSetup ?? [],
);

/** The reminders the areas send (DESIGN.md section 12), run in this order by the reminder job. */
export const REMINDER_KINDS: readonly ReminderKind[] = AREAS.flatMap(
  (area) => area.reminders ?? [],
);

/**
 * Where the areas keep the people of a business, asked in order: attendance (a row naming a
 * person, the check-in desk) and notices (who a notice is for) find people only through these.
 */
export const PEOPLE_DIRECTORIES: readonly PeopleDirectory[] = AREAS.flatMap(
  (area) => area.people ?? [],
);
