import { streetAddressError } from './street-address';

describe('streetAddressError', () => {
  it.each<[string, string | null]>([
    ['Mannerheimintie 12', null],
    ['Mannerheimintie 12 A 5', null],
    ['Rakuunantie 31 B 8', null],
    ['Hämeenkatu 1 as. 4', null],
    ['Storgatan 12B lgh 1101', null],
    ['Kalverstraat 92-1', null],
    ['Keizersgracht 123 hs', null],
    ["Laan van 's-Gravenhage 4", null],
    ['2e Helmersstraat 12', null], // a number before the street name belongs to the name
    ['Pl. 5/2', null],
    ['  Storgatan 1  ', null],
    ['Mannerheimintie12', 'NO_SPACE_BEFORE_STREET_NUMBER'],
    ['Mannerheimintie12 A 5', 'NO_SPACE_BEFORE_STREET_NUMBER'],
    ['Storgatan,3', 'NO_SPACE_BEFORE_STREET_NUMBER'],
    ['Kvarnv.3', 'NO_SPACE_BEFORE_STREET_NUMBER'],
    ['Mannerheimintie', 'INVALID_STREET_ADDRESS'], // no street number
    ['12', 'INVALID_STREET_ADDRESS'], // no street name
    ['A 1', 'INVALID_STREET_ADDRESS'],
    ['', 'INVALID_STREET_ADDRESS'],
    ['Tie 1 <b>', 'INVALID_STREET_ADDRESS'],
    ['Tie 1; DROP TABLE', 'INVALID_STREET_ADDRESS'],
    [`${'Katu'.repeat(25)} 1`, 'INVALID_STREET_ADDRESS'], // over 100 characters
  ])('%j -> %s', (input, expected) => {
    expect(streetAddressError(input)).toBe(expected);
  });
});
