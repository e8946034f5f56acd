import { personNameErrors } from './person-name';

describe('personNameErrors', () => {
  const fifty = 'A'.repeat(50);

  it.each<[string, string, Array<[string, string]>]>([
    ['Matti', 'Meikäläinen', []],
    ['Anna-Liisa', "O'Brien", []],
    ['Åsa', 'Öberg', []],
    ['Jan', 'van der Berg', []],
    ['Zoë', 'D’Angelo', []],
    ['Ilkka', 'Ščepanović', []],
    ['Łucja', 'Żak', []],
    ['  Matti  ', ' Virtanen ', []],
    ['A', 'B', []],
    ['', 'Virtanen', [['firstName', 'INVALID_FIRST_NAME']]],
    ['   ', 'Virtanen', [['firstName', 'INVALID_FIRST_NAME']]],
    ['Matti', '', [['lastName', 'INVALID_LAST_NAME']]],
    ['', '', [['firstName', 'INVALID_FIRST_NAME'], ['lastName', 'INVALID_LAST_NAME']]],
    ['Matti2', 'Virtanen', [['firstName', 'INVALID_FIRST_NAME']]],
    ['Matti', 'Virtanen!', [['lastName', 'INVALID_LAST_NAME']]],
    ['Matti', 'Virtanen <script>', [['lastName', 'INVALID_LAST_NAME']]],
    ['--', 'Virtanen', [['firstName', 'INVALID_FIRST_NAME']]], // needs a letter
    ["'", 'Virtanen', [['firstName', 'INVALID_FIRST_NAME']]],
    [fifty, 'B', []],
    [`${fifty}A`, 'B', [['firstName', 'INVALID_FIRST_NAME']]],
    ['B', `${fifty}A`, [['lastName', 'INVALID_LAST_NAME']]],
    [fifty, 'A'.repeat(20), []], // 70 together
    [fifty, 'A'.repeat(21), [['lastName', 'FULL_NAME_TOO_LONG']]],
    [fifty, fifty, [['lastName', 'FULL_NAME_TOO_LONG']]],
    [`${fifty}A`, fifty, [['firstName', 'INVALID_FIRST_NAME']]], // a field error wins over the total
  ])('%j %j', (first, last, expected) => {
    expect(personNameErrors(first, last)).toEqual(expected.map(([field, code]) => ({ field, code })));
  });
});
