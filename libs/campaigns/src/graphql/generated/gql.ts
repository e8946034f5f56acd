/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ActiveCampaigns($region: Region!) {\n  activeCampaigns(region: $region) {\n    id\n    isActive\n    duration {\n      start\n      end\n    }\n    banner {\n      ...CampaignBannerFields\n    }\n    translations {\n      language\n      banner {\n        ...CampaignBannerFields\n      }\n    }\n    link\n    discountPromotion {\n      discountCode\n      productBenefit {\n        kind\n        percent\n        amount {\n          price\n          currency\n        }\n        minimumProductPrice {\n          price\n          currency\n        }\n      }\n    }\n    firstTimeBuyer\n    affectsPricesOnProductPages\n  }\n}\n\nfragment CampaignBannerFields on CampaignBanner {\n  text\n  shortText\n  readMoreLink\n  blurb\n}": typeof types.ActiveCampaignsDocument,
    "query BlackFridayDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n}": typeof types.BlackFridayDealsDocument,
    "fragment CardOfferFields on Offer {\n  id\n  price {\n    ...Money\n  }\n  totalPrice {\n    ...Money\n  }\n  merchant {\n    title\n  }\n}": typeof types.CardOfferFieldsFragmentDoc,
    "fragment DealCardFields on Deal {\n  product {\n    ...ProductIdentityFields\n    category {\n      id\n      name(language: $language)\n    }\n  }\n  offer {\n    ...CardOfferFields\n  }\n  insight {\n    ...PriceInsightFields\n  }\n}": typeof types.DealCardFieldsFragmentDoc,
    "fragment DeliveryAddressFields on DeliveryAddress {\n  firstName\n  lastName\n  streetAddress\n  postalCode\n  city\n  email\n  phone\n}": typeof types.DeliveryAddressFieldsFragmentDoc,
    "fragment Money on MoneyAmount {\n  price\n  currency\n}": typeof types.MoneyFragmentDoc,
    "fragment PriceInsightFields on PriceInsight {\n  current {\n    ...Money\n  }\n  lowest30Days {\n    ...Money\n  }\n  trend90Days {\n    ...Money\n  }\n  dropPercent\n  isDeal\n}": typeof types.PriceInsightFieldsFragmentDoc,
    "fragment ProductCardFields on Product {\n  ...ProductIdentityFields\n  category {\n    id\n  }\n  offerCount(region: $region)\n  bestOffer(region: $region) {\n    ...CardOfferFields\n  }\n}": typeof types.ProductCardFieldsFragmentDoc,
    "fragment ProductIdentityFields on Product {\n  id\n  name\n  slug\n  imageUrl\n  brand {\n    name\n  }\n}": typeof types.ProductIdentityFieldsFragmentDoc,
};
const documents: Documents = {
    "query ActiveCampaigns($region: Region!) {\n  activeCampaigns(region: $region) {\n    id\n    isActive\n    duration {\n      start\n      end\n    }\n    banner {\n      ...CampaignBannerFields\n    }\n    translations {\n      language\n      banner {\n        ...CampaignBannerFields\n      }\n    }\n    link\n    discountPromotion {\n      discountCode\n      productBenefit {\n        kind\n        percent\n        amount {\n          price\n          currency\n        }\n        minimumProductPrice {\n          price\n          currency\n        }\n      }\n    }\n    firstTimeBuyer\n    affectsPricesOnProductPages\n  }\n}\n\nfragment CampaignBannerFields on CampaignBanner {\n  text\n  shortText\n  readMoreLink\n  blurb\n}": types.ActiveCampaignsDocument,
    "query BlackFridayDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n}": types.BlackFridayDealsDocument,
    "fragment CardOfferFields on Offer {\n  id\n  price {\n    ...Money\n  }\n  totalPrice {\n    ...Money\n  }\n  merchant {\n    title\n  }\n}": types.CardOfferFieldsFragmentDoc,
    "fragment DealCardFields on Deal {\n  product {\n    ...ProductIdentityFields\n    category {\n      id\n      name(language: $language)\n    }\n  }\n  offer {\n    ...CardOfferFields\n  }\n  insight {\n    ...PriceInsightFields\n  }\n}": types.DealCardFieldsFragmentDoc,
    "fragment DeliveryAddressFields on DeliveryAddress {\n  firstName\n  lastName\n  streetAddress\n  postalCode\n  city\n  email\n  phone\n}": types.DeliveryAddressFieldsFragmentDoc,
    "fragment Money on MoneyAmount {\n  price\n  currency\n}": types.MoneyFragmentDoc,
    "fragment PriceInsightFields on PriceInsight {\n  current {\n    ...Money\n  }\n  lowest30Days {\n    ...Money\n  }\n  trend90Days {\n    ...Money\n  }\n  dropPercent\n  isDeal\n}": types.PriceInsightFieldsFragmentDoc,
    "fragment ProductCardFields on Product {\n  ...ProductIdentityFields\n  category {\n    id\n  }\n  offerCount(region: $region)\n  bestOffer(region: $region) {\n    ...CardOfferFields\n  }\n}": types.ProductCardFieldsFragmentDoc,
    "fragment ProductIdentityFields on Product {\n  id\n  name\n  slug\n  imageUrl\n  brand {\n    name\n  }\n}": types.ProductIdentityFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActiveCampaigns($region: Region!) {\n  activeCampaigns(region: $region) {\n    id\n    isActive\n    duration {\n      start\n      end\n    }\n    banner {\n      ...CampaignBannerFields\n    }\n    translations {\n      language\n      banner {\n        ...CampaignBannerFields\n      }\n    }\n    link\n    discountPromotion {\n      discountCode\n      productBenefit {\n        kind\n        percent\n        amount {\n          price\n          currency\n        }\n        minimumProductPrice {\n          price\n          currency\n        }\n      }\n    }\n    firstTimeBuyer\n    affectsPricesOnProductPages\n  }\n}\n\nfragment CampaignBannerFields on CampaignBanner {\n  text\n  shortText\n  readMoreLink\n  blurb\n}"): (typeof documents)["query ActiveCampaigns($region: Region!) {\n  activeCampaigns(region: $region) {\n    id\n    isActive\n    duration {\n      start\n      end\n    }\n    banner {\n      ...CampaignBannerFields\n    }\n    translations {\n      language\n      banner {\n        ...CampaignBannerFields\n      }\n    }\n    link\n    discountPromotion {\n      discountCode\n      productBenefit {\n        kind\n        percent\n        amount {\n          price\n          currency\n        }\n        minimumProductPrice {\n          price\n          currency\n        }\n      }\n    }\n    firstTimeBuyer\n    affectsPricesOnProductPages\n  }\n}\n\nfragment CampaignBannerFields on CampaignBanner {\n  text\n  shortText\n  readMoreLink\n  blurb\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlackFridayDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n}"): (typeof documents)["query BlackFridayDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CardOfferFields on Offer {\n  id\n  price {\n    ...Money\n  }\n  totalPrice {\n    ...Money\n  }\n  merchant {\n    title\n  }\n}"): (typeof documents)["fragment CardOfferFields on Offer {\n  id\n  price {\n    ...Money\n  }\n  totalPrice {\n    ...Money\n  }\n  merchant {\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealCardFields on Deal {\n  product {\n    ...ProductIdentityFields\n    category {\n      id\n      name(language: $language)\n    }\n  }\n  offer {\n    ...CardOfferFields\n  }\n  insight {\n    ...PriceInsightFields\n  }\n}"): (typeof documents)["fragment DealCardFields on Deal {\n  product {\n    ...ProductIdentityFields\n    category {\n      id\n      name(language: $language)\n    }\n  }\n  offer {\n    ...CardOfferFields\n  }\n  insight {\n    ...PriceInsightFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DeliveryAddressFields on DeliveryAddress {\n  firstName\n  lastName\n  streetAddress\n  postalCode\n  city\n  email\n  phone\n}"): (typeof documents)["fragment DeliveryAddressFields on DeliveryAddress {\n  firstName\n  lastName\n  streetAddress\n  postalCode\n  city\n  email\n  phone\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Money on MoneyAmount {\n  price\n  currency\n}"): (typeof documents)["fragment Money on MoneyAmount {\n  price\n  currency\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PriceInsightFields on PriceInsight {\n  current {\n    ...Money\n  }\n  lowest30Days {\n    ...Money\n  }\n  trend90Days {\n    ...Money\n  }\n  dropPercent\n  isDeal\n}"): (typeof documents)["fragment PriceInsightFields on PriceInsight {\n  current {\n    ...Money\n  }\n  lowest30Days {\n    ...Money\n  }\n  trend90Days {\n    ...Money\n  }\n  dropPercent\n  isDeal\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on Product {\n  ...ProductIdentityFields\n  category {\n    id\n  }\n  offerCount(region: $region)\n  bestOffer(region: $region) {\n    ...CardOfferFields\n  }\n}"): (typeof documents)["fragment ProductCardFields on Product {\n  ...ProductIdentityFields\n  category {\n    id\n  }\n  offerCount(region: $region)\n  bestOffer(region: $region) {\n    ...CardOfferFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductIdentityFields on Product {\n  id\n  name\n  slug\n  imageUrl\n  brand {\n    name\n  }\n}"): (typeof documents)["fragment ProductIdentityFields on Product {\n  id\n  name\n  slug\n  imageUrl\n  brand {\n    name\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;