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

/** `GET /api/resumes/:id/pdf` and the ATS reading take the template in the query. */
export const resumeTemplateQuerySchema = z.object({
  template: z
    .enum(RESUME_TEMPLATES, { error: 'Template must be vedann or ats.' })
    .default('vedann'),
});
