import type { ReactNode } from 'react';
import { CardGrid } from './card-grid';
import { DealCard, type DealCardDeal } from './deal-card';

export interface DealListingProps<T extends DealCardDeal & { offer: { id: string } }> {
  deals: readonly T[];
  /** What the listing says when there are no deals. */
  empty: ReactNode;
  /** A ranked listing (biggest drop first) is an ordered list. */
  ordered?: boolean;
}

/** A catalogue page's deals as cards in the catalogue grid (one per product and offer), or its empty line. */
export function DealListing<T extends DealCardDeal & { offer: { id: string } }>({ deals, empty, ordered }: DealListingProps<T>) {
  if (deals.length === 0) return <p className="kori-catalog-empty">{empty}</p>;
  return (
    <CardGrid items={deals} keyOf={(deal) => `${deal.product.id}:${deal.offer.id}`} className="kori-catalog-grid" ordered={ordered}>
      {(deal, imagePriority) => <DealCard deal={deal} imagePriority={imagePriority} />}
    </CardGrid>
  );
}
