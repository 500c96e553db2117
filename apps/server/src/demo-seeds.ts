import type { Db } from './db/client';
import { ORG_SETUP_STEPS, PEOPLE_DIRECTORIES } from './areas';
import { demoAccountsSeed } from './domains/orgs/demo-accounts.seed';
import { demoJobsSeed } from './domains/jobs/jobs.seed';
import { lostFoundSeed } from './domains/lostfound/lostfound.seed';
import { demoBooksSeed } from './domains/library/books.seed';
import { librarySeed } from './domains/library/library.seed';
import { libraryAttendanceSeed } from './domains/library/library-attendance.seed';
import { demoNewsSeed } from './domains/news/news.seed';
import { demoPlansSeed } from './domains/plans/plans.seed';
import { demoResumesSeed } from './domains/resumes/resumes.seed';
import { demoExamsSeed, demoEventsSeed, demoBloodSeed } from './domains/student';
import { demoConsultantsSeed } from './domains/diet/diet.seed';
import { demoBillsSeed } from './domains/bills/bills.seed';
import { demoAccountsBooksSeed } from './domains/accounts-books/accounts-books.seed';
import { demoBarberSeed } from './domains/barber/barber.seed';
import { demoStaffSeed } from './domains/staff/staff.seed';
import { demoAttendanceSeed } from './domains/attendance/attendance.seed';
import { demoNoticesSeed } from './domains/notices/notices.seed';
import { demoMaintenanceSeed } from './domains/maintenance/maintenance.seed';
import { demoEnquiriesSeed } from './domains/enquiries/enquiries.seed';
import { demoGymHubSeed, gymSeed } from './domains/gym';
import { demoAharDemandSeed, demoAharStockSeed, demoAharPeopleSeed } from './domains/ahar';
import { runDemoSeeds, type DemoSeed, type SeedServices } from './db/seed/steps';
import { demoBroadcastsSeed } from './domains/broadcasts/broadcasts.seed';
import { demoCompanySeed } from './domains/company/company.seed';

/**
 * Every area's demo data, in the order it builds up: accounts and businesses first. Each area
 * keeps its demo data beside its code (`domains/<area>/<area>.seed.ts`); this list only orders them.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  demoAccountsSeed,
  demoJobsSeed,
  demoResumesSeed,
  demoNewsSeed,
  demoPlansSeed,
  lostFoundSeed,
  demoExamsSeed,
  demoEventsSeed,
  demoBloodSeed,
  demoConsultantsSeed,
  demoBillsSeed,
  demoAccountsBooksSeed,
  demoBooksSeed,
  // The business kit's people modules: the salon first (older databases lack it), then staff,
  // whom attendance names.
  demoBarberSeed,
  demoStaffSeed,
  demoAttendanceSeed,
  demoNoticesSeed,
  demoMaintenanceSeed,
  demoEnquiriesSeed,
  librarySeed,
  libraryAttendanceSeed,
  demoGymHubSeed,
  gymSeed,
  demoAharStockSeed,
  demoAharDemandSeed,
  demoAharPeopleSeed,
  // After every area's people: Multiple's history names them.
  demoBroadcastsSeed(PEOPLE_DIRECTORIES),
  // After the jobs: the company area fills the demo recruiter's company and its applicants.
  demoCompanySeed,
];

/** Loads whatever demo data this database does not have yet. Returns whether it loaded any. */
export async function seedDemoData(
  db: Db,
  services: Omit<SeedServices, 'orgSetup'> = {},
): Promise<boolean> {
  const ran = await runDemoSeeds(db, DEMO_SEEDS, { orgSetup: ORG_SETUP_STEPS, ...services });
  return ran.length > 0;
}
