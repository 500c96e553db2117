import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_SECTIONS } from '@vedann/contracts';
import { resumes } from './resumes.table';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { attachmentHeader } from './resumes.service';
import {
  downloadPdf,
  expectEveryValue,
  pdfPages,
  pdfText,
  sample,
  save,
} from './resumes.test-support';

let t: TestApp;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe('the PDF', () => {
  it.each(['vedann', 'ats'])(
    'the %s template gives pdftotext back every value entered',
    async (template) => {
      const data = sample();
      const resume = await save(t, student, data);
      const { res, pdf } = await downloadPdf(t, student, resume._id, template);
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
    const resume = await save(t, student, data);
    for (const template of ['vedann', 'ats']) {
      const { res, pdf } = await downloadPdf(t, student, resume._id, template);
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
    const resume = await save(t, student, data);
    for (const template of ['vedann', 'ats']) {
      const { pdf } = await downloadPdf(t, student, resume._id, template);
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
    const resume = await save(t, student, sample({ sectionOrder: [...sectionOrder] }));
    expect(resume.sectionOrder).toEqual(sectionOrder);
    const headings = {
      vedann: ['Certificates', 'Projects', 'Education', 'Experience', 'Skills'],
      ats: ['CERTIFICATES', 'PROJECTS', 'EDUCATION', 'EXPERIENCE', 'SKILLS'],
    };
    for (const template of ['vedann', 'ats'] as const) {
      const text = await pdfText((await downloadPdf(t, student, resume._id, template)).pdf);
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
    const resume = await save(t, student, data);
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
    const { pdf } = await downloadPdf(t, me, row!.id, 'ats');
    expect(await pdfText(pdf)).toContain('Intern, Sutra');
  });
});
