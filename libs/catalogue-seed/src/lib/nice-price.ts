import type { Currency } from '@kori/region';

/**
 * Rounds a raw price (minor units) the way shops price things: 9.49, 49.90, 249.00, 1299.00 in euros,
 * whole kronor ending in 9 from 100 kr up in Swedish kronor.
 */
export function nicePrice(minor: number, currency: Currency): number {
  const major = minor / 100;
  if (currency === 'SEK') {
    if (major < 100) return Math.max(9, Math.round(major)) * 100;
    return (Math.round(major / 10) * 10 - 1) * 100;
  }
  if (major < 10) return Math.max(99, Math.round(major * 10) * 10 - 1);
  if (major < 100) return Math.floor(major) * 100 + 90;
  return (Math.round(major / 10) * 10 - 1) * 100;
}
