import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  COMPANY_AREA_MESSAGES,
  type Article,
  type CompanyNews,
  type PendingCompanyNews,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';
import { newsItem, pdf, product, sendMultipart, type MultipartFile } from './company.test-support';

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
