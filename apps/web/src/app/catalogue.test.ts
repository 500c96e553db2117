import { describe, expect, it } from 'vitest';
import * as contracts from '@vedann/contracts';
import { i18n, knownMessageTranslations } from '../i18n';
import { WEB_AREAS } from './areas';

// Every area's catalogue registers itself when its module loads, as it does with the area's chunk.
// Any depth: a catalogue nested deeper than the others is still loaded and checked.
import.meta.glob('../domains/**/i18n.ts', { eager: true });
// The shared screens' own catalogues (the import dialog's), loaded with the screens that use them.
import.meta.glob('../ui/*-i18n.ts', { eager: true });
const catalogueSources = import.meta.glob<string>('../domains/**/i18n.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const areaFiles = import.meta.glob('../domains/*/area.{ts,tsx}');
const webSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The area a file is in: the first folder under domains/. */
const areaOf = (file: string) => file.split('/')[2] ?? '';
const areasOf = (files: string[]) => [...new Set(files.map(areaOf))].sort();

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

/** The namespace each area's `i18n.ts` registers, read from its source. */
function registeredBySource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, source] of Object.entries(catalogueSources)) {
    const names = [...source.matchAll(/registerCatalogue\(\s*'([\w-]+)'/g)].map((m) => m[1]);
    expect(names, `${file} registers one catalogue`).toHaveLength(1);
    found.set(file, names[0] ?? '');
  }
  return found;
}

/**
 * The namespaces the areas' list declares, which `i18n-resources.d.ts` types every `t('key')`
 * against, with the shared one.
 */
function typedNamespaces(): string[] {
  return ['common', 'spreadsheets', ...WEB_AREAS.flatMap((area) => Object.keys(area.catalogues))];
}

describe('the catalogues', () => {
  it('load every area that has one, in English and Hindi', () => {
    const registered = registeredBySource();
    expect(registered.size).toBeGreaterThan(0);
    for (const [file, namespace] of registered) {
      expect(i18n.hasResourceBundle('en', namespace), `${file}: ${namespace} in English`).toBe(
        true,
      );
      expect(i18n.hasResourceBundle('hi', namespace), `${file}: ${namespace} in Hindi`).toBe(true);
    }
    expect(namespaces()).toContain('common');
    expect(Object.keys(i18n.store.data.hi ?? {}).sort()).toEqual(namespaces().sort());
  });

  it('belong to areas that are in the list (app/areas.ts), each under its folder name', () => {
    const withCatalogue = areasOf(Object.keys(catalogueSources));
    expect(withCatalogue.length).toBeGreaterThan(0);
    expect(areasOf(Object.keys(areaFiles))).toEqual(withCatalogue);
    expect(WEB_AREAS.map((area) => area.name).sort()).toEqual(withCatalogue);
  });

  it('are the namespaces the list types, no more and no fewer', () => {
    const typed = typedNamespaces();
    expect(new Set(typed).size).toBe(typed.length);
    expect(typed.sort()).toEqual(namespaces().sort());
    // Each namespace is declared by the area whose folder registers it.
    const declared = WEB_AREAS.flatMap((area) =>
      Object.keys(area.catalogues).map((namespace) => `${area.name}: ${namespace}`),
    );
    const registered = [...registeredBySource()].map(
      ([file, namespace]) => `${areaOf(file)}: ${namespace}`,
    );
    expect(declared.sort()).toEqual(registered.sort());
  });

  // i18n/index.ts re-renders nothing when a catalogue arrives: a screen must never read a
  // namespace before it is registered, so whatever reads one by name registers it itself.
  it('are each registered by the module that reads it by name', () => {
    const readers = Object.entries(webSources).flatMap(([file, source]) =>
      [...source.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => ({
        file,
        namespace: m[1] ?? '',
        source,
      })),
    );
    expect(readers.length).toBeGreaterThan(20);
    const unregistered = readers
      .filter(({ namespace }) => namespace !== 'common')
      .filter(({ namespace, source, file }) => {
        if (new RegExp(`registerCatalogue\\(\\s*'${namespace}'`).test(source)) return false;
        // A screen reading its area's namespace through `useTranslation` imports the area's
        // catalogue module, which registers it.
        const sibling = [...registeredBySource()].find(
          ([catalogue, registered]) =>
            registered === namespace &&
            catalogue.replace(/i18n\.ts$/, '') === file.replace(/[^/]+$/, ''),
        );
        return !(sibling && /from '\.\/i18n'/.test(source));
      })
      .map(({ file, namespace }) => `${file}: ${namespace}`);
    expect(unregistered).toEqual([]);
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
