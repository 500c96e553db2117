import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import type { ShellGroup } from './menu';

/**
 * The words of some keys of an area's catalogue in every language, for the search box: a page in
 * either language finds Fees by "fees" and by "शुल्क", and by the spec's English names. A key may
 * hold several words separated by commas ("fees, dues, payment"). Keys an area lacks give nothing.
 */
export function useShellWords(namespace: string): (...keys: string[]) => string[] {
  const { i18n } = useTranslation();
  return (...keys) => {
    const words = keys.flatMap((key) =>
      LANGUAGES.flatMap((language) => {
        const value: unknown = i18n.getResource(language, namespace, key);
        return typeof value === 'string' ? value.split(',') : [];
      }),
    );
    return [...new Set(words.map((word) => word.trim()).filter(Boolean))];
  };
}

/**
 * Gives a dashboard's menu what the search box and the group subtitles read, from the area's
 * catalogue: each group's subtitle (`menuFinding.subtitles.<group>`, in the page's language) and
 * its names in every language (`<prefix>groups.<group>`), each item's names (`<prefix>items.<item>`)
 * and plain words (`menuFinding.words.<item>`) in every language. `prefix` is where the menu's
 * names sit in the catalogue (the library's are under `manage.`).
 */
export function useMenuFinding(
  namespace: string,
  prefix = '',
): (groups: readonly ShellGroup[]) => ShellGroup[] {
  const { i18n } = useTranslation();
  const words = useShellWords(namespace);
  const subtitle = (key: string): string | undefined => {
    const path = `menuFinding.subtitles.${key}`;
    const value: unknown =
      i18n.getResource(i18n.language, namespace, path) ?? i18n.getResource('en', namespace, path);
    return typeof value === 'string' ? value : undefined;
  };
  return (groups) =>
    groups.map((group) => ({
      ...group,
      hint: group.hint ?? subtitle(group.key),
      keywords: once(() => [
        ...(group.keywords?.() ?? []),
        ...words(`${prefix}groups.${group.key}`),
      ]),
      items: group.items.map((item) => ({
        ...item,
        keywords: once(() => [
          ...(item.keywords?.() ?? []),
          ...words(`${prefix}items.${item.key}`, `menuFinding.words.${item.key}`),
        ]),
      })),
    }));
}

/** `gather`, run on the first call only: the search box reads an item's words at each keystroke. */
function once(gather: () => readonly string[]): () => readonly string[] {
  let gathered: readonly string[] | undefined;
  return () => (gathered ??= gather());
}
