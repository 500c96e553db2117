import { describe, expect, it } from 'vitest';
import { oneHourAfter, parseRingTime, ringTimeLabel, scoreDosha } from './index';

describe('diet helpers', () => {
  it('reads ring times the spec writes and 24-hour ones', () => {
    expect(parseRingTime('9:00 AM')).toBe('09:00');
    expect(parseRingTime('12:15 am')).toBe('00:15');
    expect(parseRingTime('12:00 PM')).toBe('12:00');
    expect(parseRingTime('2:00 PM')).toBe('14:00');
    expect(parseRingTime('14:30')).toBe('14:30');
    for (const bad of ['13:00 PM', '0:30 AM', '24:00', '9', 'noon'])
      expect(parseRingTime(bad), bad).toBeNull();
    expect(ringTimeLabel('14:00')).toBe('2:00 PM');
    expect(ringTimeLabel('00:05')).toBe('12:05 AM');
  });

  it('moves a slot end to one hour after its start', () => {
    expect(oneHourAfter('09:00')).toBe('10:00');
    expect(oneHourAfter('23:30')).toBe('00:30');
  });

  it('breaks a tie by the body questions, then vata, pitta, kapha', () => {
    expect(
      scoreDosha({
        frame: 'kapha',
        skin: 'kapha',
        digestion: 'vata',
        sleep: 'vata',
        temperament: 'pitta',
        weather: 'pitta',
      }).dosha,
    ).toBe('kapha');
    expect(
      scoreDosha({
        frame: 'vata',
        skin: 'pitta',
        digestion: 'kapha',
        sleep: 'vata',
        temperament: 'pitta',
        weather: 'kapha',
      }).dosha,
    ).toBe('vata');
  });
});
