import { describe, expect, it } from 'vitest';
import { chosenItem, initials, menuItemMaker, visibleGroups, type ShellGroup } from './menu';

const groups: ShellGroup[] = [
  {
    key: 'accounts',
    label: 'Accounts',
    items: [
      { key: 'bill', label: 'Bill', to: '/gym/bills', permission: 'accounts' },
      { key: 'report', label: 'Financial Report', permission: 'accounts' },
    ],
  },
  {
    key: 'notice',
    label: 'Notice',
    items: [{ key: 'notice', label: 'Notice', permission: 'notice' }],
  },
  { key: 'events', label: 'Events', items: [{ key: 'events', label: 'Events' }] },
];

describe('the business dashboard menu', () => {
  it('shows an operator only the items of the permissions held, and drops empty groups', () => {
    const seen = visibleGroups(groups, { role: 'operator', permissions: ['notice'] });
    expect(seen.map((group) => group.key)).toEqual(['notice', 'events']);
  });

  it('labels each item from its catalogue key and keeps where it leads', () => {
    const item = menuItemMaker<'bill' | 'notice'>((key) => `items.${key}`);
    expect(item('bill', { to: '/gym/bills', permission: 'accounts' })).toEqual({
      key: 'bill',
      label: 'items.bill',
      to: '/gym/bills',
      permission: 'accounts',
    });
    expect(item('notice', {})).toEqual({ key: 'notice', label: 'items.notice' });
  });

  it('shows owners and admins everything', () => {
    expect(visibleGroups(groups, { role: 'owner', permissions: [] })).toHaveLength(3);
    expect(visibleGroups(groups, { role: 'admin', permissions: [] })).toHaveLength(3);
  });

  it('opens a panel only for an item that stays on the dashboard', () => {
    expect(chosenItem(groups, 'report')?.label).toBe('Financial Report');
    expect(chosenItem(groups, 'bill')).toBeNull();
    expect(chosenItem(groups, 'nothing')).toBeNull();
    expect(chosenItem(groups, null)).toBeNull();
  });

  it('abbreviates a group for the collapsed menu', () => {
    expect(initials('Machine Maintenance')).toBe('MM');
    expect(initials('Events')).toBe('EV');
    expect(initials('SUTRIN (ADMIN)')).toBe('SA');
    expect(initials('लेख रिकॉर्ड')).toBe('लर');
  });
});
