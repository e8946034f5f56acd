import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listingLoaderDataFixture, listingParamsFixture } from '../../testing';
import { renderInRouter } from '../test-support/render';
import { LISTING_FORM_ID } from './facets-form';
import { FiltersToggle } from './listing-filters';
import { ListingPageView } from './listing-page';

const filtered = () =>
  listingLoaderDataFixture({
    params: listingParamsFixture({ q: 'lumio', category: 'smartphones', brands: ['kestrel', 'lumio'], merchants: ['verkkokauppa-nord'], min: '100', inStock: true }),
  });

describe('listing filters on narrow screens', () => {
  it('shows the active filters above the results as links that each remove one filter', () => {
    renderInRouter(<ListingPageView data={filtered()} />, { path: '/search?q=lumio' });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Remove filter: Smartphones',
      'Remove filter: Kestrel',
      'Remove filter: Lumio',
      'Remove filter: Verkkokauppa Nord',
      'Remove filter: From 100',
      'Remove filter: In stock',
    ]);
    expect(within(chips).getByRole('link', { name: 'Remove filter: Kestrel' })).toHaveAttribute(
      'href',
      '/search?q=lumio&category=smartphones&brand=lumio&merchant=verkkokauppa-nord&min=100&instock=1',
    );
    expect(within(chips).getByRole('link', { name: 'Remove filter: In stock' })).toHaveAttribute(
      'href',
      '/search?q=lumio&category=smartphones&brand=kestrel&brand=lumio&merchant=verkkokauppa-nord&min=100',
    );
    // The chips come before the first product in the results.
    const results = screen.getByRole('region', { name: 'Search results' });
    const firstCard = within(results).getAllByRole('article')[0]!;
    expect(chips.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no chips without filters', () => {
    renderInRouter(<ListingPageView data={listingLoaderDataFixture()} />, { path: '/search?q=lumio' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('opens the filters in a named dialog from the "Filters" button, with one form at a time', async () => {
    const user = userEvent.setup();
    const { container } = renderInRouter(<ListingPageView data={filtered()} />, { path: '/search?q=lumio' });
    const toggle = screen.getByRole('button', { name: 'Filters (6)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Kestrel (1)' })).toBeChecked();
    expect(container.ownerDocument.querySelectorAll('form')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('applies from the dialog and closes it', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(<ListingPageView data={listingLoaderDataFixture()} />, { path: '/search?q=lumio' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=lumio&max=300'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without JavaScript, "Filters" is a link down to the same form', () => {
    const { container } = renderInRouter(
      <>
        <FiltersToggle activeCount={6} expanded={false} onOpen={null} />
        <form id={LISTING_FORM_ID} />
      </>,
      { path: '/search?q=lumio' },
    );
    const link = screen.getByRole('link', { name: 'Filters (6)' });
    expect(link).toHaveAttribute('href', `#${LISTING_FORM_ID}`);
    expect(container.querySelector(link.getAttribute('href')!)).not.toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the results before the filter form on narrow screens and keeps the wide layout', () => {
    const css = readFileSync(join(__dirname, '../../search.css'), 'utf8');
    const narrow = css.slice(css.indexOf('@media (max-width: 47.99rem)'));
    expect(narrow).toMatch(/^@media \(max-width: 47\.99rem\) \{\s*\.kori-search-filters-panel \{\s*order: 2;/);
    expect(narrow).toMatch(/\.kori-search-layout--dialog \.kori-search-filters-panel \{\s*display: none;/);
    expect(css).toMatch(/@media \(min-width: 48rem\) \{\s*\.kori-search-filters-bar,\s*\.kori-search-active-filters \{\s*display: none;/);
  });
});
