/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './card-grid';
import { EAGER_GRID_IMAGES } from './product-image';

describe('CardGrid', () => {
  it('renders one list item per card, in order, with only the first cards marked for eager images', () => {
    const items = Array.from({ length: EAGER_GRID_IMAGES + 2 }, (_, index) => ({ id: `p-${index}` }));
    render(
      <CardGrid items={items} keyOf={(item) => item.id} className="kori-catalog-grid">
        {(item, imagePriority) => <span>{`${item.id} ${imagePriority ? 'eager' : 'lazy'}`}</span>}
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('kori-catalog-grid');
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toEqual(items.map((item, index) => `${item.id} ${index < EAGER_GRID_IMAGES ? 'eager' : 'lazy'}`));
  });

  it('is an unordered list unless the listing is ranked', () => {
    const { container, rerender } = render(
      <CardGrid items={[{ id: 'a' }]} keyOf={(item) => item.id} className="grid">
        {(item) => item.id}
      </CardGrid>,
    );
    expect(container.firstElementChild?.tagName).toBe('UL');
    rerender(
      <CardGrid items={[{ id: 'a' }]} keyOf={(item) => item.id} className="grid" ordered>
        {(item) => item.id}
      </CardGrid>,
    );
    expect(container.firstElementChild?.tagName).toBe('OL');
  });
});
