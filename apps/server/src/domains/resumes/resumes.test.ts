import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_HEADERS,
  RESUME_MATCH_MESSAGES,
  RESUME_MESSAGES,
  RESUME_SECTIONS,
  atsScore,
  defaultResume,
  jobKeywords,
  type Resume,
  type ResumeData,
} from '@vedann/contracts';
import { demoResumesSeed } from './resumes.seed';
import { resumes } from './resumes.table';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { attachmentHeader } from './resumes.service';

const execFileAsync = promisify(execFile);

let t: TestApp;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

function sample(change: Partial<ResumeData> = {}): ResumeData {
  return {
    ...defaultResume(),
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    address: 'Kothrud, Pune',
    portfolio: 'https://asha.example.com',
    skills: [{ skill: 'TypeScript' }, { skill: 'Teamwork' }],
    experience: [
      {
        role: 'Intern',
        company: 'Sutra Technologies',
        year: '2024',
        bullets: 'Built the booking API\nLed the testing of 3 releases',
      },
    ],
    projects: [
      {
        name: 'Seat finder',
        link: 'https://github.com/asha/seats',
        year: '2023',
        bullets: 'React and SQL app for 200 readers',
      },
    ],
    education: [
      { university: 'Kendriya Vidyalaya', percentage: '91.5', year: '2018', type: '10th' },
      { university: 'Fergusson College', percentage: '88', year: '2020', type: '12th' },
      { university: 'Pune University', percentage: '76', year: '2024', type: 'Graduation' },
      { university: 'IIT Bombay', percentage: '81', year: '2026', type: 'Education' },
    ],
    certificate: 'AWS Cloud Practitioner',
    ...change,
  };
}

async function save(user: TestUser, resume: unknown = sample()): Promise<Resume> {
  const res = await t.request('POST', '/api/resumes', { token: user.token, body: resume });
  expect(res.statusCode).toBe(201);
  return res.json().resume as Resume;
}

/** What pdftotext, the reader an ATS is likely to use, gets back from the PDF. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `resume-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return (await execFileAsync('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function pdfPages(pdf: Buffer): Promise<number> {
  const file = path.join(os.tmpdir(), `resume-${process.pid}-${Date.now()}-info.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const { stdout } = await execFileAsync('pdfinfo', [file]);
    return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const squeeze = (value: string) => value.replace(/\s+/g, '');

/** Every value entered, as the PDF's text holds it (line breaks are the layout's). */
function expectEveryValue(text: string, resume: ResumeData) {
  const values = [
    resume.name,
    resume.email,
    resume.phone,
    resume.address,
    resume.portfolio,
    resume.certificate,
    ...resume.skills.map((s) => s.skill),
    ...resume.experience.flatMap((e) => [e.role, e.company, e.year, ...e.bullets.split('\n')]),
    ...resume.projects.flatMap((p) => [p.name, p.link, p.year, ...p.bullets.split('\n')]),
    ...resume.education.flatMap((e) => [e.university, e.percentage, e.year, e.type]),
  ].filter((v) => v !== '');
  for (const value of values) expect(squeeze(text)).toContain(squeeze(value));
}

async function downloadPdf(user: TestUser, id: string, template: string) {
  const res = await t.request('GET', `/api/resumes/${id}/pdf?template=${template}`, {
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pdf: res.rawPayload };
}

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
    await save(me, sample({ name: 'Asha Rao (for Sutra)' }));
    await save(student, sample({ name: 'Someone Else' }));

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
    const resume = await save(me);
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
    const resume = await save(owner);
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
    const resume = await save(student);
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
    const resume = await save(student);
    const res = await t.request('GET', `/api/resumes/${resume._id}/pdf?template=fancy`, {
      token: student.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Template must be vedann or ats.');
  });
});

describe('the PDF', () => {
  it.each(['vedann', 'ats'])(
    'the %s template gives pdftotext back every value entered',
    async (template) => {
      const data = sample();
      const resume = await save(student, data);
      const { res, pdf } = await downloadPdf(student, resume._id, template);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Asha Rao.pdf"; filename*=UTF-8''Asha%20Rao.pdf`,
      );
      expect(await pdfPages(pdf)).toBe(1);
      const text = await pdfText(pdf);
      expectEveryValue(text, data);
      if (template === 'ats') {
        // Plain headings, in reading order, one column.
        const order = ['SKILLS', 'EXPERIENCE', 'PROJECTS', 'EDUCATION', 'CERTIFICATES'].map((h) =>
          text.indexOf(h),
        );
        expect(order.every((i) => i >= 0)).toBe(true);
        expect([...order].sort((a, b) => a - b)).toEqual(order);
      }
    },
  );

  it('renders a Devanagari name as text, and names the file after it', async () => {
    const data = sample({ name: 'आशा राव' });
    const resume = await save(student, data);
    for (const template of ['vedann', 'ats']) {
      const { res, pdf } = await downloadPdf(student, resume._id, template);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Resume.pdf"; filename*=UTF-8''${encodeURIComponent('आशा राव.pdf')}`,
      );
      const text = await pdfText(pdf);
      expect(text).toContain('आशा राव');
      expectEveryValue(text, data);
    }
  });

  it('breaks a long resume across pages without losing an entry', async () => {
    const data = sample({
      skills: Array.from({ length: 30 }, (_, i) => ({ skill: `Skill number ${i + 1}` })),
      experience: Array.from({ length: 25 }, (_, i) => ({
        role: `Role ${i + 1}`,
        company: `Company ${i + 1}`,
        year: String(2000 + i),
        bullets: `Point ${i + 1}`,
      })),
    });
    const resume = await save(student, data);
    for (const template of ['vedann', 'ats']) {
      const { pdf } = await downloadPdf(student, resume._id, template);
      expect(await pdfPages(pdf)).toBeGreaterThanOrEqual(2);
      const text = await pdfText(pdf);
      expectEveryValue(text, data);
      // An entry is never split by a page break: its role, company and year stay together.
      const pages = text.split('\f');
      for (let i = 1; i <= 25; i++) {
        const page = pages.find((p) => p.includes(`Role ${i}, Company ${i}\n`));
        expect(page, `experience ${i}`).toContain(String(1999 + i));
        expect(page, `experience ${i}`).toContain(`Point ${i}\n`);
      }
    }
  });

  it('draws the sections in the order the person chose, with each point as a bullet', async () => {
    const sectionOrder = ['certificates', 'projects', 'education', 'experience', 'skills'] as const;
    const resume = await save(student, sample({ sectionOrder: [...sectionOrder] }));
    expect(resume.sectionOrder).toEqual(sectionOrder);
    const headings = {
      vedann: ['Certificates', 'Projects', 'Education', 'Experience', 'Skills'],
      ats: ['CERTIFICATES', 'PROJECTS', 'EDUCATION', 'EXPERIENCE', 'SKILLS'],
    };
    for (const template of ['vedann', 'ats'] as const) {
      const text = await pdfText((await downloadPdf(student, resume._id, template)).pdf);
      const lines = text.split('\n').map((line) => line.trim());
      const at = headings[template].map((heading) => lines.indexOf(heading));
      expect(
        at.every((i) => i >= 0),
        template,
      ).toBe(true);
      expect(
        [...at].sort((a, b) => a - b),
        template,
      ).toEqual(at);
      const bullet = template === 'ats' ? '-' : '•';
      expect(lines).toContain(`${bullet} Built the booking API`);
      expect(lines).toContain(`${bullet} Led the testing of 3 releases`);
      expect(lines).toContain(`${bullet} React and SQL app for 200 readers`);
    }
  });

  it('makes the attachment header safe', () => {
    expect(attachmentHeader('a"b\\c;d')).toBe(
      `attachment; filename="a b cd.pdf"; filename*=UTF-8''a%20b%20c%3Bd.pdf`,
    );
    expect(attachmentHeader('../../etc/passwd')).toMatch(/^attachment; filename="\.\. \.\. etc/);
  });
});

describe('how an ATS reads it', () => {
  it('finds every entered field in the generated PDF', async () => {
    const data = sample({ name: 'आशा राव' });
    const resume = await save(student, data);
    const res = await t.request('GET', `/api/resumes/${resume._id}/ats-reading?template=ats`, {
      token: student.token,
    });
    expect(res.statusCode).toBe(200);
    const reading = res.json();
    expect(reading.template).toBe('ats');
    expect(reading.text).toContain('Sutra Technologies');
    expect(reading.total).toBeGreaterThan(15);
    expect(reading.found).toBe(reading.total);
    expect(reading.fields).toContainEqual({ label: 'Name', value: 'आशा राव', found: true });
    expect(reading.fields).toContainEqual({
      label: 'Education: university',
      value: 'IIT Bombay',
      found: true,
    });
  });
});

describe('resumes saved before bullet points, projects and the section order', () => {
  it('read back with none of them, in the default order, and open in the PDF', async () => {
    const me = await t.signUp();
    const [row] = await t.database.db
      .insert(resumes)
      .values({
        userId: me.user._id,
        name: 'Old Resume',
        experience: [{ role: 'Intern', company: 'Sutra', year: '2020' }],
        education: sample().education,
      })
      .returning();
    const res = await t.request('GET', `/api/resumes/${row!.id}`, { token: me.token });
    expect(res.json().resume).toMatchObject({
      experience: [{ role: 'Intern', company: 'Sutra', year: '2020', bullets: '' }],
      projects: [],
      sectionOrder: [...RESUME_SECTIONS],
    });
    const { pdf } = await downloadPdf(me, row!.id, 'ats');
    expect(await pdfText(pdf)).toContain('Intern, Sutra');
  });
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
        phone: me.user.phoneNumber,
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
    const resume = await save(student);
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
