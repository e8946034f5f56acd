/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../testing/render-in-router';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('links home, to deals and to all products inside the main navigation', () => {
    renderInRouter(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Kori front page' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Deals' }));
    expect(screen.getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/all-products');
    // Signed out: the account link opens the login overlay (a ?login=1 link that also works without scripts).
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('login=1');
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'kori-main-menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('kori-main-menu')).toHaveAttribute('data-open', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('kori-main-menu')).toHaveAttribute('data-open', 'false');
  });

  it('toggles the search panel with a search form posting q to /search', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('kori-site-search')).toHaveAttribute('data-open', 'true');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    // The search box is @kori/search's combobox; without JavaScript it is this plain form.
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Find' })).toHaveAttribute('type', 'submit');
  });

  it('closes the menu when the page changes', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/deals'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks the page language', () => {
    renderInRouter(<SiteHeader />, { locale: 'sv-SE' });
    expect(screen.getByRole('link', { name: 'Erbjudanden' })).toBeInTheDocument();
  });
});
