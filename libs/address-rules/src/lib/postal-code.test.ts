import type { Region } from '@kori/region';
import { normalizePostalCode, postalCodeError } from './postal-code';

describe('normalizePostalCode', () => {
  it.each<[Region, string, string]>([
    ['FI', ' 00100 ', '00100'],
    ['FI', '001 00', '00100'],
    ['FI', '1234', '1234'],
    ['SE', '11451', '114 51'],
    ['SE', ' 114 51 ', '114 51'],
    ['SE', '114-51', '114-51'],
    ['NL', '1012ph', '1012 PH'],
    ['NL', '1012  PH', '1012 PH'],
    ['NL', '1012', '1012'],
  ])('%s %j -> %j', (region, input, expected) => {
    expect(normalizePostalCode(region, input)).toBe(expected);
  });
});

/** Each region's postal codes and the error code each gets (null: accepted). */
const POSTAL_CODE_CASES: Record<Region, Array<[string, string | null]>> = {
  FI: [
    ['00100', null], // Helsinki centre, street delivery
    ['33100', null],
    ['99800', null],
    ['96200', null],
    ['02765', null], // last digit 5: street delivery in a small place
    ['00101', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'], // Helsinki PO boxes
    ['33101', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'],
    ['00023', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'], // a large customer's own code
    ['00020', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'], // 00000-00099: special codes
    ['00000', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'],
    ['99999', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'], // Korvatunturi
    ['40014', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'],
    ['22100', 'UNSUPPORTED_AX_ZIP_CODE'], // Mariehamn
    ['22000', 'UNSUPPORTED_AX_ZIP_CODE'],
    ['22999', 'UNSUPPORTED_AX_ZIP_CODE'],
    ['22101', 'UNSUPPORTED_AX_ZIP_CODE'],
    ['21999', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'],
    ['23000', null],
    ['', 'INVALID_FI_ZIP_CODE'],
    ['1000', 'INVALID_FI_ZIP_CODE'],
    ['001000', 'INVALID_FI_ZIP_CODE'],
    ['0010A', 'INVALID_FI_ZIP_CODE'],
    ['FI-00100', 'INVALID_FI_ZIP_CODE'],
  ],
  SE: [
    ['114 51', null],
    ['11451', null],
    ['981 38', null],
    ['100 05', null],
    ['011 51', 'INVALID_FI_ZIP_CODE'], // never starts with 0
    ['1145', 'INVALID_FI_ZIP_CODE'],
    ['114 511', 'INVALID_FI_ZIP_CODE'],
    ['SE-114 51', 'INVALID_FI_ZIP_CODE'],
    ['', 'INVALID_FI_ZIP_CODE'],
  ],
  NL: [
    ['1012 PH', null],
    ['1012ph', null],
    ['9999 ZZ', null],
    ['1000 AA', null],
    ['0123 AB', 'INVALID_FI_ZIP_CODE'], // never starts with 0
    ['1012 SA', 'INVALID_FI_ZIP_CODE'], // never issued
    ['1012 SD', 'INVALID_FI_ZIP_CODE'],
    ['1012 SS', 'INVALID_FI_ZIP_CODE'],
    ['1012 SB', null],
    ['1012', 'INVALID_FI_ZIP_CODE'],
    ['1012 P', 'INVALID_FI_ZIP_CODE'],
    ['1012 P1', 'INVALID_FI_ZIP_CODE'],
    ['10123 PH', 'INVALID_FI_ZIP_CODE'],
    ['', 'INVALID_FI_ZIP_CODE'],
  ],
};

describe('postalCodeError', () => {
  const cases = Object.entries(POSTAL_CODE_CASES).flatMap(([region, rows]) => rows.map(([input, expected]) => [region as Region, input, expected] as const));
  it.each(cases)('%s %j -> %s', (region, input, expected) => {
    expect(postalCodeError(region, input)).toBe(expected);
  });

  it('takes Finnish postal codes only in Finland', () => {
    expect(postalCodeError('SE', '00100')).toBe('INVALID_FI_ZIP_CODE');
    expect(postalCodeError('NL', '00100')).toBe('INVALID_FI_ZIP_CODE');
  });
});
