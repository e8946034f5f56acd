import { Container, DealListing, PageMessage } from '@kori/ui';
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
      <PageMessage
        heading={<FormattedMessage id="catalog.home.title" />}
        text={<FormattedMessage id="catalog.home.intro" />}
        textClassName="kori-catalog-lead"
      />
      <DealListing deals={deals} empty={<FormattedMessage id="catalog.home.empty" />} />
      <PopularCategories categories={popularCategories} />
    </Container>
  );
}

/** Route component for `/`; the app gives it the campaign banner point (catalog knows no campaigns). */
export function HomePage({ campaignBanner }: { campaignBanner?: ReactNode }) {
  const data = useLoaderData() as HomeLoaderData;
  return <HomePageView deals={data.deals} popularCategories={data.popularCategories} campaignBanner={campaignBanner} />;
}
