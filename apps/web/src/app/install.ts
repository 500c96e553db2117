import type { i18n as I18n } from 'i18next';

/** The web app manifest for a language: a Hindi reader installs "वेदन", described in Hindi. */
export function manifestHref(language: string): string {
  return language === 'hi' ? '/manifest.hi.webmanifest' : '/manifest.webmanifest';
}

/**
 * Keeps index.html's manifest link on the page's language (the browser reads the manifest when
 * it offers to install the app, so the name and description it shows follow the language chosen).
 */
export function manifestFollowsLanguage(i18n: I18n): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const apply = (language: string) => {
    const href = manifestHref(language);
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}

/**
 * Registers the service worker the build writes (vite.config.ts: the app's shell and the offline
 * page) once the page has loaded, so its downloads never compete with the first paint. Only in a
 * build: the development server has no worker. A browser that refuses it simply goes without.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
