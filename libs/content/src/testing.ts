/**
 * Fixtures for content page tests (this lib's and others'): merchants shaped exactly like the generated
 * query type, so a schema change breaks them at compile time.
 */
import type { Language } from '@kori/i18n';
import { CONTENT_PAGES, type ContentPageId } from './lib/content-pages';
import type { ContentLoaderData } from './lib/pages/content-data';
import { contentText } from './lib/texts/content-texts';
import type { MerchantsQuery } from './graphql/generated/graphql';

export type MerchantFixture = MerchantsQuery['merchants'][number];

type Currency = 'EUR' | 'SEK';

export function merchantFixture(overrides: Partial<MerchantFixture> & { currency?: Currency } = {}): MerchantFixture {
  const { currency = 'EUR', ...fields } = overrides;
  return {
    id: 'tekniikkatori',
    name: 'Tekniikkatori Oy',
    title: 'Tekniikkatori',
    region: currency === 'SEK' ? 'SE' : 'FI',
    websiteUrl: 'https://tekniikkatori.example/',
    rating: 0.96,
    deliveryTerms: {
      deliveryCost: { price: '4.90', currency },
      freeDeliveryThreshold: { price: '50.00', currency },
      deliveryTypes: ['HOME_DELIVERY', 'PICKUP_DELIVERY'],
      deliveryDays: 2,
    },
    ...fields,
  };
}

/** A `Merchants` query result. */
export function merchantsQueryFixture(merchants: MerchantFixture[] = [merchantFixture()]): MerchantsQuery {
  return { merchants };
}

/** What a content page's loader returns for `page` in `language`: the page's own text, its date and a short meta. */
export function contentLoaderDataFixture(page: ContentPageId, language: Language): ContentLoaderData {
  const { path, lastUpdated } = CONTENT_PAGES[page];
  return { page, document: contentText(page, language), lastUpdated, meta: { title: 't', description: 'd', canonicalUrl: `https://kori.example${path}` } };
}
