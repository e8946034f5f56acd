import { vatPercentForRegion, type Region } from '@kori/region';

/**
 * The VAT included in what the shopper owes, as receipts show it: owed x r / (1 + r), rounded to
 * the cent (half away from zero), with r the region's standard rate (FI 25.5 %, SE 25 %, NL 21 %).
 * Minor units in, minor units out; exact integer arithmetic (r is a whole number of tenths of a percent).
 */
export function receiptTax(owedMinor: number, region: Region): number {
  if (!Number.isSafeInteger(owedMinor)) throw new RangeError(`Money must be an integer number of minor units, got ${owedMinor}`);
  const rateTenths = Math.round(vatPercentForRegion(region) * 10);
  const numerator = Math.abs(owedMinor) * rateTenths;
  const denominator = 1000 + rateTenths;
  const tax = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return owedMinor < 0 ? -tax : tax;
}
