import { eq } from 'drizzle-orm';
import {
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  JOB_TYPES,
  type JobIndustry,
  type JobLocation,
} from '@vedann/contracts';
import { users } from '../accounts/users.table';
import { applications, companyProfiles, jobs } from './jobs.table';
import { organizations } from '../orgs/orgs.table';
import { createOrganization, type OrgSetupStep } from '../orgs/orgs.service';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { DemoSeed } from '../../db/seed/steps';

interface DemoCompany {
  name: string;
  industry: JobIndustry;
  location: JobLocation;
  description: string;
  website: string;
}

// Sutra Technologies exists already (the accounts step); the others are added to the same recruiter.
const COMPANIES: DemoCompany[] = [
  {
    name: 'Sutra Technologies',
    industry: 'FullStack Developer',
    location: 'Bangalore',
    description: 'Product studio building web platforms for Indian small businesses.',
    website: 'https://sutra.example',
  },
  {
    name: 'Kaveri Software',
    industry: 'Backend Developer',
    location: 'Hyderabad',
    description: 'Payments and ledger services for co-operative banks.',
    website: 'https://kaveri.example',
  },
  {
    name: 'Pixelnagar Studios',
    industry: 'Frontend Developer',
    location: 'Mumbai',
    description: 'Design-led agency for media and retail brands.',
    website: 'https://pixelnagar.example',
  },
  {
    name: 'Indus Cloud Labs',
    industry: 'Backend Developer',
    location: 'Pune',
    description: 'Managed databases and data pipelines.',
    website: 'https://induscloud.example',
  },
  {
    name: 'Dilli Digital',
    industry: 'Frontend Developer',
    location: 'Delhi NCR',
    description: 'Government and civic web services.',
    website: 'https://dillidigital.example',
  },
];

const TITLES: Record<JobIndustry, string[]> = {
  'Frontend Developer': ['React Developer', 'Frontend Engineer', 'UI Developer (Angular)'],
  'Backend Developer': ['Node.js Developer', 'Java Backend Engineer', 'Go Services Engineer'],
  'FullStack Developer': [
    'MERN Stack Developer',
    'Full Stack Engineer',
    'Django Full Stack Developer',
  ],
};

const DESCRIPTIONS: Record<JobIndustry, string> = {
  'Frontend Developer':
    'Build responsive, accessible screens in React and TypeScript, working with designers and the API team.',
  'Backend Developer':
    'Design and run APIs and databases: PostgreSQL, queues, observability and careful migrations.',
  'FullStack Developer':
    'Own features end to end, from the database schema to the React screen, with tests on both sides.',
};

// Spread across the three salary buckets (up to 4.8, up to 12, up to 60 LPA).
const SALARIES = [3.6, 4.2, 6, 8.5, 10, 12, 14, 18, 24, 4.8, 7.2, 30];

/** An id made at `when`, so demo jobs posted "N days ago" also sort by age (ids are time-ordered). */
function idAt(when: Date): string {
  const seconds = Math.floor(when.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + newId().slice(8);
}

async function companyFor(
  db: Db,
  ownerId: string,
  company: DemoCompany,
  orgSetup: readonly OrgSetupStep[],
): Promise<string> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, company.name));
  const orgId =
    existing?.id ??
    (
      await createOrganization(
        db,
        {
          kind: 'company',
          name: company.name,
          city: company.location,
          ownerId,
        },
        orgSetup,
      )
    ).id;
  const { industry, location, description, website } = company;
  await db
    .insert(companyProfiles)
    .values({ orgId, industry, location, description, website })
    .onConflictDoNothing();
  return orgId;
}

/** Five companies with 45 open jobs across the five locations, three industries and three salary ranges. */
export const demoJobsSeed: DemoSeed = {
  key: 'demo_jobs_seeded',
  async run(db, { orgSetup = [] }) {
    const [recruiter] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'recruiter@vedann.demo'));
    if (!recruiter) return;
    const companyIds: string[] = [];
    for (const company of COMPANIES)
      companyIds.push(await companyFor(db, recruiter.id, company, orgSetup));

    const now = Date.now();
    const rows: (typeof jobs.$inferInsert)[] = [];
    for (let i = 0; i < 45; i += 1) {
      const location = JOB_LOCATIONS[i % JOB_LOCATIONS.length] ?? 'Pune';
      const industry =
        JOB_INDUSTRIES[Math.floor(i / 5) % JOB_INDUSTRIES.length] ?? 'Frontend Developer';
      const companyIndex = (i * 2) % COMPANIES.length;
      const titles = TITLES[industry];
      // Oldest first, so the newest jobs get the newest ids; the last few are from today.
      const daysAgo = Math.max(0, 44 - i - 3);
      const createdAt = new Date(now - daysAgo * 86_400_000 - (45 - i) * 60_000);
      rows.push({
        id: idAt(createdAt),
        orgId: companyIds[companyIndex] ?? companyIds[0] ?? '',
        companyName: COMPANIES[companyIndex]?.name ?? '',
        title: titles[i % titles.length] ?? industry,
        description: DESCRIPTIONS[industry],
        position: (i % 4) + 1,
        jobType: JOB_TYPES[i % 7 === 6 ? 2 : i % 5 === 4 ? 1 : 0] ?? 'Full Time',
        salary: SALARIES[i % SALARIES.length] ?? 6,
        location,
        industry,
        experience: i % 6,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const inserted = await db
      .insert(jobs)
      .values(rows)
      .returning({ id: jobs.id, orgId: jobs.orgId });

    // The demo student has applied to two jobs, one already shortlisted.
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'student@vedann.demo'));
    const [first, second] = inserted;
    if (student && first && second) {
      await db.insert(applications).values([
        { orgId: first.orgId, jobId: first.id, applicantId: student.id, status: 'shortlisted' },
        { orgId: second.orgId, jobId: second.id, applicantId: student.id },
      ]);
    }
  },
};
