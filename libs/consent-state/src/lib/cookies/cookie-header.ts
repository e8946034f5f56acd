/**
 * Minimal cookie header reading and Set-Cookie writing for the few plain (unsigned, readable by the page)
 * cookies the storefront owns. Values are validated by their owners before they get here.
 */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 6265 cookie-octet: no control characters, whitespace, double quote, comma, semicolon or backslash.
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** Value of cookie `name` in a Cookie header (or `document.cookie`), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
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
}

export function serializeSetCookie(name: string, value: string, attributes: SetCookieAttributes): string {
  if (!TOKEN.test(name)) throw new Error(`Invalid cookie name: ${name}`);
  if (!COOKIE_VALUE.test(value)) throw new Error(`Invalid value for cookie ${name}`);
  const parts = [`${name}=${value}`, `Max-Age=${Math.floor(attributes.maxAge)}`, `Path=${attributes.path}`];
  if (attributes.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  parts.push(`SameSite=${attributes.sameSite === true ? 'Strict' : attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  if (attributes.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
