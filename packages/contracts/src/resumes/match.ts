import { z } from 'zod';
import { idSchema } from '../common/api';
import { resumeWords, type AtsResumeInput } from './resume-ats';

/**
 * The match of a resume against a job (issue 18): the job's keywords found and missing in the
 * resume, as a score out of 100. Beside the spec's five-check ATS score, which stays as it is.
 */
export const RESUME_MATCH_MESSAGES = {
  jobOrText: 'Paste a job description or pick a job.',
  notBoth: 'Paste a job description or pick a job, not both.',
  noKeywords: 'The job description has no keywords to match. Paste more of it.',
  jobNotFound: 'Job not found.',
  descriptionTooLong: 'The job description may have at most 10000 characters.',
} as const;

/** At most this many keywords are taken from a job: the most frequent ones. */
export const MATCH_KEYWORD_LIMIT = 30;

/**
 * Words that say nothing about the job's skills: English function words and the words every job
 * advertisement uses. What is left (react, sql, excel, communication, teamwork...) is what an
 * ATS scans a resume for.
 */
const STOP_WORDS = new Set(
  `a about above across after again against all also am an and any are as at be because been
  before being below between both but by can could did do does doing down during each either
  etc every few for from further had has have having he her here hers him his how i if in into
  is it its itself just may me might more most must my no nor not now of off on once only or
  other our ours out over own per same shall she should so some such than that the their them
  then there these they this those through to too under until up upon us very via was we were
  what when where which while who whom why will with within without would you your yours
  ability able apply applicant applicants candidate candidates company day days description
  duties employer etc experience experienced good great help ideal include including job jobs
  join knowledge least like looking month months new opportunity plus preferred position work
  working required requirement requirements responsibilities responsibility role salary skill
  skills strong team understanding use using well year years lpa per week weeks time full
  part based will within must across`
    .split(/\s+/)
    .filter(Boolean),
);

/** A job's or a resume's text as comparable words: lower case, "node.js" and "c++" kept whole. */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}][\p{L}\p{N}+#.]*/gu)
      ?.map((word) => word.replace(/\.+$/, '')) ?? []
  );
}

/** A word's plain form, so "APIs" finds "API" and "databases" finds "database". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The keywords of a job: its words without stop words, numbers and one-letter words, the most
 * frequent first (ties in the order they first appear), at most MATCH_KEYWORD_LIMIT.
 */
export function jobKeywords(jobText: string): string[] {
  const seen = new Map<string, { word: string; count: number; first: number }>();
  words(jobText).forEach((word, index) => {
    if (word.length < 2 && !/[+#]/.test(word)) return;
    if (/^\d+([.,]\d+)*$/.test(word) || STOP_WORDS.has(word)) return;
    const key = stem(word);
    if (STOP_WORDS.has(key)) return;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { word, count: 1, first: index });
  });
  return [...seen.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, MATCH_KEYWORD_LIMIT)
    .map((entry) => entry.word);
}

export interface ResumeMatch {
  /** Found keywords out of all keywords, as a whole percentage. */
  score: number;
  found: string[];
  missing: string[];
}

/** The job's keywords found and missing in everything the resume says. */
export function resumeMatch(resume: AtsResumeInput, jobText: string): ResumeMatch {
  const keywords = jobKeywords(jobText);
  const inResume = new Set(words(resumeWords(resume)).map(stem));
  const found = keywords.filter((keyword) => inResume.has(stem(keyword)));
  const missing = keywords.filter((keyword) => !inResume.has(stem(keyword)));
  return {
    score: keywords.length === 0 ? 0 : Math.round((found.length / keywords.length) * 100),
    found,
    missing,
  };
}

const looseText = z.string().max(5000).optional();

/**
 * `POST /api/resumes/match`: the form's resume as it stands (saved or not, valid or not: the
 * match reads only its words) and either a pasted job description or a job's id.
 */
export const resumeMatchInputSchema = z
  .object({
    resume: z.object({
      name: looseText,
      address: looseText,
      certificate: looseText,
      skills: z
        .array(z.object({ skill: looseText }))
        .max(100)
        .optional(),
      experience: z
        .array(
          z.object({ role: looseText, company: looseText, year: looseText, bullets: looseText }),
        )
        .max(100)
        .optional(),
      projects: z
        .array(z.object({ name: looseText, link: looseText, year: looseText, bullets: looseText }))
        .max(100)
        .optional(),
      education: z
        .array(
          z.object({
            university: looseText,
            percentage: looseText,
            year: looseText,
            type: looseText,
          }),
        )
        .max(100)
        .optional(),
    }),
    description: z.string().trim().max(10000, RESUME_MATCH_MESSAGES.descriptionTooLong).optional(),
    jobId: idSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const text = (input.description ?? '') !== '';
    if (!text && !input.jobId)
      ctx.addIssue({
        code: 'custom',
        message: RESUME_MATCH_MESSAGES.jobOrText,
        path: ['description'],
      });
    if (text && input.jobId)
      ctx.addIssue({ code: 'custom', message: RESUME_MATCH_MESSAGES.notBoth, path: ['jobId'] });
  });
export type ResumeMatchInput = z.input<typeof resumeMatchInputSchema>;

export const resumeMatchAnswerSchema = z.object({
  success: z.literal(true),
  score: z.number(),
  found: z.array(z.string()),
  missing: z.array(z.string()),
  /** The job matched against, when one was picked. */
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
});
export type ResumeMatchAnswer = z.infer<typeof resumeMatchAnswerSchema>;
