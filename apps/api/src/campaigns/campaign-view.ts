import { graphqlLanguageOf, SUPPORTED_LANGUAGES, type Language } from '@kori/region';
import type { CampaignRow } from '../db/schema';
import type { Campaign, CampaignBanner, ProductBenefit } from '../graphql/generated/resolvers-types';

function bannerIn(row: CampaignRow, language: Language): CampaignBanner {
  const texts = language === 'fi' ? undefined : row.translations[language];
  return {
    text: texts?.text ?? row.bannerText,
    shortText: texts?.shortText ?? row.bannerShortText,
    readMoreLink: row.bannerReadMoreLink,
    blurb: texts ? texts.blurb : row.bannerBlurb,
  };
}

/**
 * A campaign as GraphQL shows it: the banner in `language` (Finnish where a translation is missing), every
 * language in `translations`; `productBenefit` is what its code takes off a product (only when it affects
 * prices on product pages).
 */
export function campaignView(row: CampaignRow, language: Language, productBenefit: ProductBenefit | null = null): Campaign {
  return {
    id: row.id,
    isActive: row.isActive,
    duration: { start: row.startsOn, end: row.endsOn },
    banner: bannerIn(row, language),
    link: row.link,
    discountPromotion: row.discountCode
      ? { discountCode: row.discountCode, productBenefit: row.affectsPricesOnProductPages ? productBenefit : null }
      : null,
    firstTimeBuyer: row.firstTimeBuyer,
    affectsPricesOnProductPages: row.affectsPricesOnProductPages,
    translations: SUPPORTED_LANGUAGES.map((code) => ({ language: graphqlLanguageOf(code), banner: bannerIn(row, code) })),
  };
}
