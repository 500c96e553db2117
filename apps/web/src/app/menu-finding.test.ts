import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGES } from '../i18n';

// Every area's catalogue registers itself when its module loads.
import.meta.glob('../domains/**/i18n.ts', { eager: true });

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: unknown): string[] =>
  tree && typeof tree === 'object' ? Object.keys(tree).sort() : [];

/** Each business menu's catalogue and where its group and item names sit in it. */
const MENUS = [
  { namespace: 'gym', names: '' },
  { namespace: 'ahar', names: '' },
  { namespace: 'barber', names: '' },
  { namespace: 'company', names: '' },
  { namespace: 'library', names: 'manage' },
] as const;

function part(language: string, namespace: string, path: string): unknown {
  const bundle = i18n.getResourceBundle(language, namespace) as Tree;
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined),
      bundle,
    );
}

describe('the business menus: subtitles and search words', () => {
  for (const { namespace, names } of MENUS) {
    for (const language of LANGUAGES) {
      it(`gives every group of the ${namespace} menu a subtitle, and words only to its items (${language})`, () => {
        const groups = keysOf(part(language, namespace, `${names}.groups`));
        const items = keysOf(part(language, namespace, `${names}.items`));
        expect(groups.length).toBeGreaterThan(0);
        expect(keysOf(part(language, namespace, 'menuFinding.subtitles'))).toEqual(groups);
        const words = keysOf(part(language, namespace, 'menuFinding.words'));
        expect(words.length).toBeGreaterThan(0);
        expect(words.filter((key) => !items.includes(key))).toEqual([]);
      });
    }
  }
});
