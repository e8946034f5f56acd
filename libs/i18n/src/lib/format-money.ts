import type { Locale } from '@kori/region';

export interface MoneyAmountInput {
  /** Decimal string as the API sends it, e.g. "1234.50". */
  price: string;
  /** ISO 4217 code as the API sends it (EUR, SEK). */
  currency: string;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an API money amount in the shopper's locale with the currency the API gives
 * (never the locale's own currency). The decimal string is formatted exactly, without a
 * round trip through floating point.
 */
export function formatMoney(amount: MoneyAmountInput, locale: Locale): string {
  const price = amount.price.trim();
  if (!DECIMAL.test(price)) {
    throw new TypeError(`formatMoney: price must be a decimal string, got ${JSON.stringify(amount.price)}`);
  }
  const currency = amount.currency.trim().toUpperCase();
  if (!CURRENCY.test(currency)) {
    throw new TypeError(`formatMoney: currency must be an ISO 4217 code, got ${JSON.stringify(amount.currency)}`);
  }
  return formatterFor(locale, currency).format(price as `${number}`);
}
