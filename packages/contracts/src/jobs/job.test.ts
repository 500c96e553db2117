import { describe, expect, it } from 'vitest';
import { SALARY_BUCKETS, SALARY_BUCKET_LPA, jobAge, jobInputSchema } from './job';

describe('jobAge', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it("says 'Today' within a day and 'N days ago' after", () => {
    expect(jobAge('2026-11-23T01:00:00Z', now)).toBe('Today');
    expect(jobAge('2026-11-22T11:00:00Z', now)).toBe('1 day ago');
    expect(jobAge('2026-11-13T12:00:00Z', now)).toBe('10 days ago');
    // A clock a little ahead on the server still reads as today.
    expect(jobAge('2026-11-23T12:05:00Z', now)).toBe('Today');
  });
});

describe('salary buckets', () => {
  const bucketsOf = (lpa: number) =>
    SALARY_BUCKETS.filter(
      (b) => lpa > SALARY_BUCKET_LPA[b].above && lpa <= SALARY_BUCKET_LPA[b].atMost,
    );
  it('put every salary up to 60 LPA in exactly one bucket', () => {
    const misplaced: number[] = [];
    for (let paise = 0; paise <= 6000; paise += 1) {
      if (bucketsOf(paise / 100).length !== 1) misplaced.push(paise / 100);
    }
    expect(misplaced).toEqual([]);
    expect(bucketsOf(0)).toEqual(['0-40k']);
    expect(bucketsOf(4.8)).toEqual(['0-40k']);
    expect(bucketsOf(5.04)).toEqual(['42-1lakh']);
    expect(bucketsOf(12)).toEqual(['42-1lakh']);
    expect(bucketsOf(60)).toEqual(['1lakh to 5lakh']);
    expect(bucketsOf(61)).toEqual([]);
  });
});

describe('jobInputSchema', () => {
  it('takes numbers typed as text, as the form sends them', () => {
    const parsed = jobInputSchema.parse({
      title: 'T',
      description: 'D',
      position: '2',
      jobType: 'Full Time',
      salary: '7.5',
      location: 'Pune',
      industry: 'Backend Developer',
      experience: '0',
    });
    expect(parsed).toMatchObject({ position: 2, salary: 7.5, experience: 0, status: 'open' });
  });
});
