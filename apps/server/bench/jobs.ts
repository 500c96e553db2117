// The job portal's figures: a filtered /jobs page and a keyword search over 10,000 jobs, and applying.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createUser } from '../src/domains/accounts/users.service';
import { companyProfiles, jobs } from '../src/domains/jobs/jobs.table';
import { createOrganization } from '../src/domains/orgs/orgs.service';
import { ORG_SETUP_STEPS } from '../src/areas';
import { LIST_PAGE, fetchReady, load, report, reportRun, runFigure } from './support';

const JOB_COUNT = 10_000;

/** Applies from `clients` students at once, each to its own run of jobs; every answer must be 201. */
async function applyRun(base: string, tokens: string[], jobIds: string[]) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, client) => {
      for (let i = client; i < jobIds.length; i += tokens.length) {
        const begin = performance.now();
        const res = await fetch(`${base}/api/v1/application/apply/${jobIds[i] ?? ''}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
          },
          body: '{}',
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - begin);
        if (res.status !== 201) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { rps: latencies.length / seconds, p99: Math.round(p99), errors };
}

export async function benchJobs({ base, db }: { base: string; db: Db }): Promise<void> {
  const recruiter = await createUser(db, {
    fullname: 'Bench Recruiter',
    email: 'bench-recruiter@vedann.local',
    phoneNumber: '9876543210',
    password: 'Bench@1234',
    role: 'recruiter',
  });
  const company = await createOrganization(
    db,
    { kind: 'company', name: 'Bench Careers', city: 'Pune', ownerId: recruiter.id },
    ORG_SETUP_STEPS,
  );
  await db
    .insert(companyProfiles)
    .values({ orgId: company.id, industry: 'Backend Developer', location: 'Pune' });
  // 10,000 jobs spread over every location, industry and salary range; one in ten closed.
  await db.execute(sql`
    insert into jobs (id, org_id, company_name, title, description, position, job_type, salary,
                      location, industry, experience, status)
    select lpad(to_hex(g + 500000), 24, '0'), ${company.id}, 'Bench Careers',
           (array['React Developer','Node.js Engineer','Full Stack Developer'])[1 + (g / 5) % 3] || ' ' || g,
           'Build and run services, team number ' || g, 1 + g % 4, 'Full Time', (g % 40) * 1.5 + 2,
           (array['Delhi NCR','Bangalore','Hyderabad','Pune','Mumbai'])[1 + g % 5],
           (array['Frontend Developer','Backend Developer','FullStack Developer'])[1 + (g / 5) % 3],
           g % 10, case when g % 10 = 0 then 'closed' else 'open' end
    from generate_series(1, ${JOB_COUNT}) g`);
  await db.execute(sql`vacuum (analyze) jobs`);

  const pages = [
    [
      'filtered /jobs page (location, industry, salary)',
      'location=Pune&industry=Backend%20Developer&salary=42-1lakh',
    ],
    ['filtered /jobs page 20 (location)', 'location=Bangalore&page=20'],
    ['keyword search /jobs?keyword=react', 'keyword=react'],
    [
      'multi-select /jobs page sorted by salary (two locations, a job type, experience)',
      'location=Pune,Mumbai&jobType=Full%20Time&experience=2-4,5-9&sort=salary',
    ],
    ['keyword search sorted by relevance', 'keyword=react%20developer&sort=relevance'],
  ] as const;
  for (const [what, query] of pages) {
    const run = await load({ url: `${base}/api/v1/jobs?${query}` });
    reportRun(`${what}, 10,000 jobs`, run, LIST_PAGE);
  }
  // The counts beside every option of the panel, for the same filters: one scan of the open
  // jobs and the companies grouped.
  const counted = [
    ['counts of the panel, no filter', ''],
    [
      'counts of the panel (two locations, a job type, experience)',
      'location=Pune,Mumbai&jobType=Full%20Time&experience=2-4,5-9',
    ],
    ['counts of the panel for a keyword', 'keyword=react'],
  ] as const;
  for (const [what, query] of counted) {
    const run = await load({ url: `${base}/api/v1/jobs/counts?${query}` });
    reportRun(`${what}, 10,000 jobs`, run, LIST_PAGE);
  }

  const students = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      createUser(db, {
        fullname: `Bench Student ${i}`,
        email: `bench-student${i}@vedann.local`,
        phoneNumber: '9876543210',
        password: 'Bench@1234',
        role: 'student',
      }),
    ),
  );
  const tokens: string[] = [];
  for (const student of students) {
    const login = await fetchReady(`${base}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: student.email, password: 'Bench@1234' }),
    });
    tokens.push(((await login.json()) as { token: string }).token);
  }
  const open = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.orgId, company.id), eq(jobs.status, 'open')))
    .orderBy(jobs.id)
    .limit(2000);
  const apply = await applyRun(
    base,
    tokens,
    open.map((row) => row.id),
  );
  report(
    'apply (10 students at once, one application each)',
    runFigure(apply),
    'no budget of its own; a write',
    undefined,
  );
}
