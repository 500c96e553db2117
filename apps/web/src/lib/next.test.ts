import { describe, expect, it } from 'vitest';
import { loginPath, nextFromSearch, safeNext } from './next';

describe('safeNext', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(safeNext('/jobs/description/abc')).toBe('/jobs/description/abc');
    expect(safeNext('/browse?keyword=react#top')).toBe('/browse?keyword=react#top');
  });

  it('refuses anything that could lead to another site, and the login page itself', () => {
    for (const value of [
      null,
      undefined,
      '',
      'jobs',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/ok\u0000',
      '/login',
      '/login?next=/jobs',
    ]) {
      expect(safeNext(value), String(value)).toBeNull();
    }
  });
});

describe('loginPath', () => {
  it('carries the place to return to in ?next=', () => {
    expect(loginPath('/jobs/description/1?x=2')).toBe(
      '/login?next=%2Fjobs%2Fdescription%2F1%3Fx%3D2',
    );
    expect(nextFromSearch('?next=%2Fjobs%2Fdescription%2F1%3Fx%3D2')).toBe(
      '/jobs/description/1?x=2',
    );
  });

  it('drops an unsafe or empty place', () => {
    expect(loginPath('https://evil.example')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBe('/select');
    expect(nextFromSearch('', '/home')).toBe('/home');
  });
});
