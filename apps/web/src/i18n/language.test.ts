import { afterEach, describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  browserLanguage,
  chooseLanguage,
  currentLanguage,
  i18n,
  initialLanguage,
} from './index';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('choosing the language', () => {
  it("follows the browser's language on a first visit", () => {
    expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLanguage(['en-GB', 'hi'])).toBe('en');
    // The first language the app has wins, whatever comes before it.
    expect(browserLanguage(['ta-IN', 'hi'])).toBe('hi');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(initialLanguage(null, ['hi-IN'])).toBe('hi');
  });

  it('keeps the choice made on this device over the browser', () => {
    expect(initialLanguage('en', ['hi-IN'])).toBe('en');
    expect(initialLanguage('hi', ['en-US'])).toBe('hi');
    // Something else stored (an old or foreign value) is ignored.
    expect(initialLanguage('fr', ['hi-IN'])).toBe('hi');
  });

  it('switches the texts and remembers the choice where storage exists', async () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const previous = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      await chooseLanguage('hi');
      expect(currentLanguage()).toBe('hi');
      expect(i18n.t('nav.skip')).toBe('मुख्य सामग्री पर जाएँ');
      expect(stored.get(LANGUAGE_STORAGE_KEY)).toBe('hi');
      expect(initialLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), ['en-US'])).toBe('hi');
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: previous, configurable: true });
    }
  });

  it("writes the page's lang only when it changes: each write restyles the whole page", async () => {
    const written: string[] = [];
    let lang = 'en';
    const page = {
      documentElement: {
        get lang() {
          return lang;
        },
        set lang(value: string) {
          written.push(value);
          lang = value;
        },
      },
    };
    Object.defineProperty(globalThis, 'document', { value: page, configurable: true });
    try {
      await i18n.changeLanguage('en');
      await i18n.changeLanguage('hi');
      await i18n.changeLanguage('hi');
      await i18n.changeLanguage('en');
      expect(written).toEqual(['hi', 'en']);
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });
});
