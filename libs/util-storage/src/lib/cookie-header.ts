/**
 * The one Cookie-header reader and Set-Cookie writer of the storefront (server entries and `document.cookie`).
 * Rules: the first occurrence of a name wins (browsers send the most specific cookie first); a value in double
 * quotes is unquoted; a value with broken percent-encoding counts as absent and never throws.
 */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 6265 cookie-octet: no control characters, whitespace, double quote, comma, semicolon or backslash.
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

function decodeValue(raw: string): string | null {
  let value = raw.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** All cookies of a Cookie header (or `document.cookie`) as name -> value; malformed pairs are left out. */
export function readCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  // A broken first occurrence still claims its name, so a later copy cannot stand in for it.
  const seen = new Set<string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const value = decodeValue(part.slice(index + 1));
    if (value !== null) cookies[name] = value;
  }
  return cookies;
}

/** Value of cookie `name` in a Cookie header (or `document.cookie`), or null when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0 || part.slice(0, index).trim() !== name) continue;
    return decodeValue(part.slice(index + 1));
  }
  return null;
}

export interface SetCookieAttributes {
  maxAge: number;
  path: string;
  /** `true` means Strict, as in the common cookie libraries. */
  sameSite: true | 'Strict' | 'Lax';
  secure: boolean;
  httpOnly: boolean;
  /** An Expires date as well (for old clients that ignore Max-Age); a removal (maxAge 0) always gets the epoch. */
  expires?: Date;
}

/** A Set-Cookie value; throws on a name or value that could inject attributes (callers validate values first). */
export function serializeSetCookie(name: string, value: string, attributes: SetCookieAttributes): string {
  if (!TOKEN.test(name)) throw new Error(`Invalid cookie name: ${name}`);
  if (!COOKIE_VALUE.test(value)) throw new Error(`Invalid value for cookie ${name}`);
  const parts = [`${name}=${value}`, `Max-Age=${Math.floor(attributes.maxAge)}`, `Path=${attributes.path}`];
  if (attributes.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  else if (attributes.expires) parts.push(`Expires=${attributes.expires.toUTCString()}`);
  parts.push(`SameSite=${attributes.sameSite === true ? 'Strict' : attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  if (attributes.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
