import type { Region } from '@kori/region';
import { normalizePhone, phoneError } from './phone';

describe('normalizePhone', () => {
  it.each<[Region, string, string | null]>([
    ['FI', '040 123 4567', '+358401234567'],
    ['FI', '0401234567', '+358401234567'],
    ['FI', '(040) 123-45-67', '+358401234567'],
    ['FI', '+358 40 123 4567', '+358401234567'],
    ['FI', '00358401234567', '+358401234567'],
    ['FI', '358401234567', '+358401234567'],
    ['FI', '401234567', '+358401234567'],
    ['FI', '+358 (0)40 123 4567', '+358401234567'],
    ['SE', '070-123 45 67', '+46701234567'],
    ['SE', '+46 70 123 45 67', '+46701234567'],
    ['NL', '06 12345678', '+31612345678'],
    ['NL', '+31 (0)6 12345678', '+31612345678'],
    ['NL', '0031 6 12345678', '+31612345678'],
    ['FI', '+46 70 123 45 67', '+46701234567'],
    ['FI', '', null],
    ['FI', ' - ', null],
    ['FI', '+', null],
  ])('%s %j -> %j', (region, input, expected) => {
    expect(normalizePhone(region, input)).toBe(expected);
  });
});

describe('phoneError', () => {
  it.each<[Region, string, string | null]>([
    ['FI', '040 123 4567', null],
    ['FI', '+358 50 1234567', null],
    ['FI', '09 123 456', null], // Helsinki landline, 8 digits
    ['FI', '0457 1234567', null], // 10-digit mobile
    ['FI', '040 12', 'INVALID_PHONE'],
    ['FI', '040 1234 567 890', 'INVALID_PHONE'],
    ['FI', '+46 70 123 45 67', 'INVALID_PHONE_COUNTRY_CODE'],
    ['FI', '0046 70 123 45 67', 'INVALID_PHONE_COUNTRY_CODE'],
    ['FI', '+1 202 555 0100', 'INVALID_PHONE_COUNTRY_CODE'],
    ['FI', '', 'INVALID_PHONE'],
    ['FI', '040 CALL ME', 'INVALID_PHONE'],
    ['FI', '040+1234567', 'INVALID_PHONE'],
    ['FI', '+358 00 1234567', 'INVALID_PHONE'], // a second trunk 0 is not a subscriber number
    ['SE', '070-123 45 67', null],
    ['SE', '08-123 456', null], // Stockholm landline, 7 digits
    ['SE', '+46 8 123 45', 'INVALID_PHONE'],
    ['SE', '070-123 45 67 89', 'INVALID_PHONE'],
    ['SE', '+358 40 123 4567', 'INVALID_PHONE_COUNTRY_CODE'],
    ['NL', '06 12345678', null],
    ['NL', '+31 20 123 4567', null],
    ['NL', '06 1234567', 'INVALID_PHONE'],
    ['NL', '06 123456789', 'INVALID_PHONE'],
    ['NL', '+32 470 12 34 56', 'INVALID_PHONE_COUNTRY_CODE'],
  ])('%s %j -> %s', (region, input, expected) => {
    expect(phoneError(region, input)).toBe(expected);
  });
});
