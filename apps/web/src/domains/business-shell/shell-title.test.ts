import { describe, expect, it } from 'vitest';
import type { ShellGroup } from './menu';
import { shellPageTitle } from './shell-title';

const groups: ShellGroup[] = [
  {
    key: 'profile',
    label: 'Profile',
    items: [{ key: 'viewProfile', label: 'View Profile' }],
  },
  {
    key: 'demand',
    label: 'Demand',
    items: [
      { key: 'full', label: 'Full' },
      { key: 'own', label: 'Own' },
    ],
  },
];
const inGroup = (group: string, page: string) => `${group}: ${page}`;

describe('a dashboard screen’s page title', () => {
  it('names the group beside a label that is clear only in it', () => {
    const own = groups[1]?.items[1] ?? null;
    expect(shellPageTitle(groups, own, 'Ahar', inGroup)).toBe('Demand: Own');
  });

  it('keeps a label that already names its group', () => {
    const view = groups[0]?.items[0] ?? null;
    expect(shellPageTitle(groups, view, 'Ahar', inGroup)).toBe('View Profile');
  });

  it('is the dashboard’s title with no screen chosen', () => {
    expect(shellPageTitle(groups, null, 'Exercise Libraries', inGroup)).toBe('Exercise Libraries');
  });
});
