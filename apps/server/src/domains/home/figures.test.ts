import { count, eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_FIGURES_MAX_AGE_S, todayInIndia, type HomeFigures } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { organizations } from '../orgs/orgs.table';
import { jobs } from '../jobs';
import { seatLayouts } from '../library';
import { newsArticles } from '../news';
import { seatBookings } from '../library/seats.table';
import { countHomeFigures, homeFigures } from './figures.service';

// Issue 31 item 9: the landing page's figures against direct counts, and what is left out.

let t: TestApp;
let owner: TestUser;
let company: string;
let fullLibrary: string;
const today = todayInIndia();
const db = () => t.database.db;

let serial = 0;
async function job(status: 'open' | 'closed') {
  serial += 1;
  await db()
    .insert(jobs)
    .values({
      orgId: company,
      companyName: 'Figures Co',
      title: `Job ${serial}`,
      description: 'Work.',
      position: 1,
      jobType: 'Full Time',
      salary: 5,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 1,
      status,
    });
}

async function article(title: string, createdAt: Date) {
  serial += 1;
  // Ids are time-ordered: the newest article has the greatest id.
  const id = `${Math.floor(createdAt.getTime() / 1000).toString(16)}${String(serial).padStart(16, '0')}`;
  await db()
    .insert(newsArticles)
    .values({ id, title, description: 'Story.', image: '/news/jobs.svg', createdAt });
}

/** Every seat of the library taken today: one seat per shift, held by a Full day booking. */
async function fillLibrary(orgId: string) {
  await db()
    .update(seatLayouts)
    .set({ gridRows: 1, gridCols: 1, tables: [] })
    .where(eq(seatLayouts.orgId, orgId));
  await db().insert(seatBookings).values({
    orgId,
    shift: 'Full day',
    layout: 'grid',
    seatNumber: 1,
    tableNo: 1,
    memberId: 'FULL1',
    startDate: today,
    expiryDate: today,
    bookedBy: owner.user._id,
  });
}

async function answer(): Promise<{ figures: HomeFigures; cacheControl: unknown }> {
  // Signed out: the landing page's visitor.
  const res = await t.request('GET', '/api/v1/home/figures');
  expect(res.statusCode, res.body).toBe(200);
  return { figures: res.json<HomeFigures>(), cacheControl: res.headers['cache-control'] };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ role: 'recruiter' });
  const librarian = await t.signUp({ role: 'librarian' });
  company = await t.createOrg(owner, 'company', 'Figures Co');
  await t.createOrg(librarian, 'library', 'Open Library');
  fullLibrary = await t.createOrg(librarian, 'library', 'Full Library');
  await t.createOrg(owner, 'gym', 'Figures Gym');
  await t.createOrg(owner, 'gym', 'Second Gym');
  await t.createOrg(owner, 'ahar', 'Figures Ahar');
  await Promise.all([job('open'), job('open'), job('open'), job('closed')]);
  await fillLibrary(fullLibrary);
  const hour = 3_600_000;
  const now = Date.now();
  await article('Oldest story', new Date(now - 4 * hour));
  await article('Older story', new Date(now - 3 * hour));
  await article('Newer story', new Date(now - 2 * hour));
  await article('Newest story', new Date(now - hour));
});
afterAll(() => t.close());

describe('GET /api/v1/home/figures', () => {
  it('answers a visitor with the figures the tables hold, closed jobs and full libraries left out', async () => {
    const { figures, cacheControl } = await answer();
    const [openJobs] = await db()
      .select({ total: count() })
      .from(jobs)
      .where(eq(jobs.status, 'open'));
    const [gyms] = await db()
      .select({ total: count() })
      .from(organizations)
      .where(eq(organizations.kind, 'gym'));
    expect(figures).toMatchObject({
      success: true,
      today,
      openJobs: openJobs?.total,
      librariesWithFreeSeat: 1,
      gyms: gyms?.total,
    });
    // The direct counts are the rows made here: a closed job and the ahar are not counted.
    expect(figures.openJobs).toBe(3);
    expect(figures.gyms).toBe(2);
    expect(figures.news.map((item) => item.title)).toEqual([
      'Newest story',
      'Newer story',
      'Older story',
    ]);
    expect(figures.news[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(cacheControl).toBe(`public, max-age=${HOME_FIGURES_MAX_AGE_S}`);
  });

  it('counts a library again once a seat is free, and one whose seats are all taken today not at all', async () => {
    // The full library's booking is moved to a past day: its seat is free today.
    const before = await countHomeFigures(db(), today);
    expect(before.librariesWithFreeSeat).toBe(1);
    await db()
      .update(seatBookings)
      .set({ startDate: '2020-01-01', expiryDate: '2020-01-01' })
      .where(and(eq(seatBookings.orgId, fullLibrary), eq(seatBookings.memberId, 'FULL1')));
    expect((await countHomeFigures(db(), today)).librariesWithFreeSeat).toBe(2);
  });

  it('is counted once per interval: a crowd shares one answer, the next interval counts again', async () => {
    const database = db();
    const start = Date.now() + 10 * HOME_FIGURES_MAX_AGE_S * 1000;
    const first = await homeFigures(database, today, start);
    await job('open');
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) => homeFigures(database, today, start + i * 100)),
    );
    for (const kept of crowd) expect(kept).toBe(first);
    const later = await homeFigures(database, today, start + HOME_FIGURES_MAX_AGE_S * 1000);
    expect(later.openJobs).toBe(first.openJobs + 1);
  });
});
