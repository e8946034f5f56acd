import { cityError } from './city';

describe('cityError', () => {
  it.each<[string, string | null]>([
    ['Helsinki', null],
    ['Pori', null],
    ['Ii', null], // the shortest Finnish municipality name
    ['Den Haag', null],
    ["'s-Hertogenbosch", null],
    ['Pedersöre', null],
    ['Upplands Väsby', null],
    [' Åbo ', null],
    ['A'.repeat(50), null],
    ['A'.repeat(51), 'INVALID_CITY'],
    ['I', 'INVALID_CITY'],
    ['', 'INVALID_CITY'],
    ['Helsinki 10', 'INVALID_CITY'],
    ['Helsinki!', 'INVALID_CITY'],
    ['--', 'INVALID_CITY'],
  ])('%j -> %s', (input, expected) => {
    expect(cityError(input)).toBe(expected);
  });
});
