import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEADERS, RESUME_MESSAGES, type Resume, type ResumeData } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { sample, save } from './resumes.test-support';

let t: TestApp;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe('saving and listing resumes', () => {
  it('saves, lists only my own, in pages, and reads one back', async () => {
    const me = await t.signUp();
    const saved = await t.request('POST', '/api/resumes', { token: me.token, body: sample() });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      success: true,
      message: RESUME_MESSAGES.saved,
      resume: { name: 'Asha Rao', skills: [{ skill: 'TypeScript' }, { skill: 'Teamwork' }] },
    });
    await save(t, me, sample({ name: 'Asha Rao (for Sutra)' }));
    await save(t, student, sample({ name: 'Someone Else' }));

    const list = await t.request('GET', '/api/resumes?limit=1&page=2', { token: me.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: Resume) => r.name)).toEqual(['Asha Rao (for Sutra)']);
    expect(list.headers[PAGE_HEADERS.total]).toBe('2');
    expect(list.headers[PAGE_HEADERS.totalPages]).toBe('2');

    const all = await t.request('GET', '/api/resumes', { token: me.token });
    expect(all.json().map((r: Resume) => r.name)).toEqual(['Asha Rao', 'Asha Rao (for Sutra)']);

    const one = await t.request('GET', `/api/resumes/${saved.json().resume._id}`, {
      token: me.token,
    });
    expect(one.json().resume.education).toHaveLength(4);
  });

  it('updates, duplicates and deletes', async () => {
    const me = await t.signUp();
    const resume = await save(t, me);
    const updated = await t.request('PUT', `/api/resumes/${resume._id}`, {
      token: me.token,
      body: sample({ address: 'Baner, Pune' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: RESUME_MESSAGES.saved,
      resume: { _id: resume._id, address: 'Baner, Pune' },
    });

    const copy = await t.request('POST', `/api/resumes/${resume._id}/duplicate`, {
      token: me.token,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().message).toBe(RESUME_MESSAGES.duplicated);
    expect(copy.json().resume._id).not.toBe(resume._id);
    expect(copy.json().resume.address).toBe('Baner, Pune');

    const deleted = await t.request('DELETE', `/api/resumes/${resume._id}`, { token: me.token });
    expect(deleted.json()).toEqual({ success: true, message: RESUME_MESSAGES.deleted });
    const left = await t.request('GET', '/api/resumes', { token: me.token });
    expect(left.json().map((r: Resume) => r._id)).toEqual([copy.json().resume._id]);
  });

  it("answers 404 for another student's resume, on every route", async () => {
    const owner = await t.signUp();
    const resume = await save(t, owner);
    const other = await t.signUp();
    for (const [method, url, body] of [
      ['GET', `/api/resumes/${resume._id}`],
      ['PUT', `/api/resumes/${resume._id}`, sample({ name: 'Taken' })],
      ['DELETE', `/api/resumes/${resume._id}`],
      ['POST', `/api/resumes/${resume._id}/duplicate`],
      ['GET', `/api/resumes/${resume._id}/pdf`],
      ['GET', `/api/resumes/${resume._id}/ats-reading`],
    ] as const) {
      const res = await t.request(method, url, { token: other.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: RESUME_MESSAGES.notFound });
    }
    expect((await t.request('GET', '/api/resumes', { token: other.token })).json()).toEqual([]);
    // Untouched by all of that.
    const mine = await t.request('GET', `/api/resumes/${resume._id}`, { token: owner.token });
    expect(mine.json().resume.name).toBe('Asha Rao');
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/resumes')).statusCode).toBe(401);
    expect((await t.request('POST', '/api/resumes', { body: sample() })).statusCode).toBe(401);
  });
});

describe('validation', () => {
  const education = sample().education;
  it.each([
    [{ name: '' }, RESUME_MESSAGES.nameRequired],
    [{ email: 'not-an-email' }, RESUME_MESSAGES.email],
    [{ phone: '98765' }, RESUME_MESSAGES.phone],
    [{ portfolio: 'javascript:alert(1)' }, RESUME_MESSAGES.portfolio],
    [
      { education: education.map((e, i) => (i === 1 ? { ...e, percentage: '120' } : e)) },
      RESUME_MESSAGES.percentage,
    ],
    [
      { education: education.map((e, i) => (i === 0 ? { ...e, year: '18' } : e)) },
      RESUME_MESSAGES.year,
    ],
    [
      { experience: [{ role: 'Intern', company: 'X', year: 'last year', bullets: '' }] },
      RESUME_MESSAGES.year,
    ],
    [
      { projects: [{ name: 'X', link: 'javascript:alert(1)', year: '', bullets: '' }] },
      RESUME_MESSAGES.projectLink,
    ],
    [
      {
        sectionOrder: [
          'skills',
          'skills',
          'projects',
          'education',
          'certificates',
        ] as ResumeData['sectionOrder'],
      },
      RESUME_MESSAGES.sectionOrder,
    ],
    [{ education: education.slice(1) }, RESUME_MESSAGES.fixedEducation],
    [
      { education: education.map((e, i) => (i === 3 ? { ...e, type: '12th' } : e)) },
      RESUME_MESSAGES.extraEducationType,
    ],
  ])('rejects %o with its message', async (change, message) => {
    const res = await t.request('POST', '/api/resumes', {
      token: student.token,
      body: sample(change),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('checks updates the same way, and ignores an owner in the body', async () => {
    const resume = await save(t, student);
    const bad = await t.request('PUT', `/api/resumes/${resume._id}`, {
      token: student.token,
      body: sample({ phone: 'abc' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(RESUME_MESSAGES.phone);

    const other = await t.signUp();
    const sneaky = await t.request('POST', '/api/resumes', {
      token: student.token,
      body: { ...sample(), userId: other.user._id, user_id: other.user._id },
    });
    expect(sneaky.statusCode).toBe(201);
    expect((await t.request('GET', '/api/resumes', { token: other.token })).json()).toEqual([]);
  });

  it('rejects an unknown template', async () => {
    const resume = await save(t, student);
    const res = await t.request('GET', `/api/resumes/${resume._id}/pdf?template=fancy`, {
      token: student.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Template must be vedann or ats.');
  });
});
