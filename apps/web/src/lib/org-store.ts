import { createContext, useContext, useSyncExternalStore } from 'react';

/** The current organization is remembered per browser so a reload keeps the same business. */
export const ORG_STORAGE_KEY = 'vedann.orgId';

/**
 * The business a page was rendered for on the server (none for the public pages): what every
 * component reads while the browser takes that page over, as the server read it.
 */
export const RenderedOrgContext = createContext<string | null>(null);

/** The contracts' `ORG_COOKIE`, which the first load cannot import (org-store.test.ts). */
export const ORG_COOKIE = 'vedann_org';

/**
 * Keeps the choice in a cookie too (`ORG_COOKIE`), for the server's render of a signed-in page
 * (app/prerendered.tsx, `signedIn`); older visits stored it without one.
 */
export function rememberOrgInCookie(orgId: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = orgId
    ? `${ORG_COOKIE}=${encodeURIComponent(orgId)}; path=/; max-age=34560000; samesite=lax${secure}`
    : `${ORG_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

const listeners = new Set<() => void>();

// Private browsing modes can throw on any localStorage access; the app must still work then,
// only without remembering the choice.
export function getStoredOrgId(): string | null {
  try {
    return window.localStorage.getItem(ORG_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setStoredOrgId(orgId: string | null): void {
  try {
    if (orgId) window.localStorage.setItem(ORG_STORAGE_KEY, orgId);
    else window.localStorage.removeItem(ORG_STORAGE_KEY);
  } catch {
    // See getStoredOrgId.
  }
  rememberOrgInCookie(orgId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching business should not leave this one sending a different X-Org-Id
  // than its switcher shows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ORG_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredOrgId(): string | null {
  const rendered = useContext(RenderedOrgContext);
  return useSyncExternalStore(subscribe, getStoredOrgId, () => rendered);
}
