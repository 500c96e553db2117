import { useSyncExternalStore } from 'react';

/** The current organization is remembered per browser so a reload keeps the same business. */
export const ORG_STORAGE_KEY = 'vedann.orgId';

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
  return useSyncExternalStore(subscribe, getStoredOrgId, () => null);
}
