const PLACEHOLDER_ORIGIN = 'http://storefront.invalid';
// Control characters could split headers; a backslash is read as a slash by browsers (`/\host` is off-site).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * The one open-redirect guard: a same-origin relative path (`/…`, with query and fragment) to send the
 * shopper to, normalised; anything else (`//host`, `/\host`, schemes, control characters, backslashes,
 * over-long values, non-strings) gives `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || FORBIDDEN.test(value)) return fallback;
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    const path = url.pathname + url.search + url.hash;
    // Dot segments can resolve `/.//host` into a protocol-relative path.
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}

/**
 * Where a plain form post goes back to: `value` through `safeRedirectPath`, with its query changed by
 * `edit` (an outcome for the page to show).
 */
export function safeRedirectPathWith(value: unknown, edit: (params: URLSearchParams) => void, fallback = '/'): string {
  const url = new URL(safeRedirectPath(value, fallback), PLACEHOLDER_ORIGIN);
  edit(url.searchParams);
  return url.pathname + url.search + url.hash;
}
