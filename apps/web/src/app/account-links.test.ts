import { describe, expect, it } from 'vitest';
import { accountLinks, initialsOf } from './account-links';
import { manifestHref } from './install';

describe('the account menu', () => {
  it("holds each role's own pages, Find Jobs staying in the bar", () => {
    expect(accountLinks('student').map((link) => link.to)).toEqual([
      '/jobs/applications',
      '/placement/resume',
      '/lostnfound',
      '/profile',
    ]);
    expect(accountLinks('recruiter').map((link) => link.label)).toEqual([
      'nav.companies',
      'nav.jobs',
      'nav.viewProfile',
    ]);
    expect(accountLinks('librarian')).toEqual([]);
  });

  it('draws initials from the first and last names, whole letters in any script', () => {
    expect(initialsOf('Vikram Singh')).toBe('VS');
    expect(initialsOf('  Asha  Kumari  Rao ')).toBe('AR');
    expect(initialsOf('Meera')).toBe('M');
    expect(initialsOf('विक्रम सिंह')).toBe('वस');
    expect(initialsOf('')).toBe('');
  });
});

describe('the manifest of the page', () => {
  it("follows the page's language", () => {
    expect(manifestHref('hi')).toBe('/manifest.hi.webmanifest');
    expect(manifestHref('en')).toBe('/manifest.webmanifest');
  });
});
