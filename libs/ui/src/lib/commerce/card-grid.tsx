import type { ReactNode } from 'react';
import { EAGER_GRID_IMAGES } from './product-image';

export interface CardGridProps<T> {
  items: readonly T[];
  /** A stable key per item (its product or offer id). */
  keyOf: (item: T) => string;
  /** The listing's grid class (`kori-catalog-grid`, `kori-search-grid`). */
  className: string;
  /** A ranked listing (biggest drop first, say) is an ordered list. */
  ordered?: boolean;
  /** The card of one item; `imagePriority` is true for the first cards, which the first screen shows. */
  children: (item: T, imagePriority: boolean) => ReactNode;
}

/** A listing's cards as a list, one item each; the first `EAGER_GRID_IMAGES` cards load their images at once (LCP). */
export function CardGrid<T>({ items, keyOf, className, ordered = false, children }: CardGridProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index < EAGER_GRID_IMAGES)}</li>
      ))}
    </List>
  );
}
