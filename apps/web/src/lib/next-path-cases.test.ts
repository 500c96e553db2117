import { describe, expect, it } from 'vitest';
import { safeNext as safeNextPath } from './next';

describe('safeNext, the cases of the login page', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/description/abc123')).toBe('/description/abc123');
    expect(safeNextPath('/jobs?page=2#top')).toBe('/jobs?page=2#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'description/abc',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });

  it('refuses a way back to the account pages', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/select')).toBeNull();
  });
});
