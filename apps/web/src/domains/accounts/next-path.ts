/**
 * Where `?next=` may send someone after logging in: a path of this site only. Anything that could
 * leave it (`//host`, `/\host`, `https://...`, control characters) is refused, and so is a way
 * back to the account pages themselves.
 */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Browsers drop tabs and newlines from addresses, which would turn `/\t/host` into `//host`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  try {
    const base = 'https://vedann.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (['/login', '/register', '/select'].includes(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
