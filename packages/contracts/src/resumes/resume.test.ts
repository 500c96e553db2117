import { describe, expect, it } from 'vitest';
import {
  ATS_CHECKS,
  RESUME_MESSAGES,
  atsScore,
  defaultResume,
  emptyEducation,
  resumeFieldValues,
  resumeInputSchema,
  type ResumeData,
} from './resume';

function complete(): ResumeData {
  return {
    ...defaultResume(),
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    skills: [{ skill: 'TypeScript' }, { skill: 'Teamwork' }],
    experience: [{ role: 'Intern', company: 'Sutra Technologies', year: '2024' }],
    education: [
      { university: 'KV School', percentage: '91.5', year: '2018', type: '10th' },
      { university: 'KV School', percentage: '88', year: '2020', type: '12th' },
      { university: 'Pune University', percentage: '76', year: '2024', type: 'Graduation' },
    ],
  };
}

const firstMessage = (input: unknown) => {
  const result = resumeInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('atsScore', () => {
  it('gives 100 and no tips to a resume passing all five checks', () => {
    const result = atsScore(complete());
    expect(result.score).toBe(100);
    expect(result.tips).toEqual([]);
    expect(result.checks.map((c) => [c.key, c.points])).toEqual([
      ['contact', 20],
      ['skills', 20],
      ['experience', 20],
      ['education', 20],
      ['keywords', 20],
    ]);
  });

  it('gives 0 and all five tips to the empty form', () => {
    const result = atsScore(defaultResume());
    expect(result.score).toBe(0);
    expect(result.tips).toEqual(Object.values(ATS_CHECKS).map((c) => c.tip));
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: '' }],
    ['phone', { phone: '  ' }],
  ])('contact fails without %s', (_field, change) => {
    const result = atsScore({ ...complete(), ...change });
    expect(result.score).toBe(80);
    expect(result.tips).toEqual([ATS_CHECKS.contact.tip]);
  });

  it('skills: blank skill entries do not count', () => {
    const result = atsScore({
      ...complete(),
      skills: [{ skill: ' ' }],
      certificate: 'Leadership course',
    });
    expect(result.checks.find((c) => c.key === 'skills')?.passed).toBe(false);
    expect(result.tips).toEqual([ATS_CHECKS.skills.tip]);
  });

  it('experience needs both role and company in one entry', () => {
    const result = atsScore({
      ...complete(),
      experience: [
        { role: 'Intern', company: '', year: '' },
        { role: '', company: 'Sutra', year: '' },
      ],
    });
    expect(result.score).toBe(80);
    expect(result.tips).toEqual([ATS_CHECKS.experience.tip]);
  });

  it('education needs a university in at least one entry', () => {
    const result = atsScore({
      ...complete(),
      education: complete().education.map((e) => ({ ...e, university: '' })),
    });
    expect(result.tips).toEqual([ATS_CHECKS.education.tip]);
    expect(atsScore({ ...complete(), education: [emptyEducation('10th')] }).score).toBe(80);
  });

  it.each(['teamwork', 'LEADERSHIP', 'Project   Management', 'problem solving', 'Problem-Solving'])(
    'keywords: "%s" counts, in any field',
    (keyword) => {
      const base = { ...complete(), skills: [{ skill: 'TypeScript' }] };
      expect(atsScore(base).tips).toEqual([ATS_CHECKS.keywords.tip]);
      expect(atsScore({ ...base, certificate: `Course in ${keyword}` }).score).toBe(100);
      expect(
        atsScore({ ...base, experience: [{ role: `${keyword} lead`, company: 'X', year: '' }] })
          .score,
      ).toBe(100);
    },
  );

  it('keywords: other words do not count', () => {
    const result = atsScore({ ...complete(), skills: [{ skill: 'team' }, { skill: 'leader' }] });
    expect(result.tips).toEqual([ATS_CHECKS.keywords.tip]);
  });
});

describe('resumeInputSchema', () => {
  it('accepts a complete resume and the empty default', () => {
    expect(resumeInputSchema.safeParse(complete()).success).toBe(true);
    expect(firstMessage({ ...defaultResume(), name: 'A' })).toBeUndefined();
  });

  it.each([
    [{ name: ' ' }, RESUME_MESSAGES.nameRequired],
    [{ email: 'asha@' }, RESUME_MESSAGES.email],
    [{ phone: '12345' }, RESUME_MESSAGES.phone],
    [{ phone: '98765432101' }, RESUME_MESSAGES.phone],
    [{ portfolio: 'javascript:alert(1)' }, RESUME_MESSAGES.portfolio],
    [{ experience: [{ role: 'a', company: 'b', year: '24' }] }, RESUME_MESSAGES.year],
    [{ experience: [{ role: 'a', company: 'b', year: '3024' }] }, RESUME_MESSAGES.year],
  ])('rejects %o', (change, message) => {
    expect(firstMessage({ ...complete(), ...change })).toBe(message);
  });

  it.each(['101', '-1', 'abc', '50.123'])('rejects the percentage %s', (percentage) => {
    const education = complete().education;
    education[1] = { ...education[1]!, percentage };
    expect(firstMessage({ ...complete(), education })).toBe(RESUME_MESSAGES.percentage);
  });

  it.each(['0', '100', '99.5', ''])('accepts the percentage "%s"', (percentage) => {
    const education = complete().education;
    education[0] = { ...education[0]!, percentage };
    expect(resumeInputSchema.safeParse({ ...complete(), education }).success).toBe(true);
  });

  it('keeps the three fixed education entries first, with their types', () => {
    const education = complete().education;
    expect(firstMessage({ ...complete(), education: education.slice(1) })).toBe(
      RESUME_MESSAGES.fixedEducation,
    );
    const retyped = education.map((e, i) => (i === 2 ? { ...e, type: 'Education' } : e));
    expect(firstMessage({ ...complete(), education: retyped })).toBe(
      RESUME_MESSAGES.fixedEducation,
    );
    expect(firstMessage({ ...complete(), education: [...education, emptyEducation('12th')] })).toBe(
      RESUME_MESSAGES.extraEducationType,
    );
    expect(
      resumeInputSchema.safeParse({
        ...complete(),
        education: [...education, emptyEducation('Education')],
      }).success,
    ).toBe(true);
  });
});

describe('resumeFieldValues', () => {
  it('lists every entered value and leaves out blank ones', () => {
    const fields = resumeFieldValues(complete());
    expect(fields.map((f) => f.value)).toContain('Sutra Technologies');
    expect(fields.find((f) => f.label === 'Graduation: university')?.value).toBe('Pune University');
    expect(fields.some((f) => f.label === 'Address')).toBe(false);
  });
});

describe('resumeInputSchema on malformed bodies', () => {
  it('names what is wrong rather than a type error', () => {
    expect(firstMessage({ ...complete(), education: undefined })).toBe(
      RESUME_MESSAGES.fixedEducation,
    );
    expect(firstMessage({ ...complete(), skills: 'TypeScript' })).toBe(
      'Skills must be a list of {skill}.',
    );
    expect(firstMessage({ ...complete(), name: undefined })).toBe(RESUME_MESSAGES.nameRequired);
  });
});
