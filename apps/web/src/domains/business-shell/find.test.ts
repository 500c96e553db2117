import { describe, expect, it } from 'vitest';
import { findScreens, normalise } from './find';
import type { ShellGroup } from './menu';

const Panel = () => null;

// A gym's menu as a Hindi page builds it: Hindi names, and the English ones among the words.
const groups: ShellGroup[] = [
  {
    key: 'record',
    label: 'लेख (रिकॉर्ड)',
    hint: 'हाज़िरी, पहचान पत्र, फ़ीस',
    keywords: () => ['Lekh (Record)'],
    items: [
      { key: 'attendance', label: 'हाज़िरी', to: '/gym/attendence', permission: 'record' },
      {
        key: 'fees',
        label: 'फ़ीस',
        panel: Panel,
        permission: 'invoice',
        keywords: () => ['Fees', 'शुल्क', 'भुगतान', 'dues', 'payment'],
      },
    ],
  },
  {
    key: 'users',
    label: 'उपयोगकर्ता पैनल',
    keywords: () => ['User Panel'],
    items: [
      {
        key: 'member',
        label: 'सदस्य',
        panel: Panel,
        permission: 'enrollment',
        keywords: () => ['Member', 'members', 'clients'],
      },
    ],
  },
  {
    key: 'more',
    label: 'और',
    items: [
      { key: 'rating', label: 'रेटिंग' },
      { key: 'notice', label: 'सूचना', panel: Panel, keywords: () => ['Notice', 'payment notice'] },
    ],
  },
];

type Access = Parameters<typeof findScreens>[1];
const owner: Access = { role: 'owner', permissions: [] };
const keysOf = (typed: string, access: Access = owner) =>
  findScreens(groups, access, typed).map((found) => found.item.key);

describe('finding a screen of the business', () => {
  it('finds a screen by its spec name, in either case and without the brackets', () => {
    expect(keysOf('fees')).toEqual(['fees']);
    expect(keysOf('MEMBER')).toEqual(['member']);
    // A group's spec name finds every screen in it.
    expect(keysOf('lekh record')).toEqual(['attendance', 'fees']);
  });

  it('finds a screen by the plain words of its catalogue', () => {
    expect(keysOf('dues')).toEqual(['fees']);
    expect(keysOf('clients')).toEqual(['member']);
  });

  it('finds a screen in Hindi, by its name and by its words', () => {
    expect(keysOf('शुल्क')).toEqual(['fees']);
    expect(keysOf('फ़ीस')).toEqual(['fees']);
    expect(keysOf('सदस्य')).toEqual(['member']);
    // A nukta typed as its own code point is the same letter.
    expect(keysOf('फ\u093Cीस')).toEqual(['fees']);
  });

  it('puts a screen named by the words above one that only mentions them', () => {
    expect(keysOf('payment')).toEqual(['fees', 'notice']);
    expect(keysOf('notice')).toEqual(['notice']);
  });

  it('asks every word typed to be found', () => {
    expect(keysOf('lekh dues')).toEqual(['fees']);
    expect(keysOf('lekh clients')).toEqual([]);
    expect(keysOf('gym membership renewal')).toEqual([]);
  });

  it('never offers a screen the member may not open', () => {
    const operator: Access = { role: 'operator', permissions: ['record'] };
    expect(keysOf('fees', operator)).toEqual([]);
    expect(keysOf('शुल्क', operator)).toEqual([]);
    expect(keysOf('lekh', operator)).toEqual(['attendance']);
    expect(keysOf('', operator)).toEqual(['attendance', 'notice']);
  });

  it('offers every screen it may open while nothing is typed, never one not built yet', () => {
    expect(keysOf('  ')).toEqual(['attendance', 'fees', 'member', 'notice']);
    expect(keysOf('रेटिंग')).toEqual([]);
  });

  it('keeps letters, marks and digits only', () => {
    expect(normalise('  Lekh (Record) ')).toBe('lekh record');
    expect(normalise('Form 16-A')).toBe('form 16 a');
    expect(normalise('फ़ीस')).toBe('फ़ीस');
  });
});
