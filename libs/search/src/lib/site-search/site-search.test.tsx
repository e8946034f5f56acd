import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../test-support/render';
import type { AutocompleteSuggestion } from './fetch-autocomplete';
import { SiteSearch } from './site-search';

const suggestions: AutocompleteSuggestion[] = [
  { label: 'Lumio Vista 5', product: { id: '1', name: 'Lumio Vista 5', slug: 'lumio-vista-5', category: { id: 'smartphones' } }, category: null },
  { label: 'Lumio Aero', product: { id: '2', name: 'Lumio Aero', slug: 'lumio-aero', category: { id: 'tablets' } }, category: null },
  { label: 'Smartphones', product: null, category: { id: 'smartphones' } },
];

function setup() {
  const load = jest.fn(async () => suggestions);
  const user = userEvent.setup();
  const rendered = renderInRouter(<SiteSearch loadSuggestions={load} />, { path: '/' });
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { ...rendered, load, user, input };
}

describe('SiteSearch', () => {
  it('is a plain GET search form before anything is typed', () => {
    const { input, container } = setup();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
  });

  it('asks from two characters, once per pause in typing', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(async () => suggestions);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInRouter(<SiteSearch loadSuggestions={load} />, { path: '/' });
      const input = screen.getByRole('combobox', { name: 'Search products' });
      await user.type(input, 'l');
      act(() => jest.advanceTimersByTime(1000));
      expect(load).not.toHaveBeenCalled();
      await user.type(input, 'um');
      act(() => jest.advanceTimersByTime(100));
      expect(load).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(60));
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith('/graphql', { region: 'FI', query: 'lum', limit: 8 }, expect.any(AbortSignal));
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
      expect(screen.getAllByRole('option')).toHaveLength(3);
      expect(screen.getByRole('option', { name: 'Category: Smartphones' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves with ArrowDown/ArrowUp (wrapping), points aria-activedescendant at the option, Enter opens it', async () => {
    const { input, user, router } = setup();
    await user.type(input, 'lum');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const options = screen.getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tablets/lumio-aero/2'));
  });

  it('closes with Escape, then clears the box with a second Escape', async () => {
    const { input, user } = setup();
    await user.type(input, 'lum');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('lum');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  it('leaves Enter to the form when no option is active (a search for the text)', async () => {
    const { input, user, container } = setup();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', submitted);
    await user.type(input, 'lum');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
