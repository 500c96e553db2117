import { z } from 'zod';
import { RESUME_TEMPLATES, type Resume, type ResumeData } from './resume';
import { bulletLines } from './resume-view';

// --- ATS score (spec 01 section 9) ---

export const ATS_KEYWORDS = [
  'teamwork',
  'leadership',
  'project management',
  'problem-solving',
] as const;
export const ATS_POINTS_PER_CHECK = 20;

export const ATS_CHECKS = {
  contact: {
    label: 'Contact info: name, email and phone',
    tip: 'Add your name, email and phone number so recruiters can reach you.',
  },
  skills: { label: 'At least one skill', tip: 'Add at least one skill.' },
  experience: {
    label: 'At least one experience with role and company',
    tip: 'Add at least one experience with both a role and a company.',
  },
  education: {
    label: 'At least one education with university',
    tip: 'Add the university or school of at least one education entry.',
  },
  keywords: {
    label: 'A keyword: teamwork, leadership, project management or problem-solving',
    tip: 'Mention at least one of the keywords teamwork, leadership, project management or problem-solving.',
  },
} as const;
export type AtsCheckKey = keyof typeof ATS_CHECKS;

export interface AtsCheckResult {
  key: AtsCheckKey;
  label: string;
  passed: boolean;
  points: number;
}
export interface AtsScore {
  score: number;
  checks: AtsCheckResult[];
  tips: string[];
}

/** What the ATS score reads: any resume-shaped data, saved or not, valid or not. */
export type AtsResumeInput = Partial<
  Pick<ResumeData, 'name' | 'email' | 'phone' | 'address' | 'portfolio' | 'certificate'>
> & {
  skills?: readonly { skill?: string }[];
  experience?: readonly { role?: string; company?: string; year?: string; bullets?: string }[];
  projects?: readonly { name?: string; link?: string; year?: string; bullets?: string }[];
  education?: readonly { university?: string; percentage?: string; year?: string; type?: string }[];
};

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * Everything the person wrote that an ATS reads for keywords: skills, roles, companies, bullet
 * points, projects, universities, certificate, address.
 */
export function resumeWords(resume: AtsResumeInput): string {
  return [
    resume.name,
    resume.address,
    resume.certificate,
    ...(resume.skills ?? []).map((s) => s.skill),
    ...(resume.experience ?? []).flatMap((e) => [e.role, e.company, e.bullets]),
    ...(resume.projects ?? []).flatMap((p) => [p.name, p.bullets]),
    ...(resume.education ?? []).map((e) => e.university),
  ]
    .filter(Boolean)
    .join(' \n ');
}

/** Lower case, with hyphens and runs of spaces read as one space ("problem solving" counts). */
const normalizeForKeywords = (value: string) => value.toLowerCase().replace(/[\s-]+/g, ' ');

/**
 * The five checks of spec 01 section 9, 20 points each. Keywords are looked for in everything the
 * person wrote (skills, roles, companies, certificate, address...), since an ATS reads it all.
 */
export function atsScore(resume: AtsResumeInput): AtsScore {
  const allText = normalizeForKeywords(resumeWords(resume));
  const results: Record<AtsCheckKey, boolean> = {
    contact: filled(resume.name) && filled(resume.email) && filled(resume.phone),
    skills: (resume.skills ?? []).some((s) => filled(s.skill)),
    experience: (resume.experience ?? []).some((e) => filled(e.role) && filled(e.company)),
    education: (resume.education ?? []).some((e) => filled(e.university)),
    keywords: ATS_KEYWORDS.some((keyword) => allText.includes(normalizeForKeywords(keyword))),
  };
  const checks = (Object.keys(ATS_CHECKS) as AtsCheckKey[]).map((key) => ({
    key,
    label: ATS_CHECKS[key].label,
    passed: results[key],
    points: results[key] ? ATS_POINTS_PER_CHECK : 0,
  }));
  return {
    score: checks.reduce((sum, c) => sum + c.points, 0),
    checks,
    tips: checks.filter((c) => !c.passed).map((c) => ATS_CHECKS[c.key].tip),
  };
}

// --- What an ATS should find in the PDF ---

export interface ResumeFieldValue {
  label: string;
  value: string;
}

/** Every value the person entered, labelled, in the order the PDF shows them. */
export function resumeFieldValues(resume: ResumeData | Resume): ResumeFieldValue[] {
  const fields: ResumeFieldValue[] = [
    { label: 'Name', value: resume.name },
    { label: 'Email', value: resume.email },
    { label: 'Phone', value: resume.phone },
    { label: 'Address', value: resume.address },
    { label: 'Portfolio', value: resume.portfolio },
  ];
  resume.skills.forEach((s, i) => fields.push({ label: `Skill ${i + 1}`, value: s.skill }));
  resume.experience.forEach((e, i) => {
    fields.push({ label: `Experience ${i + 1}: role`, value: e.role });
    fields.push({ label: `Experience ${i + 1}: company`, value: e.company });
    fields.push({ label: `Experience ${i + 1}: year`, value: e.year });
    bulletLines(e.bullets).forEach((line, j) =>
      fields.push({ label: `Experience ${i + 1}: point ${j + 1}`, value: line }),
    );
  });
  resume.projects.forEach((p, i) => {
    fields.push({ label: `Project ${i + 1}: name`, value: p.name });
    fields.push({ label: `Project ${i + 1}: link`, value: p.link });
    fields.push({ label: `Project ${i + 1}: year`, value: p.year });
    bulletLines(p.bullets).forEach((line, j) =>
      fields.push({ label: `Project ${i + 1}: point ${j + 1}`, value: line }),
    );
  });
  resume.education.forEach((e) => {
    fields.push({ label: `${e.type}: university`, value: e.university });
    fields.push({ label: `${e.type}: percentage`, value: e.percentage });
    fields.push({ label: `${e.type}: year`, value: e.year });
  });
  fields.push({ label: 'Certificate', value: resume.certificate });
  return fields.filter((f) => f.value.trim() !== '');
}

export const atsReadingSchema = z.object({
  success: z.literal(true),
  template: z.enum(RESUME_TEMPLATES),
  text: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string(), found: z.boolean() })),
  found: z.number(),
  total: z.number(),
});
export type AtsReading = z.infer<typeof atsReadingSchema>;
