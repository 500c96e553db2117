import { execFileSync } from 'node:child_process';
import type { Page, TestInfo } from '@playwright/test';
import { ATS_CHECKS } from '@vedann/contracts';
import { expect, expectAccessible } from '../support';

// The steps of the resume builder's long journey, in the order it takes them.

export const RESUME = {
  name: 'Meera Joshi',
  email: 'meera.joshi@example.com',
  phone: '9812345670',
  address: 'Kothrud, Pune',
  portfolio: 'https://meera.example.com',
  skills: ['TypeScript', 'Teamwork'],
  role: 'Frontend Intern',
  company: 'Sutra Technologies',
  year: '2024',
  education: [
    { type: '10th', university: 'Kendriya Vidyalaya', percentage: '91', year: '2017' },
    { type: '12th', university: 'Fergusson College', percentage: '87.5', year: '2019' },
    { type: 'Graduation', university: 'Pune University', percentage: '78', year: '2023' },
  ],
  certificate: 'AWS Cloud Practitioner',
  points: ['Built the booking screens', 'Cut the load time by a third'],
  project: {
    name: 'Seat Finder',
    link: 'https://github.com/meera/seats',
    point: 'A React app for 200 readers',
  },
};

/** The form's text box labelled `label`, exactly. */
export const resumeField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** The ATS score of a preview. */
export const atsScoreOf = (page: Page) => page.getByRole('region', { name: 'ATS score' });

// 2. Both previews show the score and the tips: experience is still missing.
export async function previewThenCompleteTheForm(page: Page, testInfo: TestInfo) {
  const field = (label: string) => resumeField(page, label);
  const atsScore = atsScoreOf(page);
  await page.getByRole('button', { name: 'Preview ATS' }).click();
  await expect(page).toHaveURL(/\/service\/student\/previewats$/);
  await expect(atsScore).toContainText('80 / 100');
  await expect(page.getByRole('list', { name: 'ATS tips' })).toHaveText(ATS_CHECKS.experience.tip);
  await expect(page.getByRole('heading', { name: 'EDUCATION' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/service\/student$/);
  await expect(field('Skill 2')).toHaveValue(RESUME.skills[1]!);
  await field('Role 1').fill(RESUME.role);
  await field('Company 1').fill(RESUME.company);
  await field('Year 1').fill(RESUME.year);
  await field('Bullet points 1').fill(RESUME.points.join('\n'));
  await page.getByRole('button', { name: 'Add project' }).click();
  await expect(field('Project name 1')).toBeFocused();
  await field('Project name 1').fill(RESUME.project.name);
  await field('Project link 1').fill(RESUME.project.link);
  await field('Project points 1').fill(RESUME.project.point);
  // Reordering, by keyboard: Teamwork becomes the first skill and focus follows it.
  await page.getByRole('button', { name: 'Move skill 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(field('Skill 1')).toHaveValue(RESUME.skills[1]!);
  await expect(field('Skill 2')).toHaveValue(RESUME.skills[0]!);
  await expect(page.getByRole('button', { name: 'Move skill 1 down' })).toBeFocused();
  // Projects go before Experience.
  await page.getByRole('button', { name: 'Move Projects up' }).click();
  if (!testInfo.project.use.isMobile) {
    // On a wide screen the live preview beside the form follows every keystroke.
    const live = page.getByRole('region', { name: 'Live preview' }).getByRole('article');
    await expect(live).toContainText(RESUME.project.point);
    await expect(live.getByRole('heading', { level: 3 })).toHaveText([
      'Skills',
      'Projects',
      'Experience',
      'Education',
      'Certificates',
    ]);
  }
  await expectAccessible(page, 'resume form with a project');

  // The match against a pasted job description: found and missing keywords, as a score.
  const match = page.getByRole('region', { name: 'Match against a job' });
  await match
    .getByRole('textbox', { name: 'Job description' })
    .fill('TypeScript developer, Docker, teamwork');
  await match.getByRole('button', { name: 'Check the match' }).click();
  await expect(match.getByRole('status')).toContainText('50% match');
  await expect(match.getByRole('list', { name: 'Found in your resume' })).toHaveText(
    /typescript\s*teamwork/,
  );
  await expect(match.getByRole('list', { name: 'Missing from your resume' })).toHaveText(
    /developer\s*docker/,
  );
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page).toHaveURL(/\/service\/student\/preview$/);
  await expect(atsScore).toContainText('100 / 100');
  await expect(page.getByText('Every check passes.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'ATS tips' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Resume preview' })).toContainText(RESUME.company);
  await expectAccessible(page, 'resume preview');
}

// 4. Download the PDF: named after the person, every value readable by pdftotext.
export async function downloadThePdf(page: Page, testInfo: TestInfo) {
  await page.getByRole('button', { name: 'Preview ATS' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${RESUME.name}.pdf`);
  const file = testInfo.outputPath('resume.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const squeezed = text.replace(/\s+/g, '');
  for (const value of [
    RESUME.name,
    RESUME.email,
    RESUME.phone,
    `${RESUME.address}, Maharashtra`,
    RESUME.portfolio,
    ...RESUME.skills,
    RESUME.role,
    RESUME.company,
    RESUME.certificate,
    ...RESUME.points,
    RESUME.project.name,
    RESUME.project.link,
    RESUME.project.point,
    ...RESUME.education.flatMap((e) => [e.university, e.percentage, e.year]),
  ]) {
    expect(squeezed).toContain(value.replace(/\s+/g, ''));
  }

  // Beyond the prototype: what an ATS reads from that PDF.
  await page.getByRole('button', { name: 'Check how an ATS reads it' }).click();
  const fields = page.getByRole('table', { name: 'Fields found in the PDF' });
  await expect(fields.getByRole('row', { name: /Experience 1: company/ })).toContainText('Found');
  await expect(page.getByText(/^(\d+) of \1 fields found in the PDF's text\.$/)).toBeVisible();
  await expectAccessible(page, 'ATS reading');
}
