import { containsPersonalData, MAX_INSPECTED_DEPTH } from './contains-personal-data';

function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = { next: value };
  return value;
}

describe('containsPersonalData', () => {
  it.each([
    ['an address', 'matti@example.fi'],
    ['an address in text', 'call Matti@Example.FI today'],
    ['a quoted address', '"matti@example.fi"'],
    ['an address with a quoted local part', 'x"matti"@example.fi'],
    ['a percent-encoded address in a URL', 'https://shop.example/?email=matti%40example.fi'],
    ['a full-width at sign', 'matti＠example.fi'],
    ['an address in a list', ['x', ['matti@example.fi']]],
    ['an address as a key', { 'matti@example.fi': true }],
    ['an address in an object', { user_data: { email: 'matti@example.fi' } }],
  ])('finds %s', (_label, value) => {
    expect(containsPersonalData(value)).toBe(true);
  });

  it.each([
    ['a hashed address', { sha256_email_address: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b' }],
    ['plain values', { page_path: '/search?q=usb', value: 12.5, in_stock: true, none: null }],
    ['a handle without a domain', '@kori'],
  ])('lets %s through', (_label, value) => {
    expect(containsPersonalData(value)).toBe(false);
  });

  it('refuses nesting too deep to check instead of skipping it', () => {
    expect(containsPersonalData(nested(MAX_INSPECTED_DEPTH - 1, 'ok'))).toBe(false);
    expect(containsPersonalData(nested(MAX_INSPECTED_DEPTH + 2, 'matti@example.fi'))).toBe(true);
    expect(containsPersonalData(nested(50, 'ok'))).toBe(true);
  });
});
