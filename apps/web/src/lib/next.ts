/**
 * "Sign in to continue" comes back to where it started: a members-only page sends its visitor to
 * `loginPath(here)`, and the login page, once signed in, goes to `safeNext(next) ?? '/select'`.
 * This module has no imports, so any page can use it without weight.
 */

/** The query parameter of /login that holds the place to return to. */
export const NEXT_PARAM = 'next';

const PLACEHOLDER_ORIGIN = 'https://vedann.invalid';

/**
 * The same-site path in `value` (path, query and fragment), or null when it is missing or could
 * lead anywhere else: absolute and protocol-relative URLs, backslash tricks, control characters.
 */
export function safeNext(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Returning to the account pages themselves would loop or make no sense once signed in.
  if (['/login', '/register', '/select'].includes(url.pathname)) return null;
  return path;
}

/** The login page's address, remembering `next` when it is a safe place to come back to. */
export function loginPath(next?: string | null): string {
  const target = safeNext(next);
  if (!target || target === '/') return '/login';
  return `/login?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}

/** The place the login page should go after signing in, read from its own address. */
export function nextFromSearch(search: string, fallback = '/select'): string {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM)) ?? fallback;
}
