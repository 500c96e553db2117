import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Article,
  InterviewRound,
  PlacementApplication,
  PlacementEnquiry,
  PublicCompany,
} from '@vedann/contracts';
import { runDemoSeeds } from '../../db/seed/steps';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD, demoAccountsSeed } from '../orgs/demo-accounts.seed';
import { demoJobsSeed } from '../jobs/jobs.seed';
import { DEMO_COMPANY, demoCompanySeed, lastTwelveMonths } from './company.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(email: string): Promise<string> {
  const res = await t.request('POST', '/api/v1/user/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  return res.json<{ token: string }>().token;
}

describe('the demo company', () => {
  it('has a full public page: profile, products, news, a year of share prices and two ratings', async () => {
    const ran = await runDemoSeeds(
      t.database.db,
      [demoAccountsSeed, demoJobsSeed, demoCompanySeed],
      { storage: t.deps.storage },
    );
    expect(ran).toContain(demoCompanySeed.key);
    const found = await t.request('GET', '/api/v1/company-pages?search=sutra%20tech');
    const id = found.json<{ companies: { _id: string; name: string }[] }>().companies[0]?._id;
    expect(id).toBeDefined();

    // Signed out, as any visitor.
    const res = await t.request('GET', `/api/v1/company-pages/${id ?? ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ company: PublicCompany }>().company;
    expect(page.name).toBe(DEMO_COMPANY);
    expect(page.founders).toEqual(['Rahul Mehta', 'Nandini Krishnan']);
    expect(page.contact.email).toBe('hello@sutra.example');
    expect(page.established).toBe('2019');
    expect(page.logo).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    // The logo and the product pictures are public images anyone can load.
    const logo = await t.request('GET', page.logo ?? '');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(page.products.map((p) => p.name)).toEqual([
      'Sutra Billing',
      'Sutra Shopfront',
      'Attendance kiosk',
    ]);
    for (const product of page.products) {
      expect((await t.request('GET', product.image)).statusCode).toBe(200);
    }
    // Newest first; the first is on the platform's news feed.
    expect(page.news).toHaveLength(3);
    expect(page.news.map((n) => n.feed)).toEqual(['approved', 'none', 'none']);
    expect(page.sharePrices.map((p) => p.month)).toEqual(lastTwelveMonths());
    expect(page.sharePrices.every((p) => p.price > 0)).toBe(true);
    expect(page.rating).toEqual({ average: 4.5, count: 2 });

    // The approved item is an article of the news feed, with the jobs drawing (it was approved
    // before the company had a logo).
    const feed = await t.request('GET', '/api/v1/news?limit=50');
    const article = feed
      .json<{ articles: Article[] }>()
      .articles.find((a) => a._id === page.news[0]?.articleId);
    expect(article).toMatchObject({
      title: page.news[0]?.event,
      url: 'https://sutra.example/careers',
      image: '/news/jobs.svg',
    });

    // The demo student's side: an interview set and rated, and an answered enquiry.
    const student = await login('student@vedann.demo');
    const apply = await t.request('GET', '/api/v1/placement/applications', { token: student });
    const mine = apply
      .json<{ applications: PlacementApplication[] }>()
      .applications.filter((a) => a.companyName === DEMO_COMPANY);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'shortlisted', companyRated: true });
    expect(mine[0]?.interviewAt).not.toBeNull();
    const enquiries = await t.request('GET', '/api/v1/placement/enquiries', { token: student });
    expect(enquiries.json<{ enquiries: PlacementEnquiry[] }>().enquiries).toEqual([
      expect.objectContaining({
        companyName: DEMO_COMPANY,
        post: 'Frontend Developer Intern',
        response: 'Approved',
      }),
    ]);

    // The company's side: the round the student cleared, and the ratings without names.
    const recruiter = await login('recruiter@vedann.demo');
    const as = { token: recruiter, orgId: id ?? '' };
    const rounds = await t.request(
      'GET',
      `/api/v1/admin/applications/${mine[0]?._id ?? ''}/rounds`,
      as,
    );
    expect(rounds.json<{ rounds: InterviewRound[] }>().rounds).toEqual([
      expect.objectContaining({ name: 'Technical interview', result: 'Cleared' }),
    ]);
    const ratings = await t.request('GET', '/api/v1/company/ratings', as);
    expect(ratings.json()).toMatchObject({ summary: { average: 4.5, count: 2 }, total: 2 });
    const profile = await t.request('GET', '/api/v1/company/profile', as);
    expect(profile.json()).toMatchObject({ profile: { gstNo: '29AAPCS1234K1ZY' } });
  });
});

describe('lastTwelveMonths', () => {
  it('gives the twelve months before the given day, across a new year', () => {
    expect(lastTwelveMonths('2026-02-15')).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });
});
