import { describe, expect, it } from 'vitest';
import { SEAT_HOLD_MINUTES, holdLapsesAt, holdStands } from './holds';

describe('the clock of a seat hold', () => {
  const made = new Date('2026-11-29T10:00:00.000Z');

  it('lapses 15 minutes after it is made', () => {
    expect(SEAT_HOLD_MINUTES).toBe(15);
    expect(holdLapsesAt(made).toISOString()).toBe('2026-11-29T10:15:00.000Z');
  });

  it('stands until its time is up, not at the very minute', () => {
    const hold = { expiresAt: holdLapsesAt(made), reportedAt: null };
    expect(holdStands(hold, new Date('2026-11-29T10:14:59.999Z'))).toBe(true);
    expect(holdStands(hold, new Date('2026-11-29T10:15:00.000Z'))).toBe(false);
  });

  it('stands past its time once the UTR is reported, waiting for the desk', () => {
    const hold = { expiresAt: holdLapsesAt(made), reportedAt: new Date('2026-11-29T10:10:00Z') };
    expect(holdStands(hold, new Date('2026-11-30T10:00:00Z'))).toBe(true);
  });
});
