import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CERTIFICATE_PRESETS,
  COMPANY_AREA_MESSAGES,
  COMPANY_MESSAGES,
  TAX_ID_MESSAGES,
  type Article,
  type Company,
  type CompanyNews,
  type Job,
  type CompanyProfile,
  type PendingCompanyNews,
  type PlacementApplication,
  type PublicCompany,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';

let t: TestApp;
let recruiter: TestUser;
let company: string;

const pdf = () => Buffer.from('%PDF-1.4\n% certificate\n%%EOF\n');
const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Sutra Analytics');
});
afterAll(() => t.close());

const asCompany = () => ({ token: recruiter.token, orgId: company });

function send(
  method: string,
  url: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
  as: { token?: string; orgId?: string } = asCompany(),
) {
  const { body, contentType } = multipartBody(fields, file);
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
      ...(as.orgId ? { 'x-org-id': as.orgId } : {}),
      'content-type': contentType,
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: body,
  });
}

const profileFields = (change: Record<string, string> = {}) => ({
  name: 'Sutra Analytics Pvt Ltd',
  industry: 'Backend Developer',
  location: 'Pune',
  description: 'Data products for small businesses.',
  website: 'https://sutra.example.com',
  productNo: 'SA-100',
  gstNo: '27AAPFU0939F1ZV',
  established: '2019',
  founders: JSON.stringify(['Asha Rao', 'Vikram Shah']),
  contact: JSON.stringify({
    phone: '9876543210',
    email: 'hello@sutra.example.com',
    website: 'https://sutra.example.com',
    address: 'Baner Road, Pune',
  }),
  businessType: 'General Business',
  ...change,
});

describe('the company profile (Submit Profile)', () => {
  it('saves the details, founders and contact on the job portal company, with a logo', async () => {
    const res = await send('POST', '/api/v1/company/profile', profileFields(), {
      field: 'image',
      name: 'logo.png',
      type: 'image/png',
      data: pngBytes(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; profile: CompanyProfile }>();
    expect(body.message).toBe('Company profile submitted successfully');
    expect(body.profile).toMatchObject({
      name: 'Sutra Analytics Pvt Ltd',
      productNo: 'SA-100',
      gstNo: '27AAPFU0939F1ZV',
      established: '2019',
      founders: ['Asha Rao', 'Vikram Shah'],
      contact: { phone: '9876543210', address: 'Baner Road, Pune' },
      businessType: 'General Business',
    });
    expect(body.profile.logo).toMatch(/^\/api\/v1\/files\//);

    // One company, one profile: the job portal's company is the same row.
    const portal = await t.request('GET', `/api/v1/companies/${company}`, asCompany());
    expect(portal.json<{ company: { name: string; description: string } }>().company).toMatchObject(
      {
        name: 'Sutra Analytics Pvt Ltd',
        description: 'Data products for small businesses.',
      },
    );
    const read = await t.request('GET', '/api/v1/company/profile', asCompany());
    expect(read.json<{ profile: CompanyProfile }>().profile.founders).toEqual([
      'Asha Rao',
      'Vikram Shah',
    ]);
  });

  it("asks a company for the job portal's industry, and keeps none for an ahar", async () => {
    const withoutIndustry = Object.fromEntries(
      Object.entries(profileFields()).filter(([field]) => field !== 'industry'),
    );
    const companyWithout = await send('POST', '/api/v1/company/profile', withoutIndustry);
    expect(companyWithout.statusCode).toBe(400);
    expect(companyWithout.json().message).toBe('Choose an industry.');

    const ahar = await t.createOrg(recruiter, 'ahar', 'Annapurna Tiffins');
    const asAhar = { token: recruiter.token, orgId: ahar };
    const aharWithout = await send(
      'POST',
      '/api/v1/company/profile',
      { ...withoutIndustry, name: 'Annapurna Tiffins', businessType: 'Food Industry' },
      undefined,
      asAhar,
    );
    expect(aharWithout.statusCode, aharWithout.body).toBe(200);
    expect(aharWithout.json().message).toBe(COMPANY_AREA_MESSAGES.submittedAhar);
    expect(aharWithout.json<{ profile: CompanyProfile }>().profile.industry).toBe('');
    // A developer industry sent for a food business is not kept.
    const aharWith = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ name: 'Annapurna Tiffins', businessType: 'Food Industry' }),
      undefined,
      asAhar,
    );
    expect(aharWith.statusCode, aharWith.body).toBe(200);
    const read = await t.request('GET', '/api/v1/company/profile', asAhar);
    expect(read.json<{ profile: CompanyProfile }>().profile).toMatchObject({
      name: 'Annapurna Tiffins',
      industry: '',
    });
  });

  it('keeps at least one founder', async () => {
    const res = await send('POST', '/api/v1/company/profile', profileFields({ founders: '[]' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_AREA_MESSAGES.founderRequired);
    const blank = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ founders: JSON.stringify(['  ']) }),
    );
    expect(blank.json().message).toBe(COMPANY_AREA_MESSAGES.founderName);
  });

  it('checks the GSTIN, the contact phone and the business type', async () => {
    const gst = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ gstNo: '27AAPFU0939F1ZA' }),
    );
    expect(gst.json().message).toBe(TAX_ID_MESSAGES.gstin);
    const phone = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ contact: JSON.stringify({ phone: '12345' }) }),
    );
    expect(phone.json().message).toBe(COMPANY_AREA_MESSAGES.contactPhone);
    const type = await send(
      'POST',
      '/api/v1/company/profile',
      profileFields({ businessType: 'Bakery' }),
    );
    expect(type.json().message).toBe(COMPANY_AREA_MESSAGES.businessType);
  });

  it("answers the spec's words when nobody is signed in", async () => {
    const res = await send('POST', '/api/v1/company/profile', profileFields(), undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User not logged in! Please log in first.');
  });

  it("cannot write another recruiter's company", async () => {
    const other = await t.signUp({ role: 'recruiter' });
    const res = await send('POST', '/api/v1/company/profile', profileFields(), undefined, {
      token: other.token,
      orgId: company,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /companies as spec 04 section 7 sends it', () => {
  // userId, name, industry, description, founders (a JSON list), contact (a JSON object) and
  // the optional image; the spec's form has no location.
  const specFields = (change: Record<string, string> = {}) => ({
    userId: recruiter.user._id,
    name: 'Meghdoot Logistics',
    industry: 'FullStack Developer',
    description: 'Same-day delivery for small shops.',
    founders: JSON.stringify(['Ira Menon']),
    contact: JSON.stringify({ phone: '9123456780', email: 'hi@meghdoot.example.com' }),
    ...change,
  });
  const image = (data: Buffer, type = 'image/png') => ({
    field: 'image',
    name: 'company.png',
    type,
    data,
  });

  it('registers the company with its image, shown on its public page and its jobs', async () => {
    const res = await send('POST', '/api/v1/companies', specFields(), image(pngBytes()), {
      token: recruiter.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ company: Company }>().company;
    expect(created.logo).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const file = await t.request('GET', created.logo ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const page = await t.request('GET', `/api/v1/company-pages/${created._id}`);
    expect(page.json<{ company: PublicCompany }>().company).toMatchObject({
      name: 'Meghdoot Logistics',
      description: 'Same-day delivery for small shops.',
      logo: created.logo,
      founders: ['Ira Menon'],
      contact: { phone: '9123456780', email: 'hi@meghdoot.example.com' },
    });

    const job = await t.request('POST', '/api/v1/admin/jobs', {
      token: recruiter.token,
      orgId: created._id,
      body: {
        title: 'Route Planner',
        description: 'Plan the delivery routes of the day.',
        position: 1,
        jobType: 'Full Time',
        salary: 6,
        location: 'Pune',
        industry: 'FullStack Developer',
        experience: 1,
      },
    });
    expect(job.statusCode, job.body).toBe(201);
    const jobs = await t.request('GET', `/api/v1/jobs?company=${created._id}`);
    expect(jobs.json<{ jobs: Job[] }>().jobs.map((j) => j.company)).toEqual([
      { _id: created._id, name: 'Meghdoot Logistics', logo: created.logo },
    ]);
  });

  it("refuses a profile without founders with the area's message", async () => {
    const as = { token: recruiter.token };
    const empty = await send(
      'POST',
      '/api/v1/companies',
      specFields({ founders: '[]' }),
      undefined,
      as,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COMPANY_AREA_MESSAGES.founderRequired);
    const withoutFounders: Record<string, string> = specFields();
    delete withoutFounders.founders;
    const missing = await send('POST', '/api/v1/companies', withoutFounders, image(pngBytes()), as);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COMPANY_AREA_MESSAGES.founderRequired);
    // The portal's own form (no founders, no contact) still registers a company.
    const portal = await send(
      'POST',
      '/api/v1/companies',
      { name: 'Portal Form Co', industry: 'Backend Developer', location: 'Pune' },
      undefined,
      as,
    );
    expect(portal.statusCode, portal.body).toBe(201);
  });

  it('checks the image by its content', async () => {
    const res = await send('POST', '/api/v1/companies', specFields(), image(pdf(), 'image/png'), {
      token: recruiter.token,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(COMPANY_MESSAGES.logo);
  });
});

describe('certificates', () => {
  const certificate = (name: string, data: Buffer, type = 'application/pdf', as = asCompany()) =>
    send(
      'POST',
      '/api/v1/company/certificates',
      { businessType: 'Food Industry', name },
      { field: 'file', name: 'certificate', type, data },
      as,
    );

  it('offers every preset list of the spec', () => {
    expect(Object.keys(CERTIFICATE_PRESETS)).toHaveLength(7);
    expect(CERTIFICATE_PRESETS['Food Industry']).toEqual([
      'FSSAI License',
      'Health Trade License',
      'GST Registration',
    ]);
  });

  it('takes a PDF, a JPG or a PNG, checked by content', async () => {
    const asPdf = await certificate('FSSAI License', pdf());
    expect(asPdf.statusCode, asPdf.body).toBe(201);
    expect(asPdf.json().certificate).toMatchObject({
      name: 'FSSAI License',
      businessType: 'Food Industry',
    });
    const asPng = await certificate('Health Trade License', pngBytes(), 'image/png');
    expect(asPng.statusCode).toBe(201);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const asJpeg = await certificate('GST Registration', jpeg, 'image/jpeg');
    expect(asJpeg.statusCode).toBe(201);
    expect(
      (
        await t.request(
          'DELETE',
          `/api/v1/company/certificates/${asJpeg.json().certificate._id}`,
          asCompany(),
        )
      ).statusCode,
    ).toBe(200);
    // A GIF is an image, but not one of the three; a text file named .pdf is not a PDF.
    const asGif = await certificate('GST Registration', gif(), 'image/gif');
    expect(asGif.statusCode).toBe(415);
    expect(asGif.json().message).toBe(COMPANY_AREA_MESSAGES.certificateFile);
    const fake = await certificate('GST Registration', Buffer.from('just text'), 'application/pdf');
    expect(fake.statusCode).toBe(415);
    const profile = await t.request('GET', '/api/v1/company/profile', asCompany());
    expect(
      profile.json<{ profile: CompanyProfile }>().profile.certificates.map((c) => c.name),
    ).toEqual(['FSSAI License', 'Health Trade License']);
  });

  it("refuses a name outside the business type's list, and a certificate without a file", async () => {
    const wrong = await certificate('RERA Registration', pdf());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(COMPANY_AREA_MESSAGES.certificateName);
    const noFile = await send('POST', '/api/v1/company/certificates', {
      businessType: 'Food Industry',
      name: 'FSSAI License',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(COMPANY_AREA_MESSAGES.certificateRequired);
  });

  it('belongs to its company only', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/certificates',
      listKey: 'certificates',
      itemPath: (id) => `/api/v1/company/certificates/${id}`,
      create: async (_t, owner, orgId) => {
        const res = await certificate('FSSAI License', pdf(), 'application/pdf', {
          token: owner.token,
          orgId,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ certificate: { _id: string } }>().certificate._id;
      },
      updateBody: { businessType: 'Food Industry', name: 'GST Registration' },
      deletable: true,
    });
  });
});

const product = {
  code: 'P-1',
  name: 'Ledger Cloud',
  use: 'Book-keeping for shops',
  hsn: '998314',
  pricePerUnit: 1499,
  image: '',
  description: '',
};

describe('products', () => {
  it('are added with an image and a PDF description, and checked', async () => {
    const image = await send(
      'POST',
      '/api/v1/company/images',
      {},
      {
        field: 'file',
        name: 'p.png',
        type: 'image/png',
        data: pngBytes(),
      },
    );
    expect(image.statusCode, image.body).toBe(201);
    const notImage = await send(
      'POST',
      '/api/v1/company/images',
      {},
      {
        field: 'file',
        name: 'p.png',
        type: 'image/png',
        data: pdf(),
      },
    );
    expect(notImage.json().message).toBe(COMPANY_AREA_MESSAGES.productImage);
    const doc = await send(
      'POST',
      '/api/v1/company/documents',
      {},
      {
        field: 'file',
        name: 'd.pdf',
        type: 'application/pdf',
        data: pdf(),
      },
    );
    expect(doc.statusCode).toBe(201);
    const notPdf = await send(
      'POST',
      '/api/v1/company/documents',
      {},
      {
        field: 'file',
        name: 'd.pdf',
        type: 'application/pdf',
        data: pngBytes(),
      },
    );
    expect(notPdf.json().message).toBe(COMPANY_AREA_MESSAGES.pdfOnly);

    const created = await t.request('POST', '/api/v1/company/products', {
      ...asCompany(),
      body: { ...product, image: image.json().url, description: doc.json().url },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().product).toMatchObject({ code: 'P-1', pricePerUnit: 1499 });
  });

  it('refuse a wrong HSN, a negative price and a file address that is not an upload', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ hsn: '12' }, COMPANY_AREA_MESSAGES.hsn],
      [{ pricePerUnit: -1 }, COMPANY_AREA_MESSAGES.price],
      [{ name: '' }, COMPANY_AREA_MESSAGES.productName],
      [{ image: 'https://evil.example.com/x.png' }, COMPANY_AREA_MESSAGES.fileUrl],
    ];
    for (const [change, message] of cases) {
      const res = await t.request('POST', '/api/v1/company/products', {
        ...asCompany(),
        body: { ...product, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('belong to their company only', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/products',
      listKey: 'products',
      itemPath: (id) => `/api/v1/company/products/${id}`,
      create: async (_t, owner, orgId) => {
        const res = await t.request('POST', '/api/v1/company/products', {
          token: owner.token,
          orgId,
          body: product,
        });
        return res.json<{ product: { _id: string } }>().product._id;
      },
      updateBody: product,
      deletable: true,
    });
  });
});

const newsItem = {
  date: '2026-11-20',
  event: 'Opened a Nagpur office',
  description: '',
  source: 'Times of India',
};

describe('news and events', () => {
  it('need an event and a real date', async () => {
    const noEvent = await t.request('POST', '/api/v1/company/news', {
      ...asCompany(),
      body: { ...newsItem, event: ' ' },
    });
    expect(noEvent.json().message).toBe(COMPANY_AREA_MESSAGES.newsEvent);
    const badDate = await t.request('POST', '/api/v1/company/news', {
      ...asCompany(),
      body: { ...newsItem, date: '2026-02-30' },
    });
    expect(badDate.statusCode).toBe(400);
    const ok = await t.request('POST', '/api/v1/company/news', { ...asCompany(), body: newsItem });
    expect(ok.statusCode).toBe(201);
  });

  it('belong to their company only', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/news',
      listKey: 'news',
      itemPath: (id) => `/api/v1/company/news/${id}`,
      create: async (_t, owner, orgId) => {
        const res = await t.request('POST', '/api/v1/company/news', {
          token: owner.token,
          orgId,
          body: newsItem,
        });
        return res.json<{ newsItem: { _id: string } }>().newsItem._id;
      },
      updateBody: newsItem,
      deletable: true,
    });
  });
});

describe("the platform's news feed (beyond the spec)", () => {
  let admin: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
    student = await t.signUp();
  });
  const addNews = async (event: string, source = 'https://example.com/sutra') => {
    const res = await t.request('POST', '/api/v1/company/news', {
      ...asCompany(),
      body: { ...newsItem, event, source },
    });
    return res.json<{ newsItem: CompanyNews }>().newsItem;
  };
  const sendToFeed = (id: string, as: { token: string; orgId?: string } = asCompany()) =>
    t.request('POST', `/api/v1/company/news/${id}/feed`, as);
  const decide = (id: string, approve: boolean, token = admin.token) =>
    t.request('PUT', `/api/v1/admin/company-news/${id}/feed`, { token, body: { approve } });
  const pending = async () =>
    (await t.request('GET', '/api/v1/admin/company-news', { token: admin.token })).json<{
      news: PendingCompanyNews[];
      total: number;
    }>();

  it('is asked by the company, approved by an administrator and then an article', async () => {
    const item = await addNews('Won the Pune start-up award');
    expect(item.feed).toBe('none');
    const sent = await sendToFeed(item._id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: COMPANY_AREA_MESSAGES.feedRequested,
      newsItem: { feed: 'pending', articleId: null },
    });
    const again = await sendToFeed(item._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPANY_AREA_MESSAGES.feedPending);

    const queue = await pending();
    expect(queue.news).toContainEqual(
      expect.objectContaining({ _id: item._id, companyId: company, feed: 'pending' }),
    );

    const approved = await decide(item._id, true);
    expect(approved.statusCode, approved.body).toBe(200);
    const { newsItem } = approved.json<{ message: string; newsItem: CompanyNews }>();
    expect(approved.json().message).toBe(COMPANY_AREA_MESSAGES.feedPublished);
    expect(newsItem.feed).toBe('approved');
    const article = await t.request('GET', `/api/v1/news/${newsItem.articleId}`);
    expect(article.json<{ article: Article }>().article).toMatchObject({
      title: 'Won the Pune start-up award',
      url: 'https://example.com/sutra',
    });
    expect(article.json<{ article: Article }>().article.description).toContain(
      'Won the Pune start-up award',
    );
    expect((await pending()).news.map((entry) => entry._id)).not.toContain(item._id);
    expect((await sendToFeed(item._id)).json().message).toBe(COMPANY_AREA_MESSAGES.feedApproved);
    expect((await decide(item._id, false)).statusCode).toBe(409);

    // Removing the news item takes its article off the feed.
    await t.request('DELETE', `/api/v1/company/news/${item._id}`, asCompany());
    expect((await t.request('GET', `/api/v1/news/${newsItem.articleId}`)).statusCode).toBe(404);
  });

  it('is refused without an article, and may be sent again', async () => {
    const item = await addNews('Quarterly results', 'Company blog');
    await sendToFeed(item._id);
    const refused = await decide(item._id, false);
    expect(refused.json()).toMatchObject({
      message: COMPANY_AREA_MESSAGES.feedRefused,
      newsItem: { feed: 'rejected', articleId: null },
    });
    expect((await sendToFeed(item._id)).statusCode).toBe(200);
    const bad = await t.request('PUT', `/api/v1/admin/company-news/${item._id}/feed`, {
      token: admin.token,
      body: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(COMPANY_AREA_MESSAGES.feedDecision);
  });

  it('an article the administrator deletes takes the item off the feed', async () => {
    const item = await addNews('New Nagpur office');
    await sendToFeed(item._id);
    const { newsItem } = (await decide(item._id, true)).json<{ newsItem: CompanyNews }>();
    await t.request('DELETE', `/api/v1/news/${newsItem.articleId}`, { token: admin.token });
    const list = await t.request('GET', '/api/v1/company/news?limit=50', asCompany());
    expect(
      list.json<{ news: CompanyNews[] }>().news.find((entry) => entry._id === item._id),
    ).toMatchObject({ feed: 'none', articleId: null });
  });

  it('is decided by platform administrators only, and asked by the company only', async () => {
    const item = await addNews('Hiring drive');
    expect((await t.request('GET', '/api/v1/admin/company-news', asCompany())).statusCode).toBe(
      403,
    );
    expect((await decide(item._id, true, recruiter.token)).statusCode).toBe(403);
    expect((await decide(item._id, true, student.token)).statusCode).toBe(403);
    const other = await t.signUp({ role: 'recruiter' });
    const otherCompany = await t.createOrg(other, 'company', 'Other Co');
    const foreign = await sendToFeed(item._id, { token: other.token, orgId: otherCompany });
    expect(foreign.statusCode).toBe(404);
    expect((await decide('0'.repeat(24), true)).statusCode).toBe(404);
  });
});

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
