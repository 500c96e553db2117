import { describe, expect, it } from 'vitest';
import {
  firstOpenTiffinDay,
  tiffinDayOpen,
  tiffinPauseDeadline,
  tiffinSettingsInputSchema,
} from './tiffin';

const at = (iso: string) => new Date(iso);

describe("the tiffin pause's cut-off clock", () => {
  it("is the cut-off hour of the day before, India's time", () => {
    expect(tiffinPauseDeadline('2026-12-10', 20).toISOString()).toBe('2026-12-09T14:30:00.000Z');
    expect(tiffinPauseDeadline('2026-12-10', 0).toISOString()).toBe('2026-12-08T18:30:00.000Z');
    // Across a month and a year.
    expect(tiffinPauseDeadline('2027-01-01', 23).toISOString()).toBe('2026-12-31T17:30:00.000Z');
  });

  it('keeps a day open until the last second before the cut-off', () => {
    expect(tiffinDayOpen('2026-12-10', 20, at('2026-12-09T14:29:59Z'))).toBe(true);
    expect(tiffinDayOpen('2026-12-10', 20, at('2026-12-09T14:30:00Z'))).toBe(false);
    expect(tiffinDayOpen('2026-12-09', 23, at('2026-12-09T05:00:00Z'))).toBe(false);
  });

  it('opens tomorrow before the cut-off, the day after from it on', () => {
    // 19:59 and 20:00 in India on 9 December.
    expect(firstOpenTiffinDay(20, at('2026-12-09T14:29:00Z'))).toBe('2026-12-10');
    expect(firstOpenTiffinDay(20, at('2026-12-09T14:30:00Z'))).toBe('2026-12-11');
    // 00:30 in India is already the next day: tomorrow is 11 December.
    expect(firstOpenTiffinDay(20, at('2026-12-09T19:00:00Z'))).toBe('2026-12-11');
  });

  it('takes a whole hour from 0 to 23', () => {
    expect(tiffinSettingsInputSchema.safeParse({ cutoffHour: '7' }).data).toEqual({
      cutoffHour: 7,
    });
    for (const cutoffHour of [-1, 24, 7.5, 'x'])
      expect(tiffinSettingsInputSchema.safeParse({ cutoffHour }).success).toBe(false);
  });
});
