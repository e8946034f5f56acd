/**
 * A same-site path to send the shopper back to, or the fallback. Only absolute paths on this site
 * pass; `//host`, `/\host` and full URLs would be open redirects.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (CR/LF, tabs) have no place in a path and could split headers.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(value, 'http://storefront.invalid');
    if (url.origin !== 'http://storefront.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** `?login=1&returnTo=<path>` with the path left readable (slashes unescaped), e.g. `/?login=1&returnTo=/my/orders`. */
export function loginRedirectPath(returnTo: string): string {
  return `/?login=1&returnTo=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
