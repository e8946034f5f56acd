import { Container, EAGER_GRID_IMAGES } from '@kori/ui';
import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { DealCard } from './deal-card';
import { campaignSlot } from './campaign-slot';
import type { HomeDeal, HomeLoaderData, PopularCategory } from './home-data';
import { PopularCategories } from './popular-categories';

export interface HomePageViewProps {
  deals: readonly HomeDeal[];
  popularCategories?: readonly PopularCategory[];
}

/** The home page: campaign banners (when the campaigns feature fills the slot), current deals, popular categories. */
export function HomePageView({ deals, popularCategories = [] }: HomePageViewProps) {
  return (
    <Container className="kori-catalog-page">
      <campaignSlot.Outlet placement="home" />
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
          {deals.map((deal, index) => (
            <li key={`${deal.product.id}:${deal.offer.id}`}>
              <DealCard deal={deal} imagePriority={index < EAGER_GRID_IMAGES} />
            </li>
          ))}
        </ul>
      )}
      <PopularCategories categories={popularCategories} />
    </Container>
  );
}

/** Route component for `/`. */
export function HomePage() {
  const data = useLoaderData() as HomeLoaderData;
  return <HomePageView deals={data.deals} popularCategories={data.popularCategories} />;
}
