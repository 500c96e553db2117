import { describe, expect, it } from 'vitest';
import {
  ATS_CHECKS,
  RESUME_MESSAGES,
  RESUME_SECTIONS,
  atsScore,
  defaultResume,
  emptyEducation,
  emptyExperience,
  emptyProject,
  prefilledResume,
  resumeFieldValues,
  resumeInputSchema,
  resumeSections,
  type ResumeData,
} from './index';

function complete(): ResumeData {
  return {
    ...defaultResume(),
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    skills: [{ skill: 'TypeScript' }, { skill: 'Teamwork' }],
    experience: [{ role: 'Intern', company: 'Sutra Technologies', year: '2024', bullets: '' }],
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

describe('bullet points, projects and the section order', () => {
  it('accepts an old body without them, with the defaults', () => {
    const old = {
      ...complete(),
      experience: [{ role: 'Intern', company: 'Sutra', year: '2024' }],
      projects: undefined,
      sectionOrder: undefined,
    };
    const parsed = resumeInputSchema.parse(old);
    expect(parsed.experience[0]?.bullets).toBe('');
    expect(parsed.projects).toEqual([]);
    expect(parsed.sectionOrder).toEqual([...RESUME_SECTIONS]);
  });

  it.each([
    [['skills', 'experience', 'projects', 'education']],
    [['skills', 'skills', 'projects', 'education', 'certificates']],
    [['skills', 'experience', 'projects', 'education', 'certificates', 'skills']],
    [['skills', 'experience', 'projects', 'education', 'hobbies']],
    ['skills'],
  ])('rejects the section order %o', (sectionOrder) => {
    expect(firstMessage({ ...complete(), sectionOrder })).toBe(RESUME_MESSAGES.sectionOrder);
  });

  it('accepts any order of the five sections', () => {
    const sectionOrder = ['certificates', 'education', 'projects', 'experience', 'skills'];
    expect(resumeInputSchema.parse({ ...complete(), sectionOrder }).sectionOrder).toEqual(
      sectionOrder,
    );
  });

  it.each([
    [{ projects: [{ ...emptyProject(), link: 'ftp://x.example' }] }, RESUME_MESSAGES.projectLink],
    [{ projects: [{ ...emptyProject(), year: '99' }] }, RESUME_MESSAGES.year],
    [
      { projects: Array.from({ length: 21 }, emptyProject) },
      RESUME_MESSAGES.tooMany('projects', 20),
    ],
    [
      { experience: [{ ...emptyExperience(), bullets: 'x'.repeat(2001) }] },
      RESUME_MESSAGES.tooLong('Bullet points', 2000),
    ],
  ])('rejects %o', (change, message) => {
    expect(firstMessage({ ...complete(), ...change })).toBe(message);
  });

  it('shows the points of each entry, one per line, without typed bullets or blank lines', () => {
    const sections = resumeSections({
      ...complete(),
      experience: [
        { ...emptyExperience(), role: 'Intern', bullets: '- Built the API\n\n• Led 3 people ' },
      ],
      projects: [{ ...emptyProject(), name: 'Vedann', bullets: 'React app' }, emptyProject()],
      certificate: 'AWS\n\n  CCNA  ',
    });
    expect(sections.experience[0]?.points).toEqual(['Built the API', 'Led 3 people']);
    expect(sections.projects).toHaveLength(1);
    expect(sections.projects[0]?.points).toEqual(['React app']);
    expect(sections.certificates).toEqual(['AWS', 'CCNA']);
  });

  it('lists points and projects among the values an ATS should find', () => {
    const fields = resumeFieldValues({
      ...complete(),
      experience: [{ ...emptyExperience(), role: 'Intern', bullets: 'Built the API' }],
      projects: [{ name: 'Vedann', link: 'https://v.example', year: '2025', bullets: 'React app' }],
    });
    expect(fields).toEqual(
      expect.arrayContaining([
        { label: 'Experience 1: point 1', value: 'Built the API' },
        { label: 'Project 1: name', value: 'Vedann' },
        { label: 'Project 1: link', value: 'https://v.example' },
        { label: 'Project 1: point 1', value: 'React app' },
      ]),
    );
  });

  it('the keyword check reads bullet points and projects too', () => {
    const base = { ...complete(), skills: [{ skill: 'TypeScript' }] };
    expect(atsScore(base).score).toBe(80);
    const withPoint = {
      ...base,
      experience: [{ ...base.experience[0]!, bullets: 'Showed leadership in a sprint' }],
    };
    expect(atsScore(withPoint).score).toBe(100);
    expect(
      atsScore({ ...base, projects: [{ ...emptyProject(), bullets: 'Teamwork of four' }] }).score,
    ).toBe(100);
  });
});

describe('prefilledResume', () => {
  it('fills the contact, skills and work history of the profile, newest work first', () => {
    const resume = prefilledResume({
      fullname: ' Asha Rao ',
      email: 'asha@example.com',
      phoneNumber: '9876543210',
      skills: ['SQL', ' ', 'Python'],
      work: [
        { role: 'Intern', company: 'Mitra Labs', from: '2022', to: '2023' },
        { role: 'Analyst', company: 'Sutra', from: '2024', to: '' },
      ],
    });
    expect(resume).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      skills: [{ skill: 'SQL' }, { skill: 'Python' }],
      experience: [
        { role: 'Analyst', company: 'Sutra', year: '2024', bullets: '' },
        { role: 'Intern', company: 'Mitra Labs', year: '2023', bullets: '' },
      ],
      education: defaultResume().education,
    });
    expect(resumeInputSchema.safeParse(resume).success).toBe(true);
  });

  it('keeps the blank entries of a new resume when the profile has none', () => {
    const resume = prefilledResume({
      fullname: 'Dev',
      email: 'dev@example.com',
      phoneNumber: '12',
      skills: [],
      work: [],
    });
    expect(resume).toEqual({ ...defaultResume(), name: 'Dev', email: 'dev@example.com' });
  });
});
