import { regionOfLocale, timeZoneForRegion, type Locale } from '@kori/region';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

// Building an Intl.DateTimeFormat costs far more than formatting with one (a price history table
// formats 180 dates per render), so each locale, style and zone gets one, kept for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, dateStyle: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${dateStyle}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an ISO date or date-time string in the locale's region time zone, so the server
 * render and the browser agree. Date-only strings ("2024-05-01") are calendar days and are
 * shown as that day regardless of time zone.
 */
export function formatDate(iso: string, locale: Locale, options: { dateStyle?: DateStyle } = {}): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    throw new TypeError(`formatDate: not an ISO date, got ${JSON.stringify(iso)}`);
  }
  return formatterFor(locale, options.dateStyle ?? 'medium', dateOnly ? 'UTC' : timeZoneForRegion(regionOfLocale(locale))).format(date);
}
