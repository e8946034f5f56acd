import { screen, within } from '@testing-library/react';
import { categoryPageFixture, categoryProductFixture } from '../../testing';
import { renderRoute, renderView } from '@kori/shell/testing';
import { CategoryPage, CategoryPageView } from './category-page';

describe('CategoryPageView', () => {
  it('shows breadcrumbs from the root with the category itself as the current page', () => {
    const { category, products } = categoryPageFixture();
    renderView(<CategoryPageView category={category} listing={products} />);

    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(breadcrumbs).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Electronics', 'Phones', 'Smartphones']);
    expect(within(breadcrumbs).getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/phones');
    expect(within(breadcrumbs).queryByRole('link', { name: 'Smartphones' })).not.toBeInTheDocument();
    expect(within(breadcrumbs).getByText('Smartphones')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeInTheDocument();
  });

  it('links the subcategories', () => {
    const { category, products } = categoryPageFixture();
    renderView(<CategoryPageView category={category} listing={products} />);
    const section = screen.getByRole('region', { name: 'Subcategories' });
    expect(within(section).getByRole('link', { name: /Android phones/ })).toHaveAttribute('href', '/android-phones');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists products with their best total price, or says there are no offers', () => {
    const { category, products } = categoryPageFixture({
      products: [categoryProductFixture('p-1', 'Nordic Phone 12', '1199.00'), categoryProductFixture('p-2', 'Old Phone', null)],
    });
    renderView(<CategoryPageView category={category} listing={products} />, { locale: 'fi-FI' });

    const list = screen.getByRole('region', { name: 'Tuotteet' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Nordic Phone 12' })).toHaveAttribute(
      'href',
      '/smartphones/nordic-phone-12/p-1',
    );
    expect(first!).toHaveTextContent(/Alkaen 1[\s\u00a0\u202f]199,00[\s\u00a0\u202f]€ toimituksineen/);
    expect(first!).toHaveTextContent('3 hintaa');
    expect(second!).toHaveTextContent('Ei hintoja alueellasi');
  });

  it('paginates with ?page=N links', () => {
    const products = Array.from({ length: 24 }, (_, index) => categoryProductFixture(`p-${index}`, `Phone ${index}`));
    const fixture = categoryPageFixture({ products, totalCount: 60, page: 2 });
    renderView(<CategoryPageView category={fixture.category} listing={fixture.products} />);

    const pagination = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pagination).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/smartphones');
    expect(within(pagination).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/smartphones?page=3');
    expect(pagination).toHaveTextContent('Page 2 of 3');
  });

  it('has no pagination when everything fits on one page', () => {
    const { category, products } = categoryPageFixture();
    renderView(<CategoryPageView category={category} listing={products} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows an empty state for a category without products', () => {
    const { category, products } = categoryPageFixture({ products: [], totalCount: 0 });
    renderView(<CategoryPageView category={{ ...category, children: [] }} listing={products} />, { locale: 'nl-NL' });
    expect(screen.getByText('Er zijn nog geen producten in deze categorie.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subcategorieën' })).not.toBeInTheDocument();
  });

  it('offers the first page when a page number is past the end', () => {
    const { category, products } = categoryPageFixture({ products: [], totalCount: 30, page: 9 });
    renderView(<CategoryPageView category={category} listing={products} />);
    expect(screen.getByText(/There are no products on this page\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/smartphones');
  });

  it('marks the product list busy while the next page loads', () => {
    const { category, products } = categoryPageFixture();
    renderView(<CategoryPageView category={category} listing={products} loading />);
    expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
  });
});

describe('CategoryPage route component', () => {
  it('renders the category from its loader data', async () => {
    const { category, products } = categoryPageFixture();
    renderRoute(<CategoryPage />, { category, listing: products, meta: { title: 't', description: 'd' } }, { path: '/smartphones' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Smartphones' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
  });
});
