import { Container } from '@kori/ui';
import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { DealCard } from './deal-card';
import type { HomeDeal, HomeLoaderData } from './home-data';

export interface HomePageViewProps {
  deals: readonly HomeDeal[];
}

/** The home page: the current deals grid, or a friendly empty state. */
export function HomePageView({ deals }: HomePageViewProps) {
  return (
    <Container className="kori-catalog-page">
      <h1>
        <FormattedMessage id="catalog.home.title" />
      </h1>
      <p className="kori-catalog-lead">
        <FormattedMessage id="catalog.home.intro" />
      </p>
      {deals.length === 0 ? (
        <p className="kori-catalog-empty">
          <FormattedMessage id="catalog.home.empty" />
        </p>
      ) : (
        <ul className="kori-catalog-grid">
          {deals.map((deal) => (
            <li key={`${deal.product.id}:${deal.offer.id}`}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

/** Route component for `/`. */
export function HomePage() {
  const data = useLoaderData() as HomeLoaderData;
  return <HomePageView deals={data.deals} />;
}
