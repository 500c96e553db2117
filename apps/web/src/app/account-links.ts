import type { Role } from '@vedann/contracts';

/** A page of the account menu: its path and its name's key in the common catalogue. */
export interface AccountLink {
  to: string;
  label:
    | 'nav.applications'
    | 'nav.resumeBuilder'
    | 'nav.lostFound'
    | 'nav.companies'
    | 'nav.jobs'
    | 'nav.viewProfile';
}

/**
 * The signed-in person's own pages (spec 01 sections 2.1 and 6), in the account menu: a student's
 * applications, resume, lost-and-found reports and profile; a recruiter's companies, jobs and
 * profile; a librarian has none but Log Out. Find Jobs stays in the bar, where a visitor finds it.
 */
export function accountLinks(role: Role): AccountLink[] {
  const profile: AccountLink = { to: '/profile', label: 'nav.viewProfile' };
  switch (role) {
    case 'student':
      return [
        { to: '/jobs/applications', label: 'nav.applications' },
        { to: '/placement/resume', label: 'nav.resumeBuilder' },
        { to: '/lostnfound', label: 'nav.lostFound' },
        profile,
      ];
    case 'recruiter':
      return [
        { to: '/admin/companies', label: 'nav.companies' },
        { to: '/admin/jobs', label: 'nav.jobs' },
        profile,
      ];
    case 'librarian':
      return [];
  }
}

/** Up to two letters for the account button's badge: the first of the first and last names. */
export function initialsOf(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  // Array.from splits by code point, so a name in Devanagari or with an emoji keeps whole letters.
  return (Array.from(first)[0] ?? '') + (Array.from(last)[0] ?? '');
}
