import { describe, expect, it } from 'vitest';
import { gymFeeYears } from './fees';
import { membershipEnd, membershipStatus, renewalStart } from './members';

describe('membership dates', () => {
  it('ends the day before the same date a range later', () => {
    expect(membershipEnd('2026-01-15', '1 Month')).toBe('2026-02-14');
    expect(membershipEnd('2026-01-31', '1 Month')).toBe('2026-02-27');
    expect(membershipEnd('2024-01-31', '1 Month')).toBe('2024-02-28');
    expect(membershipEnd('2026-03-01', '3 Months')).toBe('2026-05-31');
    expect(membershipEnd('2026-11-20', '1 Year')).toBe('2027-11-19');
    expect(membershipEnd('2026-12-25', '15 Days')).toBe('2027-01-08');
    expect(membershipEnd('2026-12-25', '2 Weeks')).toBe('2027-01-07');
    expect(() => membershipEnd('2026-01-01', 'forever')).toThrow();
  });

  it('renews from the day after the old expiry, or today once lapsed', () => {
    expect(renewalStart('2026-12-03', '2026-11-30')).toBe('2026-12-04');
    expect(renewalStart('2026-11-30', '2026-11-30')).toBe('2026-12-01');
    expect(renewalStart('2026-11-29', '2026-11-30')).toBe('2026-11-30');
    expect(renewalStart(null, '2026-11-30')).toBe('2026-11-30');
  });

  it('is Active, Expiring (7 days or fewer), Expired, Frozen or Upcoming', () => {
    const at = (expiredDate: string | null, frozen?: [string, string], startDate = '2026-11-01') =>
      membershipStatus(
        {
          startDate,
          expiredDate,
          frozenFrom: frozen?.[0] ?? null,
          frozenUntil: frozen?.[1] ?? null,
        },
        '2026-11-24',
      );
    expect(at(null)).toBeNull();
    expect(at('2026-12-02')).toBe('Active');
    expect(at('2026-12-01')).toBe('Expiring');
    expect(at('2026-11-24')).toBe('Expiring');
    expect(at('2026-11-23')).toBe('Expired');
    expect(at('2026-12-20', ['2026-11-20', '2026-11-30'])).toBe('Frozen');
    expect(at('2026-12-20', ['2026-11-10', '2026-11-23'])).toBe('Active');
    // A membership sold ahead does not run yet, however far its expiry.
    expect(at('2027-01-31', undefined, '2027-01-01')).toBe('Upcoming');
    expect(at('2026-11-30', undefined, '2026-11-25')).toBe('Upcoming');
    expect(at('2026-12-24', undefined, '2026-11-24')).toBe('Active');
  });
});

describe('fee years', () => {
  it('are the current year and the 3 before it', () => {
    expect(gymFeeYears(2026)).toEqual([2026, 2025, 2024, 2023]);
  });
});
