/**
 * A same-site path to send the shopper back to; anything else (absolute or protocol-relative URLs,
 * backslash tricks, control characters) falls back to `fallback`, so a form cannot redirect off-site.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}
