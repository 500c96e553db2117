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
  projectLink: 'Project link must be a web address starting with http:// or https://.',
  sectionOrder:
    'The section order must name skills, experience, projects, education and certificates once each.',
} as const;

/** Spec 01 section 9: the three default education types, fixed at the start of the list. */
export const FIXED_EDUCATION_TYPES = ['10th', '12th', 'Graduation'] as const;
export const EXTRA_EDUCATION_TYPE = 'Education';

/** Spec 01 section 9: the PDF's page. */
export const RESUME_PDF = { size: 'A4', margin: 40, contentWidth: 510 } as const;
export const RESUME_TEMPLATES = ['vedann', 'ats'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_LIMITS = { skills: 50, experience: 30, education: 20, projects: 20 } as const;

/** The sections a person may reorder, in the order a new resume has them. */
export const RESUME_SECTIONS = [
  'skills',
  'experience',
  'projects',
  'education',
  'certificates',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

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

const isWebAddress = (value: string) =>
  /^https?:\/\/\S+$/i.test(value) && z.url().safeParse(value).success;

export const resumeSkillSchema = z.object({ skill: text('Skill', 100) });
/** `bullets` holds the entry's bullet points, one per line (like the certificate field). */
export const resumeExperienceSchema = z.object({
  role: text('Role', 150),
  company: text('Company', 150),
  year: yearSchema,
  bullets: text('Bullet points', 2000),
});
export const resumeProjectSchema = z.object({
  name: text('Project name', 150),
  link: check(text('Project link', 300), optional(isWebAddress, RESUME_MESSAGES.projectLink)),
  year: yearSchema,
  bullets: text('Bullet points', 2000),
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
    portfolio: check(text('Portfolio', 300), optional(isWebAddress, RESUME_MESSAGES.portfolio)),
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
    projects: z
      .array(resumeProjectSchema, {
        error: 'Projects must be a list of {name, link, year, bullets}.',
      })
      .max(RESUME_LIMITS.projects, RESUME_MESSAGES.tooMany('projects', RESUME_LIMITS.projects))
      .default([]),
    education: z
      .array(resumeEducationSchema, { error: RESUME_MESSAGES.fixedEducation })
      .max(
        RESUME_LIMITS.education,
        RESUME_MESSAGES.tooMany('education entries', RESUME_LIMITS.education),
      ),
    certificate: text('Certificate', 2000),
    sectionOrder: z
      .array(z.enum(RESUME_SECTIONS, { error: RESUME_MESSAGES.sectionOrder }), {
        error: RESUME_MESSAGES.sectionOrder,
      })
      .refine(
        (order) =>
          order.length === RESUME_SECTIONS.length &&
          RESUME_SECTIONS.every((section) => order.includes(section)),
        RESUME_MESSAGES.sectionOrder,
      )
      .default([...RESUME_SECTIONS]),
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
export type ResumeExperience = z.output<typeof resumeExperienceSchema>;
export type ResumeProject = z.output<typeof resumeProjectSchema>;

export const resumeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  portfolio: z.string(),
  skills: z.array(z.object({ skill: z.string() })),
  experience: z.array(
    z.object({ role: z.string(), company: z.string(), year: z.string(), bullets: z.string() }),
  ),
  projects: z.array(
    z.object({ name: z.string(), link: z.string(), year: z.string(), bullets: z.string() }),
  ),
  education: z.array(
    z.object({
      university: z.string(),
      percentage: z.string(),
      year: z.string(),
      type: z.string(),
    }),
  ),
  certificate: z.string(),
  sectionOrder: z.array(z.enum(RESUME_SECTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** `GET /api/resumes/prefill`: a new resume filled from the profile, not saved yet. */
export const resumePrefillSchema = z.object({
  success: z.literal(true),
  resume: resumeSchema.omit({ _id: true, createdAt: true, updatedAt: true }),
});

export const emptyEducation = (type: string) => ({
  university: '',
  percentage: '',
  year: '',
  type,
});

export const emptyExperience = (): ResumeExperience => ({
  role: '',
  company: '',
  year: '',
  bullets: '',
});
export const emptyProject = (): ResumeProject => ({ name: '', link: '', year: '', bullets: '' });

/**
 * A new resume: one empty skill and experience, no project, and the three fixed education
 * entries.
 */
export function defaultResume(): ResumeData {
  return {
    name: '',
    email: '',
    phone: '',
    address: '',
    portfolio: '',
    skills: [{ skill: '' }],
    experience: [emptyExperience()],
    projects: [],
    education: FIXED_EDUCATION_TYPES.map(emptyEducation),
    certificate: '',
    sectionOrder: [...RESUME_SECTIONS],
  };
}

/**
 * A new resume filled from what the account already told Vedann: its name, email and phone, the
 * skills of its self-rating and the jobs and internships of its work history (newest first).
 */
export function prefilledResume(profile: {
  fullname: string;
  email: string;
  phoneNumber: string;
  skills: readonly string[];
  work: readonly { role: string; company: string; from: string; to: string }[];
}): ResumeData {
  const blank = defaultResume();
  const skills = profile.skills
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '')
    .slice(0, RESUME_LIMITS.skills);
  const work = profile.work
    .map((entry) => ({
      ...emptyExperience(),
      role: entry.role.trim(),
      company: entry.company.trim(),
      year: (entry.to.trim() || entry.from.trim()).slice(0, 4),
    }))
    .sort((a, b) => b.year.localeCompare(a.year))
    .slice(0, RESUME_LIMITS.experience);
  return {
    ...blank,
    name: profile.fullname.trim().slice(0, 100),
    email: profile.email.trim(),
    phone: /^\d{10}$/.test(profile.phoneNumber) ? profile.phoneNumber : '',
    skills: skills.length > 0 ? skills.map((skill) => ({ skill })) : blank.skills,
    experience: work.length > 0 ? work : blank.experience,
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
  const {
    name,
    email,
    phone,
    address,
    portfolio,
    skills,
    experience,
    projects,
    education,
    certificate,
    sectionOrder,
  } = resume;
  return {
    name,
    email,
    phone,
    address,
    portfolio,
    skills,
    experience,
    projects,
    education,
    certificate,
    sectionOrder,
  };
}

/** The lines of a multi-line field (bullet points, certificates), trimmed, blank ones left out. */
export const bulletLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[-•*]\s*/, ''))
    .filter((line) => line !== '');

const isFilled = (value: string) => value.trim() !== '';

/**
 * What a resume shows, the same in both previews and both PDFs: blank skills and entries are
 * left out, each line of a bullet-point field is one point, and each line of the certificate
 * field is one certificate. `order` is the person's order of the sections.
 */
export function resumeSections(resume: ResumeData) {
  return {
    order: resume.sectionOrder,
    skills: resume.skills.map((s) => s.skill).filter(isFilled),
    experience: resume.experience
      .filter(
        (e) => isFilled(e.role) || isFilled(e.company) || isFilled(e.year) || isFilled(e.bullets),
      )
      .map((e) => ({ ...e, points: bulletLines(e.bullets) })),
    projects: resume.projects
      .filter(
        (p) => isFilled(p.name) || isFilled(p.link) || isFilled(p.year) || isFilled(p.bullets),
      )
      .map((p) => ({ ...p, points: bulletLines(p.bullets) })),
    education: resume.education.filter(
      (e) => isFilled(e.university) || isFilled(e.percentage) || isFilled(e.year),
    ),
    certificates: bulletLines(resume.certificate),
  };
}

/**
 * A resume as saved before bullet points, projects and the section order existed reads as if
 * it had none of them, in the default order.
 */
export function withResumeDefaults<
  T extends {
    experience: readonly { role: string; company: string; year: string; bullets?: string }[];
    projects?: ResumeData['projects'] | null;
    sectionOrder?: ResumeData['sectionOrder'] | null;
  },
>(resume: T): T & Pick<ResumeData, 'experience' | 'projects' | 'sectionOrder'> {
  return {
    ...resume,
    experience: resume.experience.map((e) => ({ ...e, bullets: e.bullets ?? '' })),
    projects: resume.projects ?? [],
    sectionOrder: resume.sectionOrder ?? [...RESUME_SECTIONS],
  };
}

/** The line under an education entry: "91.5%, 2018". */
export const educationDetails = (entry: ResumeEducation) =>
  [isFilled(entry.percentage) ? `${entry.percentage}%` : '', entry.year]
    .filter(isFilled)
    .join(', ');
