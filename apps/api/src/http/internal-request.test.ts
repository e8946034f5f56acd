import { secretMatches } from './internal-request';

describe('secretMatches', () => {
  it('accepts the exact bearer secret', () => {
    expect(secretMatches('Bearer s3cret', 's3cret')).toBe(true);
  });
  it('rejects a missing header, another scheme, or another secret', () => {
    expect(secretMatches(undefined, 's3cret')).toBe(false);
    expect(secretMatches('Basic s3cret', 's3cret')).toBe(false);
    expect(secretMatches('Bearer s3cre', 's3cret')).toBe(false);
    expect(secretMatches('Bearer s3cret!', 's3cret')).toBe(false);
  });
});
