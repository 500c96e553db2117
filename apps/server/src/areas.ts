import type { OrgSetupStep } from './domains/orgs/orgs.service';
import type { ReminderKind } from './domains/reminders/reminders.service';
import { loanOverdueReminder } from './domains/library/loans.reminders';
import { examLastDateReminder } from './domains/student';
import { waiveOffTasksSetup } from './domains/plans/waive-off.service';
import { currencyRatesSetup } from './domains/bills/rates.service';
import type { PeopleDirectory } from './domains/people/directory';
import { teamDirectory } from './domains/people/team.directory';
import { staffDirectory } from './domains/staff/staff.directory';
import { aharRegularMembersDirectory } from './domains/ahar';
import { seatLayoutsSetup } from './domains/library/seats.service';
import { libraryMembersDirectory } from './domains/library/members.directory';
import { feeDueReminder } from './domains/library/fees.reminders';
import { exerciseLibrarySetup, gymMembersDirectory, membershipExpiryReminder } from './domains/gym';
import { jobAlertReminder } from './domains/jobs/job-alerts.reminders';

/**
 * What each area does when a business is created, in order. An area adds its step here; the
 * orgs domain runs them without knowing the areas.
 */
export const ORG_SETUP_STEPS: readonly OrgSetupStep[] = [
  waiveOffTasksSetup,
  currencyRatesSetup,
  seatLayoutsSetup,
  exerciseLibrarySetup,
];

/**
 * The reminders the areas send (DESIGN.md section 12), run in this order by the reminder job
 * (domains/reminders). An area adds its kind here.
 */
export const REMINDER_KINDS: readonly ReminderKind[] = [
  loanOverdueReminder,
  feeDueReminder,
  examLastDateReminder,
  membershipExpiryReminder,
  jobAlertReminder,
];

/**
 * Where each area keeps the people of a business, asked in order: attendance (a row naming a
 * person, the check-in desk) and notices (who a notice is for) find people only through these.
 * An area with people of its own (gym members, a library's joined students) adds its directory
 * here; the kit's modules need no change.
 */
export const PEOPLE_DIRECTORIES: readonly PeopleDirectory[] = [
  staffDirectory,
  libraryMembersDirectory,
  gymMembersDirectory,
  aharRegularMembersDirectory,
  teamDirectory,
];
