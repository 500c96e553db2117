import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESUME_MATCH_MESSAGES,
  RESUME_MESSAGES,
  atsScore,
  defaultResume,
  jobKeywords,
  type Resume,
} from '@vedann/contracts';
import { demoResumesSeed } from './resumes.seed';
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

describe('prefill from the profile', () => {
  it("fills a new resume with the account's contact, self-rated skills and work history", async () => {
    const me = await t.signUp();
    const blank = await t.request('GET', '/api/resumes/prefill', { token: me.token });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toEqual({
      success: true,
      resume: {
        ...defaultResume(),
        name: me.user.fullname,
        email: me.user.email,
        phone: '9876543210',
      },
    });

    await t.request('PUT', '/api/v1/placement/self-rating', {
      token: me.token,
      body: {
        skills: [
          { skill: 'SQL', rating: 4 },
          { skill: 'Excel', rating: 3 },
        ],
      },
    });
    await t.request('PUT', '/api/v1/placement/working', {
      token: me.token,
      body: {
        entries: [
          {
            company: 'Kaveri Software',
            role: 'Intern',
            kind: 'internship',
            from: '2023',
            to: '2023',
          },
          { company: 'Mitra Labs', role: 'Analyst', kind: 'job', from: '2024', to: '' },
        ],
      },
    });
    const filled = (await t.request('GET', '/api/resumes/prefill', { token: me.token })).json();
    expect(filled.resume).toMatchObject({
      name: me.user.fullname,
      skills: [{ skill: 'SQL' }, { skill: 'Excel' }],
      experience: [
        { role: 'Analyst', company: 'Mitra Labs', year: '2024', bullets: '' },
        { role: 'Intern', company: 'Kaveri Software', year: '2023', bullets: '' },
      ],
    });
    // Nothing is saved, and the prefilled resume is a valid one to save.
    expect((await t.request('GET', '/api/resumes', { token: me.token })).json()).toEqual([]);
    expect(
      (await t.request('POST', '/api/resumes', { token: me.token, body: filled.resume }))
        .statusCode,
    ).toBe(201);

    // Another account's profile is never read.
    const other = await t.signUp();
    const theirs = (await t.request('GET', '/api/resumes/prefill', { token: other.token })).json();
    expect(theirs.resume.skills).toEqual([{ skill: '' }]);
    expect(theirs.resume.name).toBe(other.user.fullname);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/resumes/prefill')).statusCode).toBe(401);
  });
});

describe('the match against a job', () => {
  const JOB = {
    title: 'React Developer',
    description:
      'Build REST APIs in Node.js and screens in React with TypeScript. SQL, Docker and teamwork.',
  };
  let jobId: string;
  beforeAll(async () => {
    const recruiter = await t.signUp({ role: 'recruiter' });
    const company = await t.createOrg(recruiter, 'company', 'Sutra Match');
    const posted = await t.request('POST', '/api/v1/admin/jobs', {
      token: recruiter.token,
      orgId: company,
      body: {
        ...JOB,
        position: 1,
        jobType: 'Full Time',
        salary: 6,
        location: 'Pune',
        industry: 'Backend Developer',
        experience: 0,
      },
    });
    expect(posted.statusCode).toBe(201);
    jobId = posted.json<{ job: { _id: string } }>().job._id;
  });

  const resume = sample({
    skills: [{ skill: 'React' }, { skill: 'TypeScript' }],
    experience: [{ role: 'Intern', company: 'Sutra', year: '2024', bullets: 'Wrote SQL reports' }],
    projects: [{ name: 'Shop', link: '', year: '', bullets: 'An API in Node.js' }],
  });

  it('scores a picked job: its title and description words found and missing', async () => {
    const res = await t.request('POST', '/api/resumes/match', {
      token: student.token,
      body: { resume, jobId },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const keywords = jobKeywords(`${JOB.title}\n${JOB.description}`);
    expect(answer.job).toEqual({ _id: jobId, title: JOB.title });
    expect(answer.found).toEqual(
      expect.arrayContaining(['react', 'typescript', 'sql', 'node.js', 'apis']),
    );
    expect(answer.missing).toEqual(expect.arrayContaining(['docker', 'rest', 'developer']));
    expect(answer.missing).toContain('teamwork'); // sample()'s Teamwork skill was replaced
    expect(answer.found.length + answer.missing.length).toBe(keywords.length);
    expect(answer.score).toBe(Math.round((answer.found.length / keywords.length) * 100));
  });

  it('scores a pasted description, unsaved and even invalid resumes included', async () => {
    const res = await t.request('POST', '/api/resumes/match', {
      token: student.token,
      body: {
        resume: { name: '', phone: '12', skills: [{ skill: 'Python' }] },
        description: 'Python and Django',
      },
    });
    expect(res.json()).toEqual({
      success: true,
      score: 50,
      found: ['python'],
      missing: ['django'],
      job: null,
    });
  });

  it.each([
    [{}, 400, RESUME_MATCH_MESSAGES.jobOrText],
    [{ description: '  ' }, 400, RESUME_MATCH_MESSAGES.jobOrText],
    [{ description: 'and the with 2024' }, 400, RESUME_MATCH_MESSAGES.noKeywords],
    [{ description: 'x'.repeat(10001) }, 400, RESUME_MATCH_MESSAGES.descriptionTooLong],
    [{ jobId: 'f'.repeat(24) }, 404, RESUME_MATCH_MESSAGES.jobNotFound],
  ])('answers %o with %i and its message', async (change, status, message) => {
    const res = await t.request('POST', '/api/resumes/match', {
      token: student.token,
      body: { resume, ...change },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('needs a session', async () => {
    const res = await t.request('POST', '/api/resumes/match', {
      body: { resume, description: 'React' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('gives the demo student a valid saved resume that passes every ATS check', async () => {
    const demo = await t.signUp({ email: 'student@vedann.demo' });
    await demoResumesSeed.run(t.database.db, {});
    const list = await t.request('GET', '/api/resumes', { token: demo.token });
    const [resume] = list.json<Resume[]>();
    expect(resume?.name).toBe('Asha Rao');
    expect(atsScore(resume!).score).toBe(100);
  });
});

describe('the PDF queue', () => {
  it('answers 503 past its bound instead of queueing without limit, and recovers', async () => {
    const resume = await save(t, student);
    const url = `/api/resumes/${resume._id}/pdf?template=ats`;
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => t.request('GET', url, { token: student.token })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(32);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.json()).toEqual({ success: false, message: RESUME_MESSAGES.busy });
    expect((await t.request('GET', url, { token: student.token })).statusCode).toBe(200);
  });
});
