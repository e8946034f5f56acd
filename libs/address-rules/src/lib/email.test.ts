import { emailError } from './email';

describe('emailError', () => {
  it.each<[string, string | null]>([
    ['matti@example.fi', null],
    ['matti.meikalainen+kori@mail.example.com', null],
    [' anna@example.se ', null],
    ["o'brien@example.nl", null],
    ['', 'INVALID_EMAIL'],
    ['matti', 'INVALID_EMAIL'],
    ['matti@', 'INVALID_EMAIL'],
    ['@example.fi', 'INVALID_EMAIL'],
    ['matti@example', 'INVALID_EMAIL'],
    ['matti@@example.fi', 'INVALID_EMAIL'],
    ['matti..m@example.fi', 'INVALID_EMAIL'],
    ['.matti@example.fi', 'INVALID_EMAIL'],
    ['matti meikäläinen@example.fi', 'INVALID_EMAIL'],
    ['matti@exa mple.fi', 'INVALID_EMAIL'],
    [`${'a'.repeat(65)}@example.fi`, 'INVALID_EMAIL'],
    [`${'a'.repeat(64)}@example.fi`, null],
    [`a@${'b'.repeat(250)}.fi`, 'INVALID_EMAIL'],
  ])('%j -> %s', (input, expected) => {
    expect(emailError(input)).toBe(expected);
  });
});
