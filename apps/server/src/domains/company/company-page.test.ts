import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_AREA_MESSAGES,
  type PlacementApplication,
  type PublicCompany,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import {
  newsItem,
  pdf,
  product,
  profileFields,
  sendMultipart,
  type MultipartFile,
} from './company.test-support';

let t: TestApp;
let recruiter: TestUser;
let company: string;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Sutra Analytics');
});
afterAll(() => t.close());

const asCompany = () => ({ token: recruiter.token, orgId: company });
const send = (
  method: string,
  url: string,
  fields: Record<string, string>,
  file?: MultipartFile,
  as: { token?: string; orgId?: string } = asCompany(),
) => sendMultipart(t, method, url, fields, file, as);

describe('share prices', () => {
  it('are one per month, and the chart shows the latest 12 oldest first', async () => {
    for (let month = 1; month <= 12; month += 1) {
      const res = await t.request('POST', '/api/v1/company/share-prices', {
        ...asCompany(),
        body: { month: `2026-${String(month).padStart(2, '0')}`, price: 100 + month },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const older = await t.request('POST', '/api/v1/company/share-prices', {
      ...asCompany(),
      body: { month: '2025-12', price: 90 },
    });
    expect(older.statusCode).toBe(201);
    const again = await t.request('POST', '/api/v1/company/share-prices', {
      ...asCompany(),
      body: { month: '2026-03', price: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPANY_AREA_MESSAGES.sharePriceDuplicate);
    const badMonth = await t.request('POST', '/api/v1/company/share-prices', {
      ...asCompany(),
      body: { month: '2026-13', price: 1 },
    });
    expect(badMonth.json().message).toBe(COMPANY_AREA_MESSAGES.month);

    const chart = await t.request('GET', '/api/v1/company/share-prices/chart', asCompany());
    const points = chart.json<{ sharePrices: { month: string; price: number }[] }>().sharePrices;
    expect(points).toHaveLength(12);
    expect(points[0]).toMatchObject({ month: '2026-01', price: 101 });
    expect(points[11]).toMatchObject({ month: '2026-12', price: 112 });
  });

  it('an edit keeps its own month', async () => {
    const list = await t.request('GET', '/api/v1/company/share-prices?limit=50', asCompany());
    const row = list
      .json<{ sharePrices: { _id: string; month: string }[] }>()
      .sharePrices.find((p) => p.month === '2026-05')!;
    const same = await t.request('PUT', `/api/v1/company/share-prices/${row._id}`, {
      ...asCompany(),
      body: { month: '2026-05', price: 250 },
    });
    expect(same.statusCode, same.body).toBe(200);
    const taken = await t.request('PUT', `/api/v1/company/share-prices/${row._id}`, {
      ...asCompany(),
      body: { month: '2026-06', price: 250 },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('belong to their company only', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/share-prices',
      listKey: 'sharePrices',
      itemPath: (id) => `/api/v1/company/share-prices/${id}`,
      create: async (_t, owner, orgId) => {
        const res = await t.request('POST', '/api/v1/company/share-prices', {
          token: owner.token,
          orgId,
          body: { month: '2026-01', price: 10 },
        });
        return res.json<{ sharePrice: { _id: string } }>().sharePrice._id;
      },
      updateBody: { month: '2026-02', price: 11 },
      deletable: true,
    });
  });
});

describe("the students' rating of the company", () => {
  let student: TestUser;
  let applicationId: string;

  beforeAll(async () => {
    student = await t.signUp();
    const posted = await t.request('POST', '/api/v1/admin/jobs', {
      ...asCompany(),
      body: {
        title: 'Data Analyst',
        description: 'SQL.',
        position: 1,
        jobType: 'Full Time',
        salary: 6,
        location: 'Pune',
        industry: 'Backend Developer',
        experience: 0,
      },
    });
    const jobId = posted.json<{ job: { _id: string } }>().job._id;
    await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: student.token,
      body: {},
    });
    const mine = await t.request('GET', '/api/v1/placement/applications', { token: student.token });
    applicationId = mine.json<{ applications: PlacementApplication[] }>().applications[0]!._id;
  });

  const rate = (body: unknown, as: TestUser = student) =>
    t.request('PUT', `/api/v1/placement/applications/${applicationId}/company-rating`, {
      token: as.token,
      body,
    });

  it('waits for an interview', async () => {
    const early = await rate({ rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(COMPANY_AREA_MESSAGES.ratingNeedsInterview);
  });

  it('is 1 to 5, by the applicant only, and shows as an average', async () => {
    const interview = await t.request(
      'PUT',
      `/api/v1/admin/applications/${applicationId}/interview`,
      {
        ...asCompany(),
        body: { interviewAt: '2026-12-01T10:00:00+05:30' },
      },
    );
    expect(interview.statusCode).toBe(200);
    expect((await rate({ rating: 6 })).json().message).toBe(COMPANY_AREA_MESSAGES.ratingRange);
    const stranger = await t.signUp();
    expect((await rate({ rating: 5 }, stranger)).statusCode).toBe(404);
    const ok = await rate({ rating: 4, comment: 'Fair and quick.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ application: PlacementApplication }>().application.companyRated).toBe(true);

    const list = await t.request('GET', '/api/v1/company/ratings', asCompany());
    expect(list.json()).toMatchObject({
      summary: { average: 4, count: 1 },
      ratings: [{ post: 'Data Analyst', rating: 4, comment: 'Fair and quick.' }],
    });
  });
});

describe('the public company page', () => {
  // What the page shows beside the share prices and the rating above: the profile, a
  // certificate, a product and a news item, as the company enters them.
  beforeAll(async () => {
    const profile = await send('POST', '/api/v1/company/profile', profileFields());
    expect(profile.statusCode, profile.body).toBe(200);
    const certificate = await send(
      'POST',
      '/api/v1/company/certificates',
      { businessType: 'Food Industry', name: 'FSSAI License' },
      { field: 'file', name: 'certificate', type: 'application/pdf', data: pdf() },
    );
    expect(certificate.statusCode, certificate.body).toBe(201);
    const added = await t.request('POST', '/api/v1/company/products', {
      ...asCompany(),
      body: product,
    });
    expect(added.statusCode, added.body).toBe(201);
    const news = await t.request('POST', '/api/v1/company/news', {
      ...asCompany(),
      body: newsItem,
    });
    expect(news.statusCode, news.body).toBe(201);
  });

  it('shows the profile, products, news and rating, without the GSTIN or certificate files', async () => {
    const res = await t.request('GET', `/api/v1/company-pages/${company}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ company: PublicCompany }>().company;
    expect(page.name).toBe('Sutra Analytics Pvt Ltd');
    expect(page.founders).toEqual(['Asha Rao', 'Vikram Shah']);
    expect(page.products.map((p) => p.name)).toContain('Ledger Cloud');
    expect(page.news.map((n) => n.event)).toContain('Opened a Nagpur office');
    expect(page.rating).toEqual({ average: 4, count: 1 });
    // The chart's points: the latest 12 months entered, oldest first (2025-12 is left out).
    const chart = await t.request('GET', '/api/v1/company/share-prices/chart', asCompany());
    expect(page.sharePrices).toEqual(chart.json<{ sharePrices: unknown[] }>().sharePrices);
    expect(page.sharePrices.map((p) => p.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    expect(page).not.toHaveProperty('gstNo');
    expect(page.certificates[0]).toEqual({ name: 'FSSAI License' });
  });

  it('lists the companies by name, signed out too', async () => {
    const res = await t.request('GET', '/api/v1/company-pages?search=sutra');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<{ companies: { name: string }[] }>().companies.map((c) => c.name);
    expect(names).toEqual(['Sutra Analytics Pvt Ltd']);
  });

  it('is 404 for an id that is not a company', async () => {
    const student = await t.signUp();
    const gym = await t.createOrg(student, 'gym');
    expect((await t.request('GET', `/api/v1/company-pages/${gym}`)).statusCode).toBe(404);
  });
});
