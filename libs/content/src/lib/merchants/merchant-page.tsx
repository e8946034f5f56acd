import type { Region } from '@kori/i18n';
import { useLoaderData } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { ContentArticle } from '../pages/content-article';
import type { ListedMerchant, MerchantLoaderData } from '../pages/content-data';
import { SectionFrame } from '../shared/content-section';
import type { ContentDocument } from '../texts/content-document';
import { MerchantTable } from './merchant-table';

/** Anchor of the merchant list (`/merchant#merchants`); the text modules never use it. */
export const MERCHANT_LIST_SECTION_ID = 'merchants';

export interface MerchantPageViewProps {
  document: ContentDocument;
  lastUpdated: string;
  region: Region;
  merchants: readonly ListedMerchant[] | null;
}

/** `/merchant`: the merchants delivering to the shopper's region, then how offers are ranked and why. */
export function MerchantPageView({ document, lastUpdated, region, merchants }: MerchantPageViewProps) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'content.merchant.listHeading' }, { region });
  return (
    <ContentArticle
      page="merchant"
      document={document}
      lastUpdated={lastUpdated}
      leadingSections={[
        {
          entry: { id: MERCHANT_LIST_SECTION_ID, heading },
          node: (
            <SectionFrame id={MERCHANT_LIST_SECTION_ID} heading={heading}>
              <MerchantTable region={region} merchants={merchants} />
            </SectionFrame>
          ),
        },
      ]}
    />
  );
}

/** Route component for `/merchant`. */
export function MerchantPage() {
  const data = useLoaderData() as MerchantLoaderData;
  return <MerchantPageView document={data.document} lastUpdated={data.lastUpdated} region={data.region} merchants={data.merchants} />;
}
