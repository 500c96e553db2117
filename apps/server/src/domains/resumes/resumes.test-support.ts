import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { defaultResume, type Resume, type ResumeData } from '@vedann/contracts';
import type { TestApp, TestUser } from '../../test/harness';

const execFileAsync = promisify(execFile);

/** A full resume of Asha Rao; `change` replaces whole fields. */
export function sample(change: Partial<ResumeData> = {}): ResumeData {
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

export async function save(
  t: TestApp,
  user: TestUser,
  resume: unknown = sample(),
): Promise<Resume> {
  const res = await t.request('POST', '/api/resumes', { token: user.token, body: resume });
  expect(res.statusCode).toBe(201);
  return res.json<{ resume: Resume }>().resume;
}

/** What pdftotext, the reader an ATS is likely to use, gets back from the PDF. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `resume-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return (await execFileAsync('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The number of pages of the PDF, as pdfinfo counts them. */
export async function pdfPages(pdf: Buffer): Promise<number> {
  const file = path.join(os.tmpdir(), `resume-${process.pid}-${Date.now()}-info.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const { stdout } = await execFileAsync('pdfinfo', [file]);
    return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export const squeeze = (value: string) => value.replace(/\s+/g, '');

/** Every value entered, as the PDF's text holds it (line breaks are the layout's). */
export function expectEveryValue(text: string, resume: ResumeData) {
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

/** Downloads a saved resume's PDF in `template`; it must be a PDF. */
export async function downloadPdf(t: TestApp, user: TestUser, id: string, template: string) {
  const res = await t.request('GET', `/api/resumes/${id}/pdf?template=${template}`, {
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pdf: res.rawPayload };
}
