import { Container, EAGER_GRID_IMAGES, DealCard } from '@kori/ui';
import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { HomeDeal, HomeLoaderData, PopularCategory } from './home-data';
import { PopularCategories } from './popular-categories';

export interface HomePageViewProps {
  deals: readonly HomeDeal[];
  popularCategories?: readonly PopularCategory[];
  /** The campaign banner point at the top of the page; the app passes the campaigns feature's slot. */
  campaignBanner?: ReactNode;
}

/** The home page: campaign banners (when the app passes them), current deals, popular categories. */
export function HomePageView({ deals, popularCategories = [], campaignBanner }: HomePageViewProps) {
  return (
    <Container className="kori-catalog-page">
      {campaignBanner}
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

/** Route component for `/`; the app gives it the campaign banner point (catalog knows no campaigns). */
export function HomePage({ campaignBanner }: { campaignBanner?: ReactNode }) {
  const data = useLoaderData() as HomeLoaderData;
  return <HomePageView deals={data.deals} popularCategories={data.popularCategories} campaignBanner={campaignBanner} />;
}
