import type { Currency } from '@kori/region';

/** An amount as clients get it: a decimal string in the currency's major unit. */
export interface MoneyAmount {
  price: string;
  currency: Currency;
}

/** Both currencies the shop uses (EUR, SEK) have two decimals. */
const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10 ** MINOR_DIGITS;

/** 123450 -> "1234.50": the decimal string GraphQL carries (dot separator, two decimals, no grouping). */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be an integer number of minor units, got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / MINOR_PER_MAJOR);
  const fraction = String(abs % MINOR_PER_MAJOR).padStart(MINOR_DIGITS, '0');
  return `${sign}${major}.${fraction}`;
}

const decimalPattern = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1234.5" -> 123450. Rejects anything that is not a plain decimal with at most two decimals. */
export function decimalToMinor(value: string): number {
  const match = decimalPattern.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal money amount: ${JSON.stringify(value)}`);
  const [, sign, major = '0', fraction = ''] = match;
  const minor = Number(major) * MINOR_PER_MAJOR + Number(fraction.padEnd(MINOR_DIGITS, '0'));
  return sign && minor !== 0 ? -minor : minor;
}

export function isDecimalMoney(value: string): boolean {
  return decimalPattern.test(value.trim());
}

export function moneyAmount(minor: number, currency: Currency): MoneyAmount {
  return { price: minorToDecimal(minor), currency };
}

export function optionalMoneyAmount(minor: number | null | undefined, currency: Currency): MoneyAmount | null {
  return minor === null || minor === undefined ? null : moneyAmount(minor, currency);
}
