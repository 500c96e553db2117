import { describe, expect, it } from 'vitest';
import {
  MATCH_KEYWORD_LIMIT,
  RESUME_MATCH_MESSAGES,
  jobKeywords,
  resumeMatch,
  resumeMatchInputSchema,
} from './match';
import { defaultResume, emptyExperience, emptyProject } from './resume-defaults';

const JOB =
  'We are looking for a React developer with TypeScript and SQL. You will build REST APIs in ' +
  'Node.js, write tests, and use React daily. Teamwork and communication are required.';

describe('jobKeywords', () => {
  it('takes the words of the job without stop words and numbers, the most frequent first', () => {
    const keywords = jobKeywords(JOB);
    expect(keywords[0]).toBe('react');
    expect(keywords).toEqual(
      expect.arrayContaining(['typescript', 'sql', 'node.js', 'apis', 'teamwork', 'communication']),
    );
    for (const stop of ['we', 'are', 'looking', 'for', 'with', 'required', 'and', 'a'])
      expect(keywords).not.toContain(stop);
    expect(jobKeywords('3 years, 2024, 4.5 LPA')).toEqual([]);
  });

  it('keeps C++ and C# whole and reads a plural as its singular', () => {
    expect(jobKeywords('C++ and C# developers; developer')).toEqual(['developers', 'c++', 'c#']);
  });

  it(`takes at most ${MATCH_KEYWORD_LIMIT} keywords`, () => {
    const many = Array.from(
      { length: 40 },
      (_, i) => `tool${String.fromCharCode(97 + (i % 26))}${i}`,
    );
    expect(jobKeywords(many.join(' '))).toHaveLength(MATCH_KEYWORD_LIMIT);
  });
});

describe('resumeMatch', () => {
  it('finds the keywords in skills, bullet points and projects, case and plural aside', () => {
    const match = resumeMatch(
      {
        ...defaultResume(),
        skills: [{ skill: 'REACT' }, { skill: 'TypeScript' }],
        experience: [{ ...emptyExperience(), role: 'Intern', bullets: 'Built an API in Node.js' }],
        projects: [{ ...emptyProject(), name: 'Shop', bullets: 'SQL database and tests' }],
      },
      JOB,
    );
    expect(match.found).toEqual(
      expect.arrayContaining(['react', 'typescript', 'sql', 'node.js', 'apis', 'tests']),
    );
    expect(match.missing).toEqual(expect.arrayContaining(['teamwork', 'communication']));
    expect(match.found.length + match.missing.length).toBe(jobKeywords(JOB).length);
    expect(match.score).toBe(Math.round((match.found.length / jobKeywords(JOB).length) * 100));
  });

  it('scores 0 with every keyword missing for an empty resume, 100 when all are there', () => {
    expect(resumeMatch(defaultResume(), 'Python Django')).toEqual({
      score: 0,
      found: [],
      missing: ['python', 'django'],
    });
    expect(
      resumeMatch({ ...defaultResume(), skills: [{ skill: 'Python, Django' }] }, 'Python Django'),
    ).toEqual({ score: 100, found: ['python', 'django'], missing: [] });
  });

  it('does not count a word that is only part of another', () => {
    expect(resumeMatch({ skills: [{ skill: 'JavaScript' }] }, 'Java').missing).toEqual(['java']);
  });
});

describe('resumeMatchInputSchema', () => {
  const message = (input: unknown) => {
    const result = resumeMatchInputSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
  it('takes a pasted description or a job, one of them', () => {
    expect(message({ resume: {}, description: 'React' })).toBeUndefined();
    expect(message({ resume: {}, jobId: 'a'.repeat(24) })).toBeUndefined();
    expect(message({ resume: {} })).toBe(RESUME_MATCH_MESSAGES.jobOrText);
    expect(message({ resume: {}, description: '   ' })).toBe(RESUME_MATCH_MESSAGES.jobOrText);
    expect(message({ resume: {}, description: 'React', jobId: 'a'.repeat(24) })).toBe(
      RESUME_MATCH_MESSAGES.notBoth,
    );
    expect(message({ resume: {}, description: 'x'.repeat(10001) })).toBe(
      RESUME_MATCH_MESSAGES.descriptionTooLong,
    );
  });
});
