import { describe, expect, it } from 'vitest';
import * as contracts from '@vedann/contracts';
import { i18n, knownMessageTranslations } from './index';

// Every area's catalogue registers itself when its module loads, as it does with the area's chunk.
const areaCatalogues = import.meta.glob(['../domains/*/i18n.ts', '../domains/*/*/i18n.ts'], {
  eager: true,
});

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

function namespaces(): string[] {
  return Object.keys(i18n.store.data.en ?? {});
}

describe('the catalogues', () => {
  it('load every area that has one', () => {
    expect(Object.keys(areaCatalogues).length).toBeGreaterThanOrEqual(0);
    expect(namespaces()).toContain('common');
  });

  it('have the same keys in English and Hindi, none empty, with the same placeholders', () => {
    for (const namespace of namespaces()) {
      const en = leaves(i18n.getResourceBundle('en', namespace) as Tree);
      const hi = leaves(i18n.getResourceBundle('hi', namespace) as Tree);
      expect([...hi.keys()].sort(), `keys of ${namespace}`).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const hindi = hi.get(key) ?? '';
        expect(text.trim(), `${namespace}:${key} in English`).not.toBe('');
        expect(hindi.trim(), `${namespace}:${key} in Hindi`).not.toBe('');
        expect(placeholders(hindi), `${namespace}:${key} placeholders`).toEqual(placeholders(text));
      }
    }
  });
});

/** Every string of the contracts' message tables (`*_MESSAGES`, and the generic fall-back). */
function contractMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') found.set(value, where);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`);
  };
  for (const [name, value] of Object.entries(contracts)) {
    if (/MESSAGES$/.test(name) || name === 'GENERIC_ERROR') visit(value, name);
  }
  return found;
}

describe('messages that arrive in English', () => {
  it('every message of the contracts has a Hindi translation', () => {
    const known = knownMessageTranslations();
    const missing = [...contractMessages()]
      .filter(([message]) => !known.has(message))
      .map(([message, where]) => `${where}: ${message}`);
    expect(missing).toEqual([]);
  });
});
