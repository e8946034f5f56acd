import { vatPercentForRegion, type Region } from '@kori/region';

export interface Amount {
  price: string;
  currency: string;
}

/** "12.90" -> 1290; null for anything that is not a plain decimal with at most two places. */
function toMinorUnits(price: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -minor : minor;
}

function fromMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The VAT included in a gross amount: owed × r / (1 + r) at the region's rate (FI 25.5 %, SE 25 %,
 * NL 21 %), rounded to the nearest cent (with whole cents and these rates an exact half cent cannot occur). Worked in whole cents and tenths of a percent, so
 * no binary fraction creeps in. Null when the amount cannot be read.
 */
export function includedVat(owed: Amount, region: Region): Amount | null {
  const minor = toMinorUnits(owed.price);
  if (minor === null) return null;
  const rateTenths = Math.round(vatPercentForRegion(region) * 10);
  const exact = (Math.abs(minor) * rateTenths) / (1000 + rateTenths);
  const rounded = Math.round(exact) * Math.sign(minor);
  return { price: fromMinorUnits(rounded), currency: owed.currency };
}
