/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderInRouter } from '../testing/render-in-router';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('is a plain form posting the chosen locale and the current address to /api/locale', () => {
    const { container } = renderInRouter(<LanguageSwitcher />, { locale: 'sv-SE', url: '/tv/oled?page=2' });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/locale');
    expect(container.querySelector('input[name="redirectTo"]')).toHaveValue('/tv/oled?page=2');
    const select = screen.getByRole('combobox', { name: 'Språk' });
    expect(select).toHaveAttribute('name', 'locale');
    expect(select).toHaveValue('sv-SE');
    expect(within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['fi-FI', 'Suomi'],
      ['en-FI', 'English'],
      ['sv-SE', 'Svenska'],
      ['nl-NL', 'Nederlands'],
    ]);
    expect(screen.getByRole('button', { name: 'Byt språk' })).toHaveAttribute('type', 'submit');
  });
});
