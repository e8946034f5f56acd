import { Container, DealCard, EAGER_GRID_IMAGES } from '@kori/ui';
import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import type { BlackFridayDeal, BlackFridayLoaderData } from './black-friday-data';

export interface BlackFridayPageViewProps {
  deals: readonly BlackFridayDeal[];
}

/** `/blackfriday`: the biggest current drops across the catalogue, biggest first, each against its 90-day trend. */
export function BlackFridayPageView({ deals }: BlackFridayPageViewProps) {
  return (
    <Container className="kori-catalog-page">
      <h1>
        <FormattedMessage id="catalog.blackFriday.title" />
      </h1>
      <p className="kori-catalog-lead">
        <FormattedMessage id="catalog.blackFriday.intro" />
      </p>
      {deals.length === 0 ? (
        <p className="kori-catalog-empty">
          <FormattedMessage id="catalog.blackFriday.empty" />
        </p>
      ) : (
        <ol className="kori-catalog-grid">
          {deals.map((deal, index) => (
            <li key={`${deal.product.id}:${deal.offer.id}`}>
              <DealCard deal={deal} imagePriority={index < EAGER_GRID_IMAGES} />
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
}

/** Route component for `/blackfriday`. */
export function BlackFridayPage() {
  const data = useLoaderData() as BlackFridayLoaderData;
  return <BlackFridayPageView deals={data.deals} />;
}
