import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, planInputSchema, splitDetails } from './plan';

const PLAN = {
  name: 'Gold',
  fee: '100',
  free: false,
  affordable: true,
  standard: false,
  premium: false,
  details: 'a',
};

describe('plan add (spec 01 section 5)', () => {
  it('splits details on commas and trims them, dropping empty parts', () => {
    expect(splitDetails(' AC hall ,Locker,, ')).toEqual(['AC hall', 'Locker']);
    expect(splitDetails(' , ')).toEqual([]);
  });

  it('requires every field', () => {
    for (const field of Object.keys(PLAN)) {
      const input: Record<string, unknown> = { ...PLAN };
      delete input[field];
      expect(planInputSchema.safeParse(input).success, field).toBe(false);
    }
    expect(planInputSchema.parse(PLAN).details).toEqual(['a']);
  });

  it('keeps money exact: at most two decimals, never negative', () => {
    expect(planInputSchema.parse({ ...PLAN, fee: 12.5 }).fee).toBe('12.5');
    expect(planInputSchema.parse({ ...PLAN, fee: ' 99.99 ' }).fee).toBe('99.99');
    for (const fee of ['-1', '1.001', 'abc', '', '1e3']) {
      const result = planInputSchema.safeParse({ ...PLAN, fee });
      expect(result.success, fee).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PLAN_MESSAGES.fee);
    }
  });
});
