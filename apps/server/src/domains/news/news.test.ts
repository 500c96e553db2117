import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEWS_MESSAGES, ORG_MESSAGES, type Article } from '@vedann/contracts';
import { DEMO_SEEDS } from '../../demo-seeds';
import { PEOPLE_DIRECTORIES } from '../../areas';
import { runDemoSeeds } from '../../db/seed/steps';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

const STORY = {
  title: 'Seats for the exam month',
  description: 'Libraries add a night shift for the exam month.',
  url: 'https://example.com/story',
  image: '/news/library.svg',
};

interface NewsList {
  articles: Article[];
  canEdit: boolean;
  total: number;
  totalPages: number;
}

beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeeds(t.database.db, DEMO_SEEDS, {
    people: PEOPLE_DIRECTORIES,
    storage: t.deps.storage,
  });
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  student = await t.signUp();
});
afterAll(() => t.close());

describe('news', () => {
  it('lists the nine demo articles to anyone, newest first, paged, without editing', async () => {
    const res = await t.request('GET', '/api/v1/news');
    expect(res.statusCode).toBe(200);
    const body = res.json<NewsList>();
    // The platform's eight, and Sutra Technologies' news item an administrator approved.
    expect(body.articles).toHaveLength(9);
    const fromCompanies = body.articles.filter((a) =>
      a.description.startsWith('Sutra Technologies, '),
    );
    expect(fromCompanies).toHaveLength(1);
    expect(body.canEdit).toBe(false);
    for (const article of body.articles) {
      expect(article.title).not.toBe('');
      expect(article.description).not.toBe('');
      expect(article.image).toMatch(/^\/news\/.+\.svg$/);
      expect(article.id).toBe(article._id);
    }
    expect(body.articles.at(-1)?.title).toBe('Job portal opens to every student');
    const page = await t.request('GET', '/api/v1/news?limit=3&page=3');
    expect(page.json<NewsList>()).toMatchObject({ total: 9, totalPages: 3 });
    expect(page.json<NewsList>().articles).toHaveLength(3);
  });

  it('tells an administrator, and only them, that they may edit', async () => {
    const asAdmin = await t.request('GET', '/api/v1/news', { token: admin.token });
    expect(asAdmin.json<NewsList>().canEdit).toBe(true);
    const asStudent = await t.request('GET', '/api/v1/news', { token: student.token });
    expect(asStudent.json<NewsList>().canEdit).toBe(false);
  });

  it('lets an administrator publish, edit and remove an article', async () => {
    const created = await t.request('POST', '/api/v1/news', { token: admin.token, body: STORY });
    expect(created.statusCode).toBe(201);
    const { article, message } = created.json<{ article: Article; message: string }>();
    expect(message).toBe(NEWS_MESSAGES.created);
    expect(article).toMatchObject(STORY);

    const one = await t.request('GET', `/api/v1/news/${article._id}`);
    expect(one.json()).toMatchObject({ success: true, article, canEdit: false });

    const updated = await t.request('PUT', `/api/v1/news/${article._id}`, {
      token: admin.token,
      body: { ...STORY, title: 'Night shift for exams', url: '' },
    });
    expect(updated.json()).toMatchObject({
      message: NEWS_MESSAGES.updated,
      article: { title: 'Night shift for exams', url: '' },
    });

    const removed = await t.request('DELETE', `/api/v1/news/${article._id}`, {
      token: admin.token,
    });
    expect(removed.json()).toEqual({ success: true, message: NEWS_MESSAGES.removed });
    const gone = await t.request('GET', `/api/v1/news/${article._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(NEWS_MESSAGES.notFound);
  });

  it.each([
    [{ ...STORY, title: '' }, NEWS_MESSAGES.title],
    [{ ...STORY, description: ' ' }, NEWS_MESSAGES.description],
    [{ ...STORY, url: 'javascript:alert(1)' }, NEWS_MESSAGES.url],
    [{ ...STORY, image: 'https://elsewhere.example/x.png' }, NEWS_MESSAGES.image],
  ])('refuses %j with its message', async (body, message) => {
    const res = await t.request('POST', '/api/v1/news', { token: admin.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('refuses writes from anyone but an administrator', async () => {
    const [first] = (await t.request('GET', '/api/v1/news')).json<NewsList>().articles;
    const id = first?._id ?? '';
    for (const [method, url] of [
      ['POST', '/api/v1/news'],
      ['PUT', `/api/v1/news/${id}`],
      ['DELETE', `/api/v1/news/${id}`],
    ] as const) {
      expect((await t.request(method, url, { body: STORY })).statusCode).toBe(401);
      const res = await t.request(method, url, { token: student.token, body: STORY });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(ORG_MESSAGES.forbidden);
    }
    const after = await t.request('GET', `/api/v1/news/${id}`);
    expect(after.json<{ article: Article }>().article.title).toBe(first?.title);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('GET', '/api/v1/news/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/v1/news/nope')).statusCode).toBe(400);
  });
});

describe('news pictures', () => {
  const upload = (token: string, file: { name: string; type: string; data: Buffer }) => {
    const { body, contentType } = multipartBody({}, { field: 'image', ...file });
    return t.request('POST', '/api/v1/news/images', {
      token,
      body,
      headers: { 'content-type': contentType },
    });
  };
  const png = { name: 'shift.png', type: 'image/png', data: pngBytes() };

  it('lets an administrator upload a picture and use it in an article', async () => {
    const res = await upload(admin.token, png);
    expect(res.statusCode).toBe(201);
    const { url, message } = res.json<{ url: string; message: string }>();
    expect(message).toBe(NEWS_MESSAGES.imageUploaded);
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const served = await t.request('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const created = await t.request('POST', '/api/v1/news', {
      token: admin.token,
      body: { ...STORY, image: url },
    });
    expect(created.json<{ article: Article }>().article.image).toBe(url);
  });

  it('refuses a file that is not an image, and anyone but an administrator', async () => {
    const text = await upload(admin.token, {
      name: 'shift.png',
      type: 'image/png',
      data: Buffer.from('not a picture'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(NEWS_MESSAGES.imageFile);
    const refused = await upload(student.token, png);
    expect(refused.statusCode).toBe(403);
  });
});
