import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EXAM_MESSAGES,
  type Exam,
  type ExamDeadline,
  type StudyCentre,
  todayInIndia,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { users } from '../../accounts/users.table';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

const inDays = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

const exam = (overrides: Record<string, unknown> = {}) => ({
  name: 'HTET Level 2',
  notificationDate: inDays(-20),
  lastDate: inDays(5),
  site: 'https://bseh.org.in',
  university: 'Board of School Education Haryana',
  state: 'Haryana',
  post: 'Teaching',
  ...overrides,
});

async function addExam(overrides: Record<string, unknown> = {}): Promise<Exam> {
  const res = await t.request('POST', '/api/v1/exams', {
    token: admin.token,
    body: exam(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ exam: Exam }>().exam;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  student = await t.signUp();
});
afterAll(() => t.close());

describe('exams', () => {
  it('only platform administrators write them; anyone reads them', async () => {
    expect((await t.request('POST', '/api/v1/exams', { body: exam() })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/api/v1/exams', { token: student.token, body: exam() })).statusCode,
    ).toBe(403);
    const created = await addExam({ name: 'Readable exam' });
    const read = await t.request('GET', `/api/v1/exams/${created._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ exam: Exam }>().exam.name).toBe('Readable exam');
    const changed = await t.request('PUT', `/api/v1/exams/${created._id}`, {
      token: admin.token,
      body: exam({ name: 'Renamed exam' }),
    });
    expect(changed.json<{ exam: Exam }>().exam.name).toBe('Renamed exam');
    expect(
      (await t.request('DELETE', `/api/v1/exams/${created._id}`, { token: student.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/api/v1/exams/${created._id}`, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect((await t.request('GET', `/api/v1/exams/${created._id}`)).json()).toEqual({
      success: false,
      message: EXAM_MESSAGES.examNotFound,
    });
  });

  it('refuses impossible dates, a last date before the notification, and unknown lists', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lastDate: '2026-02-30' }, EXAM_MESSAGES.lastDateInvalid],
      [{ notificationDate: inDays(10), lastDate: inDays(1) }, EXAM_MESSAGES.lastBeforeNotification],
      [{ state: 'Goa' }, EXAM_MESSAGES.stateInvalid],
      [{ post: 'Astronaut' }, EXAM_MESSAGES.postInvalid],
      [{ site: 'bseh.org.in' }, EXAM_MESSAGES.siteInvalid],
      [{ name: ' ' }, EXAM_MESSAGES.nameRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.request('POST', '/api/v1/exams', {
        token: admin.token,
        body: exam(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it('filters by state and post, searches, and lists the nearest last date first', async () => {
    await addExam({
      name: 'Punjab Police Constable',
      state: 'Punjab',
      post: 'Police',
      lastDate: inDays(30),
    });
    await addExam({
      name: 'PSTET Paper 1',
      state: 'Punjab',
      post: 'Teaching',
      lastDate: inDays(12),
    });
    await addExam({
      name: 'Old Punjab exam',
      state: 'Punjab',
      post: 'Teaching',
      lastDate: inDays(-3),
    });
    const punjab = await t.request('GET', '/api/v1/exams?state=Punjab');
    const names = punjab.json<{ exams: Exam[] }>().exams.map((e) => e.name);
    expect(names).toEqual(['Old Punjab exam', 'PSTET Paper 1', 'Punjab Police Constable']);
    const open = await t.request('GET', `/api/v1/exams?state=Punjab&openOn=${todayInIndia()}`);
    expect(open.json<{ exams: Exam[] }>().exams.map((e) => e.name)).toEqual([
      'PSTET Paper 1',
      'Punjab Police Constable',
    ]);
    const teaching = await t.request(
      'GET',
      '/api/v1/exams?state=Punjab&post=Teaching&search=pstet',
    );
    expect(teaching.json<{ exams: Exam[]; total: number }>().total).toBe(1);
    const paged = await t.request('GET', '/api/v1/exams?state=Punjab&limit=2&page=2');
    expect(paged.json<{ exams: Exam[]; totalPages: number }>()).toMatchObject({ totalPages: 2 });
    expect((await t.request('GET', '/api/v1/exams?state=Kerala')).statusCode).toBe(400);
    expect((await t.request('GET', '/api/v1/exams?openOn=2025-02-30')).statusCode).toBe(400);
  });

  it('a student follows exams and sees those due within 7 days with their countdown', async () => {
    const soon = await addExam({ name: 'Due in three days', lastDate: inDays(3) });
    const later = await addExam({ name: 'Due in a month', lastDate: inDays(31) });
    const past = await addExam({ name: 'Already closed', lastDate: inDays(-1) });
    for (const followed of [soon, later, past]) {
      const res = await t.request('POST', `/api/v1/exams/${followed._id}/follow`, {
        token: student.token,
      });
      expect(res.json()).toEqual({ success: true, message: EXAM_MESSAGES.followed });
    }
    // Following twice is still one follow.
    await t.request('POST', `/api/v1/exams/${soon._id}/follow`, { token: student.token });
    const all = await t.request('GET', '/api/v1/exams/followed', { token: student.token });
    expect(all.json<{ exams: ExamDeadline[] }>().exams.map((e) => [e.name, e.daysLeft])).toEqual([
      ['Already closed', -1],
      ['Due in three days', 3],
      ['Due in a month', 31],
    ]);
    const due = await t.request('GET', '/api/v1/exams/followed?dueWithin=7', {
      token: student.token,
    });
    expect(due.json<{ exams: ExamDeadline[] }>().exams.map((e) => e.name)).toEqual([
      'Due in three days',
    ]);
    // Another student follows nothing.
    const other = await t.signUp();
    const theirs = await t.request('GET', '/api/v1/exams/followed', { token: other.token });
    expect(theirs.json<{ exams: ExamDeadline[] }>().exams).toEqual([]);
    await t.request('DELETE', `/api/v1/exams/${soon._id}/follow`, { token: student.token });
    const after = await t.request('GET', '/api/v1/exams/followed?dueWithin=7', {
      token: student.token,
    });
    expect(after.json<{ exams: ExamDeadline[] }>().exams).toEqual([]);
    expect(
      (
        await t.request('POST', '/api/v1/exams/0123456789abcdef01234567/follow', {
          token: student.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request('GET', '/api/v1/exams/followed')).statusCode).toBe(401);
  });
});

describe('scholarships, admit cards, test series and results', () => {
  it('are kept by administrators and filtered by their menus', async () => {
    const scholarship = {
      name: 'Post Matric Scholarship',
      field: 'Any course after class 10',
      link: 'https://scholarships.gov.in',
      category: 'SC, ST and OBC',
    };
    expect(
      (await t.request('POST', '/api/v1/scholarships', { token: student.token, body: scholarship }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/v1/scholarships', { token: admin.token, body: scholarship }))
        .statusCode,
    ).toBe(201);
    await t.request('POST', '/api/v1/scholarships', {
      token: admin.token,
      body: { ...scholarship, name: 'INSPIRE SHE', category: 'Research' },
    });
    const research = await t.request('GET', '/api/v1/scholarships?category=Research');
    expect(
      research.json<{ scholarships: { name: string }[] }>().scholarships.map((s) => s.name),
    ).toEqual(['INSPIRE SHE']);
    const bad = await t.request('POST', '/api/v1/scholarships', {
      token: admin.token,
      body: { ...scholarship, category: 'Lottery' },
    });
    expect(bad.json<{ message: string }>().message).toBe(EXAM_MESSAGES.categoryInvalid);

    for (const state of ['Delhi', 'Pan India']) {
      await t.request('POST', '/api/v1/admitcards', {
        token: admin.token,
        body: { exam: `Exam of ${state}`, websiteLink: 'https://ssc.gov.in', state },
      });
    }
    const delhi = await t.request('GET', '/api/v1/admitcards?state=Delhi');
    expect(delhi.json<{ admitCards: { exam: string }[] }>().admitCards.map((a) => a.exam)).toEqual([
      'Exam of Delhi',
    ]);

    await t.request('POST', '/api/v1/test-series', {
      token: admin.token,
      body: { exam: 'NEET UG', title: 'Biology mock 1', link: 'https://nta.ac.in', free: true },
    });
    const tests = await t.request('GET', '/api/v1/test-series?exam=NEET%20UG');
    expect(
      tests.json<{ testSeries: { title: string }[] }>().testSeries.map((s) => s.title),
    ).toEqual(['Biology mock 1']);
    const result = await t.request('POST', '/api/v1/exam-results', {
      token: admin.token,
      body: {
        exam: 'UPSC CSE',
        title: 'Final result',
        resultDate: '2026-04-31',
        link: 'https://upsc.gov.in',
      },
    });
    expect(result.json<{ message: string }>().message).toBe(EXAM_MESSAGES.resultDateInvalid);
  });
});

describe('study centres', () => {
  it('administrators and libraries list them; a library edits only its own', async () => {
    const centre = {
      examType: 'UPSC',
      coaching: 'Platform Coaching',
      location: 'Mukherjee Nagar, Delhi',
      website: 'https://example.org',
    };
    await t.request('POST', '/api/v1/study-centers', { token: admin.token, body: centre });
    const librarian = await t.signUp({ role: 'librarian' });
    const library = await t.createOrg(librarian, 'library');
    const own = await t.request('POST', '/api/v1/library/study-centers', {
      token: librarian.token,
      orgId: library,
      body: { ...centre, coaching: 'Our Library' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const everyone = await t.request('GET', '/api/v1/study-centers?examType=UPSC');
    const listed = everyone.json<{ studyCenters: StudyCentre[] }>().studyCenters;
    expect(listed.map((c) => c.coaching).sort()).toEqual(['Our Library', 'Platform Coaching']);
    expect(listed.find((c) => c.coaching === 'Our Library')?.orgId).toBe(library);
    // A student cannot list a study centre for a library.
    expect(
      (
        await t.request('POST', '/api/v1/library/study-centers', {
          token: student.token,
          body: centre,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("never shows or changes another library's entry through the library's routes", async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/library/study-centers',
      listKey: 'studyCenters',
      itemPath: (id) => `/api/v1/library/study-centers/${id}`,
      async create(app, owner, orgId) {
        const res = await app.request('POST', '/api/v1/library/study-centers', {
          token: owner.token,
          orgId,
          body: {
            examType: 'SSC',
            coaching: 'Centre',
            location: 'Pune',
            website: 'https://example.org',
          },
        });
        return res.json<{ studyCenter: StudyCentre }>().studyCenter._id;
      },
      updateBody: {
        examType: 'SSC',
        coaching: 'Taken',
        location: 'Pune',
        website: 'https://example.org',
      },
      deletable: true,
    });
  });
});
