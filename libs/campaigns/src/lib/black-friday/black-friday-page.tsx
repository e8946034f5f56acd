import { Container, DealListing, PageMessage } from '@kori/ui';
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
      <PageMessage
        heading={<FormattedMessage id="catalog.blackFriday.title" />}
        text={<FormattedMessage id="catalog.blackFriday.intro" />}
        textClassName="kori-catalog-lead"
      />
      <DealListing deals={deals} empty={<FormattedMessage id="catalog.blackFriday.empty" />} ordered />
    </Container>
  );
}

/** Route component for `/blackfriday`. */
export function BlackFridayPage() {
  const data = useLoaderData() as BlackFridayLoaderData;
  return <BlackFridayPageView deals={data.deals} />;
}
