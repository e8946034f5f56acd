import { parseFeatureFlagsParam } from './parse-feature-flags-param';

describe('parseFeatureFlagsParam', () => {
  it.each([
    [null, []],
    [undefined, []],
    ['', []],
    ['newCheckout', ['newCheckout']],
    ['a,b,c', ['a', 'b', 'c']],
    [' a , b ,c ', ['a', 'b', 'c']],
    ['a,,b, ,', ['a', 'b']],
    ['a,b,a, b', ['a', 'b']],
  ])('%j -> %j', (input, expected) => {
    expect(parseFeatureFlagsParam(input)).toEqual(expected);
  });
});
