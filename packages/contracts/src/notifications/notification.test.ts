import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification';

describe('notificationPath', () => {
  it('keeps a path of the app as it is', () => {
    expect(notificationPath('/jobs?keyword=quillon')).toBe('/jobs?keyword=quillon');
  });

  it("cuts an e-mail's whole link to its path, query and hash", () => {
    expect(notificationPath('https://vedann.example/lostnfound?menu=matches')).toBe(
      '/lostnfound?menu=matches',
    );
    expect(notificationPath('http://localhost:3000/jobs/applications#top')).toBe(
      '/jobs/applications#top',
    );
    expect(notificationPath('https://vedann.example?tab=1')).toBe('/?tab=1');
  });

  it('never keeps another site or a scheme-relative address', () => {
    expect(notificationPath('//evil.example/path')).toBe('/');
    expect(notificationPath('/\\evil.example/path')).toBe('/');
    expect(notificationPath('https://vedann.example//evil.example')).toBe('/');
    expect(notificationPath('javascript:alert(1)')).toBe('/');
    expect(notificationPath('')).toBe('/');
  });
});
