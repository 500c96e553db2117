import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { regularMemberInputSchema, REGULAR_MEMBER_MESSAGES } from '../ahar/people/regular-members';
import { BROADCAST_MESSAGES, broadcastInputSchema, broadcastSettled } from './broadcast';

const firstMessage = (value: unknown, schema: z.ZodType = broadcastInputSchema) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('broadcastInputSchema', () => {
  it('reads an empty group as none, trims, and defaults the picks', () => {
    expect(
      broadcastInputSchema.parse({ subject: ' Hi ', body: ' Text ', group: 'Member' }),
    ).toEqual({ subject: 'Hi', body: 'Text', group: 'Member', people: [] });
    const picked = broadcastInputSchema.parse({
      subject: 'Hi',
      body: 'x',
      group: '',
      people: [{ directory: 'staff', recordId: '0123456789abcdef01234567' }],
    });
    expect(picked.group).toBeNull();
  });

  it('needs a group or someone picked', () => {
    expect(firstMessage({ subject: 'Hi', body: 'x', group: '' })).toBe(
      BROADCAST_MESSAGES.recipients,
    );
  });

  it('keeps the subject on one line', () => {
    expect(firstMessage({ subject: 'a\r\nBcc: x@y.z', body: 'x', group: 'everyone' })).toBe(
      BROADCAST_MESSAGES.subjectOneLine,
    );
  });
});

describe('broadcastSettled', () => {
  it('counts every recipient whose e-mail is settled', () => {
    expect(broadcastSettled({ sent: 3, unreachable: 2, failed: 1 })).toBe(6);
  });
});

describe('a regular member’s e-mail', () => {
  const member = {
    name: 'Ravi',
    phone: '9822222222',
    mealKind: 'Veg',
    mealsPerDay: 2,
    startDate: '2026-01-01',
    monthlyAmount: '100',
  };
  it('is optional, lower-cased, and checked when given', () => {
    expect(regularMemberInputSchema.parse(member).email).toBe('');
    expect(regularMemberInputSchema.parse({ ...member, email: ' Ravi@Example.com ' }).email).toBe(
      'ravi@example.com',
    );
    expect(firstMessage({ ...member, email: 'ravi@' }, regularMemberInputSchema)).toBe(
      REGULAR_MEMBER_MESSAGES.email,
    );
  });
});
