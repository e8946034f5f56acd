import { screen, within } from '@testing-library/react';
import { Pagination } from './pagination';
import { renderWithRouter } from '../testing/render-with-router';

const hrefFor = (page: number) => `/phones?page=${page}`;

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithRouter(<Pagination page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links the previous and next pages and says where the shopper is', () => {
    renderWithRouter(<Pagination page={2} totalPages={3} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/phones?page=1');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/phones?page=3');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderWithRouter(<Pagination page={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  });
});
