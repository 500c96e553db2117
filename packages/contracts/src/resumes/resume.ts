import { z } from 'zod';

/** Spec 01 section 8, word for word, and the form's own rule messages. */
export const RESUME_MESSAGES = {
  saved: 'Resume saved successfully!',
  saveFailedServer: 'Failed to save resume',
  saveFailed: 'Failed to save resume. Please try again.',
  noData: 'No data to preview.',
  duplicated: 'Resume duplicated.',
  deleted: 'Resume deleted.',
  notFound: 'Resume not found.',
  nameRequired: 'Name is required.',
  email: 'Please enter a valid email address.',
  phone: 'Phone number must be exactly 10 digits.',
  portfolio: 'Portfolio must be a web address starting with http:// or https://.',
  percentage: 'Percentage must be a number from 0 to 100.',
  year: 'Year must be a 4-digit year between 1950 and 2100.',
  fixedEducation: 'The first three education entries must be 10th, 12th and Graduation.',
  extraEducationType: 'Added education entries have the type Education.',
  tooLong: (what: string, max: number) => `${what} may have at most ${max} characters.`,
  tooMany: (what: string, max: number) => `A resume may have at most ${max} ${what}.`,
  busy: 'PDFs are being made for many people right now. Please try again in a moment.',
} as const;

/** Spec 01 section 9: the three default education types, fixed at the start of the list. */
export const FIXED_EDUCATION_TYPES = ['10th', '12th', 'Graduation'] as const;
export const EXTRA_EDUCATION_TYPE = 'Education';

/** Spec 01 section 9: the PDF's page. */
export const RESUME_PDF = { size: 'A4', margin: 40, contentWidth: 510 } as const;
export const RESUME_TEMPLATES = ['vedann', 'ats'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_LIMITS = { skills: 50, experience: 30, education: 20 } as const;

const PHONE_PATTERN = /^\d{10}$/;
const YEAR_PATTERN = /^\d{4}$/;
const PERCENTAGE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, RESUME_MESSAGES.tooLong(what, max))
    .default('');

/** Empty is allowed: a blank field is simply not on the resume (the ATS score notices). */
const optional = (rule: (value: string) => boolean, message: string) => (value: string) =>
  value === '' || rule(value) || message;

const check = (schema: z.ZodDefault<z.ZodString>, rule: (value: string) => true | string) =>
  schema.superRefine((value, ctx) => {
    const result = rule(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  });

const isYear = (value: string) =>
  YEAR_PATTERN.test(value) && Number(value) >= 1950 && Number(value) <= 2100;

const yearSchema = check(text('Year', 20), optional(isYear, RESUME_MESSAGES.year));

export const resumeSkillSchema = z.object({ skill: text('Skill', 100) });
export const resumeExperienceSchema = z.object({
  role: text('Role', 150),
  company: text('Company', 150),
  year: yearSchema,
});
export const resumeEducationSchema = z.object({
  university: text('University', 200),
  percentage: check(
    text('Percentage', 20),
    optional(
      (value) => PERCENTAGE_PATTERN.test(value) && Number(value) <= 100,
      RESUME_MESSAGES.percentage,
    ),
  ),
  year: yearSchema,
  type: text('Type', 20),
});

/** The resume as the form edits it and `POST /api/resumes` receives it (spec 01 section 3). */
export const resumeInputSchema = z
  .object({
    name: z
      .string({ error: RESUME_MESSAGES.nameRequired })
      .trim()
      .min(1, RESUME_MESSAGES.nameRequired)
      .max(100, RESUME_MESSAGES.tooLong('Name', 100)),
    email: check(
      text('Email', 254),
      optional((value) => z.email().safeParse(value).success, RESUME_MESSAGES.email),
    ),
    phone: check(
      text('Phone', 20),
      optional((value) => PHONE_PATTERN.test(value), RESUME_MESSAGES.phone),
    ),
    address: text('Address', 300),
    portfolio: check(
      text('Portfolio', 300),
      optional(
        (value) => /^https?:\/\/\S+$/i.test(value) && z.url().safeParse(value).success,
        RESUME_MESSAGES.portfolio,
      ),
    ),
    skills: z
      .array(resumeSkillSchema, { error: 'Skills must be a list of {skill}.' })
      .max(RESUME_LIMITS.skills, RESUME_MESSAGES.tooMany('skills', RESUME_LIMITS.skills))
      .default([]),
    experience: z
      .array(resumeExperienceSchema, {
        error: 'Experience must be a list of {role, company, year}.',
      })
      .max(
        RESUME_LIMITS.experience,
        RESUME_MESSAGES.tooMany('experience entries', RESUME_LIMITS.experience),
      )
      .default([]),
    education: z
      .array(resumeEducationSchema, { error: RESUME_MESSAGES.fixedEducation })
      .max(
        RESUME_LIMITS.education,
        RESUME_MESSAGES.tooMany('education entries', RESUME_LIMITS.education),
      ),
    certificate: text('Certificate', 2000),
  })
  .superRefine((resume, ctx) => {
    // Spec 01 section 5: entries 0 to 2 are 10th, 12th and Graduation, and their type is locked.
    FIXED_EDUCATION_TYPES.forEach((type, index) => {
      if (resume.education[index]?.type !== type) {
        ctx.addIssue({
          code: 'custom',
          message: RESUME_MESSAGES.fixedEducation,
          path: ['education', index, 'type'],
        });
      }
    });
    resume.education.slice(FIXED_EDUCATION_TYPES.length).forEach((entry, offset) => {
      if (entry.type !== EXTRA_EDUCATION_TYPE) {
        ctx.addIssue({
          code: 'custom',
          message: RESUME_MESSAGES.extraEducationType,
          path: ['education', FIXED_EDUCATION_TYPES.length + offset, 'type'],
        });
      }
    });
  });
export type ResumeInput = z.input<typeof resumeInputSchema>;
export type ResumeData = z.output<typeof resumeInputSchema>;
export type ResumeEducation = z.output<typeof resumeEducationSchema>;

export const resumeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  portfolio: z.string(),
  skills: z.array(z.object({ skill: z.string() })),
  experience: z.array(z.object({ role: z.string(), company: z.string(), year: z.string() })),
  education: z.array(
    z.object({
      university: z.string(),
      percentage: z.string(),
      year: z.string(),
      type: z.string(),
    }),
  ),
  certificate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const emptyEducation = (type: string) => ({
  university: '',
  percentage: '',
  year: '',
  type,
});

/** A new resume: one empty skill and experience, and the three fixed education entries. */
export function defaultResume(): ResumeData {
  return {
    name: '',
    email: '',
    phone: '',
    address: '',
    portfolio: '',
    skills: [{ skill: '' }],
    experience: [{ role: '', company: '', year: '' }],
    education: FIXED_EDUCATION_TYPES.map(emptyEducation),
    certificate: '',
  };
}

/** `GET /api/resumes/:id/pdf` and the ATS reading take the template in the query. */
export const resumeTemplateQuerySchema = z.object({
  template: z
    .enum(RESUME_TEMPLATES, { error: 'Template must be vedann or ats.' })
    .default('vedann'),
});

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
  experience?: readonly { role?: string; company?: string; year?: string }[];
  education?: readonly { university?: string; percentage?: string; year?: string; type?: string }[];
};

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** Lower case, with hyphens and runs of spaces read as one space ("problem solving" counts). */
const normalizeForKeywords = (value: string) => value.toLowerCase().replace(/[\s-]+/g, ' ');

/**
 * The five checks of spec 01 section 9, 20 points each. Keywords are looked for in everything the
 * person wrote (skills, roles, companies, certificate, address...), since an ATS reads it all.
 */
export function atsScore(resume: AtsResumeInput): AtsScore {
  const allText = normalizeForKeywords(
    [
      resume.name,
      resume.address,
      resume.certificate,
      ...(resume.skills ?? []).map((s) => s.skill),
      ...(resume.experience ?? []).flatMap((e) => [e.role, e.company]),
      ...(resume.education ?? []).map((e) => e.university),
    ]
      .filter(Boolean)
      .join(' \n '),
  );
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

/** The downloaded file is named after the person: "Asha Rao.pdf", "आशा राव.pdf". */
export function resumeFileName(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${safe || 'Resume'}.pdf`;
}

/** A saved resume's content, without its id and times: what the form and the PDF work on. */
export function resumeDataOf(resume: Resume): ResumeData {
  const { name, email, phone, address, portfolio, skills, experience, education, certificate } =
    resume;
  return { name, email, phone, address, portfolio, skills, experience, education, certificate };
}

const isFilled = (value: string) => value.trim() !== '';

/**
 * What a resume shows, the same in both previews and both PDFs: blank skills and entries are
 * left out, and each line of the certificate field is one certificate.
 */
export function resumeSections(resume: ResumeData) {
  return {
    skills: resume.skills.map((s) => s.skill).filter(isFilled),
    experience: resume.experience.filter(
      (e) => isFilled(e.role) || isFilled(e.company) || isFilled(e.year),
    ),
    education: resume.education.filter(
      (e) => isFilled(e.university) || isFilled(e.percentage) || isFilled(e.year),
    ),
    certificates: resume.certificate
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(isFilled),
  };
}

/** The line under an education entry: "91.5%, 2018". */
export const educationDetails = (entry: ResumeEducation) =>
  [isFilled(entry.percentage) ? `${entry.percentage}%` : '', entry.year]
    .filter(isFilled)
    .join(', ');
