import { visibleGroups, type ShellGroup, type ShellItem } from './menu';

/** A screen the search box offers: the item and the group it sits in. */
export interface FoundScreen {
  readonly item: ShellItem;
  readonly group: ShellGroup;
}

type Access = Parameters<typeof visibleGroups>[1];

/**
 * Lower case, one form of each character (NFKC: a nukta typed as one code point or two is the
 * same letter) and only letters, marks and digits, so "Lekh (Record)" is "lekh record". Marks are
 * kept: Devanagari vowel signs are marks, and without them "फ़ीस" would match "फस".
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

// How much a field weighs when it holds the whole query: an item's own name first, then the plain
// words its catalogue gives it, then its group's name (a group's name finds all its items).
const WEIGHT = { label: 300, keyword: 200, group: 100 } as const;

function fieldScore(field: string, query: string, weight: number): number {
  if (!field.includes(query)) return 0;
  if (field === query) return weight + 30;
  if (field.startsWith(query)) return weight + 20;
  if (field.includes(` ${query}`)) return weight + 10;
  return weight;
}

function score(screen: FoundScreen, query: string): number {
  const fields: [string, number][] = [
    [normalise(screen.item.label), WEIGHT.label],
    ...(screen.item.keywords?.() ?? []).map((word): [string, number] => [
      normalise(word),
      WEIGHT.keyword,
    ]),
    [normalise(screen.group.label), WEIGHT.group],
    ...(screen.group.keywords?.() ?? []).map((word): [string, number] => [
      normalise(word),
      WEIGHT.group,
    ]),
  ];
  const best = Math.max(...fields.map(([field, weight]) => fieldScore(field, query, weight)));
  if (best > 0) return best;
  // "fees month" or "लेख फ़ीस": every word found somewhere among the screen's words.
  const words = query.split(' ');
  return words.length > 1 && words.every((word) => fields.some(([field]) => field.includes(word)))
    ? 1
    : 0;
}

/**
 * The screens of a business dashboard that match what was typed, best first, menu order among
 * equals; everything the member may open while nothing is typed. Only what the member may open is
 * ever offered (the menu's own rule, `visibleGroups`), and an item whose screen is not built yet
 * (neither `to` nor `panel`) is no answer to a search.
 */
export function findScreens(
  groups: readonly ShellGroup[],
  access: Access,
  typed: string,
): FoundScreen[] {
  const screens = visibleGroups(groups, access).flatMap((group) =>
    group.items
      .filter((item) => item.to !== undefined || item.panel !== undefined)
      .map((item) => ({ item, group })),
  );
  const query = normalise(typed);
  if (!query) return screens;
  return screens
    .map((screen, order) => ({ screen, order, score: score(screen, query) }))
    .filter((found) => found.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((found) => found.screen);
}
