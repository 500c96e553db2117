import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { common } from './common';

/**
 * The web app's texts (react-i18next). English is the source and the spec's wording; Hindi is a
 * translation of it. Each area keeps its catalogue beside its screens (`domains/<area>/i18n.ts`)
 * and registers it when its lazy chunk loads, so a catalogue travels with its area.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the choice is remembered on this device (the account remembers it too). */
export const LANGUAGE_STORAGE_KEY = 'vedann.language';

/** A catalogue's Hindi side must have exactly the English side's keys, all strings. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export interface Catalogue<T> {
  en: T;
  hi: Translation<T>;
}

/** The shared catalogue also carries message translations, as area catalogues may. */
export interface CatalogueWithMessages<T> extends Catalogue<T> {
  messages: MessageTranslations;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first visit follows the browser: Hindi when the browser prefers it, else English. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** The language of a visit: the one chosen on this device before, else the browser's. */
export function initialLanguage(
  stored: string | null = storedLanguage(),
  languages?: readonly string[],
): Language {
  return isLanguage(stored) ? stored : browserLanguage(languages);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: common.en }, hi: { common: common.hi } },
  // React escapes on its own.
  interpolation: { escapeValue: false },
  // Nothing suspends, and a catalogue arriving re-renders nothing: each is registered by the
  // module that gives its hook (`registerCatalogue`), so it is there before any screen that
  // reads it renders (app/catalogue.test.ts holds this). Re-rendering every screen on each
  // arrival cost the gym's home a 160 ms task as the notification bell's texts came in.
  react: { useSuspense: false },
  // Resources are bundled, so init finishes synchronously and the first render has its texts.
  initAsync: false,
});

function applyLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  // Writing the attribute, even unchanged, makes the browser restyle the whole page (for `:lang`):
  // 8 to 30 ms, unthrottled, on a page the server rendered in the same language.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** The current language, narrowed. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Chooses a language for this device; the account's choice is saved by the caller. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  await i18n.changeLanguage(language);
}

/**
 * Adds an area's catalogue. Call it at the top level of the area's `i18n.ts`, which its screens
 * import, so the texts load with the area's chunk.
 */
export function registerCatalogue<T extends object>(
  namespace: string,
  catalogue: Catalogue<T>,
  messages: MessageTranslations = {},
) {
  if (i18n.hasResourceBundle('en', namespace)) return;
  // The catalogues are constants that nothing changes: i18next keeps them as they are, where it
  // would copy each through JSON (3 to 10 ms, unthrottled, as a business's page loads).
  const asTheyAre = { skipCopy: true };
  i18n.addResourceBundle('en', namespace, catalogue.en, false, false, asTheyAre);
  i18n.addResourceBundle('hi', namespace, catalogue.hi, false, false, asTheyAre);
  addMessageTranslations(messages);
}

/**
 * Hindi for messages that arrive in English: the server's answers (the API's contract stays
 * English) and the contracts' validation messages shown by forms. Keyed by the English text.
 */
export type MessageTranslations = Readonly<Record<string, string>>;

const hindiMessages = new Map<string, string>();

export function addMessageTranslations(messages: MessageTranslations): void {
  for (const [english, hindi] of Object.entries(messages)) hindiMessages.set(english, hindi);
}
addMessageTranslations(common.messages);

/**
 * A message of the server or of the contracts, in the chosen language: the English text itself
 * when there is no translation (or in English). Screens call it through `useMessageT()`.
 */
export function translateMessage(message: string): string {
  if (currentLanguage() !== 'hi') return message;
  return hindiMessages.get(message) ?? hindiMessages.get(message.trim()) ?? message;
}

/** Every message translation known so far (for the catalogue test). */
export function knownMessageTranslations(): ReadonlyMap<string, string> {
  return hindiMessages;
}

/** The shared texts: `const t = useCommonT(); t('actions.save')`. */
export function useCommonT() {
  return useTranslation('common').t;
}

/**
 * `tm(message)` shows a server or contract message in the chosen language; the hook makes the
 * screen re-render when the language changes.
 */
export function useMessageT(): (message: string) => string {
  useTranslation('common');
  return translateMessage;
}
