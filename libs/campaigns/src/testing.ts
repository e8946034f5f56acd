/**
 * Fixtures for campaign tests (this lib's and others'): data shaped exactly like the generated query
 * types, so a schema change breaks them at compile time.
 */
import type { BlackFridayDeal } from './lib/black-friday/black-friday-data';
import type { CampaignData } from './lib/banner/campaign-rules';
import { dealFixture, type DealFixtureOptions } from '@kori/ui/testing';
import { fixtureFactory } from '@kori/util-testing';

/** One Black Friday deal: an 11 % drop with its 30-day lowest and 90-day trend prices. */
export function blackFridayDealFixture(overrides: Omit<DealFixtureOptions, 'merchant'> = {}): BlackFridayDeal {
  return dealFixture(overrides);
}

const bannerTexts = (language: string) => ({
  text: `${language}: First order? Code STAR gives you a discount on one product.`,
  shortText: `${language}: First-order discount with STAR`,
  readMoreLink: '/campaign-terms',
  blurb: `${language}: Welcome to Kori!`,
});

/** The STAR campaign (first-time buyers, code STAR) running 2026-03-01..2026-03-31 unless overridden. */
export const campaignFixture = fixtureFactory<CampaignData>(() => ({
  id: 'coupon_STAR',
  isActive: true,
  duration: { start: '2026-03-01', end: '2026-03-31' },
  banner: bannerTexts('FI'),
  translations: (['FI', 'EN', 'SV', 'NL'] as const).map((language) => ({
    language,
    banner: bannerTexts(language),
  })),
  link: '/deals',
  discountPromotion: { discountCode: 'STAR', productBenefit: { kind: 'PERCENTAGE', percent: 10, amount: null, minimumProductPrice: null } },
  firstTimeBuyer: true,
  affectsPricesOnProductPages: true,
}));
