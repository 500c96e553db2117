import { useTranslation } from 'react-i18next';

/**
 * The words of some keys of an area's catalogue in the page's language and in English, for the
 * search box: a Hindi page finds Fees by "शुल्क" and by "fees", and by the spec's English names.
 * A key may hold several words separated by commas ("fees, dues, payment"). Keys an area does
 * not have give nothing.
 */
export function useShellWords(namespace: string): (...keys: string[]) => string[] {
  const { i18n } = useTranslation();
  const languages = [...new Set([i18n.language, 'en'])];
  return (...keys) => {
    const words = keys.flatMap((key) =>
      languages.flatMap((language) => {
        const value: unknown = i18n.getResource(language, namespace, key);
        return typeof value === 'string' ? value.split(',') : [];
      }),
    );
    return [...new Set(words.map((word) => word.trim()).filter(Boolean))];
  };
}
