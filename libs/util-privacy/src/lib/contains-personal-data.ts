// Personal data is stored hashed only; a raw e-mail address anywhere in a value refuses all of it.
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// '@' written another way: percent-encoded (a URL's query), HTML-escaped, or the full-width sign.
const DISGUISED_AT = /%40|&#0*64;|&commat;|\uFF20/gi;

/** Nesting deeper than this is refused as such, rather than left unread. */
export const MAX_INSPECTED_DEPTH = 8;

function textHasEmail(text: string): boolean {
  return EMAIL_LIKE.test(text.replace(DISGUISED_AT, '@'));
}

/**
 * True when `value` (a string, or JSON-like arrays and objects, keys included) carries a raw e-mail
 * address, or is nested deeper than MAX_INSPECTED_DEPTH so that it cannot be checked.
 */
export function containsPersonalData(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return textHasEmail(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_INSPECTED_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => containsPersonalData(item, depth + 1));
  return Object.entries(value).some(([key, item]) => textHasEmail(key) || containsPersonalData(item, depth + 1));
}
