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
    "query CategoryPage($id: ID!, $region: Region!, $language: Language!, $page: Int!, $perPage: Int!) {\n  category(id: $id) {\n    id\n    name(language: $language)\n    level\n    productCount\n    path {\n      id\n      name(language: $language)\n    }\n    children {\n      id\n      name(language: $language)\n      productCount\n    }\n  }\n  products(\n    region: $region\n    filter: {categoryId: $id}\n    sort: POPULARITY\n    page: $page\n    perPage: $perPage\n  ) {\n    page\n    perPage\n    totalCount\n    products {\n      ...ProductCardFields\n    }\n  }\n}": typeof types.CategoryPageDocument,
    "query HomeDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n  categories {\n    id\n    name(language: $language)\n    productCount\n  }\n}": typeof types.HomeDealsDocument,
    "query OfferRedirect($id: ID!, $region: Region!) {\n  product(id: $id) {\n    id\n    offers(region: $region) {\n      id\n      url\n    }\n  }\n}": typeof types.OfferRedirectDocument,
    "query PriceLandingPage($slug: String!, $region: Region!, $language: Language!) {\n  priceLandingPage(slug: $slug) {\n    slug\n    product {\n      ...ProductComparison\n    }\n  }\n}": typeof types.PriceLandingPageDocument,
    "fragment ProductComparison on Product {\n  id\n  name\n  slug\n  imageUrl\n  description(language: $language)\n  specs(language: $language) {\n    name\n    value\n  }\n  brand {\n    id\n    name\n  }\n  category {\n    id\n    name(language: $language)\n    path {\n      id\n      name(language: $language)\n    }\n  }\n  offers(region: $region) {\n    id\n    rank\n    rankReason\n    stockStatus\n    stockQuantity\n    purchaseMode\n    price {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    totalPrice {\n      ...Money\n    }\n    merchant {\n      id\n      title\n      deliveryTerms {\n        deliveryDays\n        deliveryCost {\n          ...Money\n        }\n        freeDeliveryThreshold {\n          ...Money\n        }\n      }\n    }\n  }\n  priceInsight(region: $region) {\n    ...PriceInsightFields\n  }\n}": typeof types.ProductComparisonFragmentDoc,
    "query ProductPage($id: ID!, $region: Region!, $language: Language!) {\n  product(id: $id) {\n    ...ProductComparison\n  }\n}": typeof types.ProductPageDocument,
    "query ProductPriceHistory($id: ID!, $region: Region!, $days: Int!) {\n  product(id: $id) {\n    id\n    priceHistory(region: $region, days: $days) {\n      days\n      points {\n        date\n        price {\n          ...Money\n        }\n      }\n      lowest {\n        ...Money\n      }\n      highest {\n        ...Money\n      }\n    }\n  }\n}": typeof types.ProductPriceHistoryDocument,
    "mutation RecordOfferClick($productId: ID!, $offerId: ID!, $locale: String!, $clientId: String) {\n  recordOfferClick(\n    productId: $productId\n    offerId: $offerId\n    locale: $locale\n    clientId: $clientId\n  )\n}": typeof types.RecordOfferClickDocument,
    "query SitemapCategories {\n  categories {\n    id\n    children {\n      id\n      children {\n        id\n        children {\n          id\n          children {\n            id\n            children {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nquery SitemapProducts($page: Int!, $perPage: Int!) {\n  products(region: FI, sort: POPULARITY, page: $page, perPage: $perPage) {\n    totalCount\n    products {\n      id\n      slug\n      category {\n        id\n      }\n    }\n  }\n}": typeof types.SitemapCategoriesDocument,
    "fragment CardOfferFields on Offer {\n  id\n  price {\n    ...Money\n  }\n  totalPrice {\n    ...Money\n  }\n  merchant {\n    title\n  }\n}": typeof types.CardOfferFieldsFragmentDoc,
    "fragment DealCardFields on Deal {\n  product {\n    ...ProductIdentityFields\n    category {\n      id\n      name(language: $language)\n    }\n  }\n  offer {\n    ...CardOfferFields\n  }\n  insight {\n    ...PriceInsightFields\n  }\n}": typeof types.DealCardFieldsFragmentDoc,
    "fragment DeliveryAddressFields on DeliveryAddress {\n  firstName\n  lastName\n  streetAddress\n  postalCode\n  city\n  email\n  phone\n}": typeof types.DeliveryAddressFieldsFragmentDoc,
    "fragment Money on MoneyAmount {\n  price\n  currency\n}": typeof types.MoneyFragmentDoc,
    "fragment PriceInsightFields on PriceInsight {\n  current {\n    ...Money\n  }\n  lowest30Days {\n    ...Money\n  }\n  trend90Days {\n    ...Money\n  }\n  dropPercent\n  isDeal\n}": typeof types.PriceInsightFieldsFragmentDoc,
    "fragment ProductCardFields on Product {\n  ...ProductIdentityFields\n  category {\n    id\n  }\n  offerCount(region: $region)\n  bestOffer(region: $region) {\n    ...CardOfferFields\n  }\n}": typeof types.ProductCardFieldsFragmentDoc,
    "fragment ProductIdentityFields on Product {\n  id\n  name\n  slug\n  imageUrl\n  brand {\n    name\n  }\n}": typeof types.ProductIdentityFieldsFragmentDoc,
};
const documents: Documents = {
    "query CategoryPage($id: ID!, $region: Region!, $language: Language!, $page: Int!, $perPage: Int!) {\n  category(id: $id) {\n    id\n    name(language: $language)\n    level\n    productCount\n    path {\n      id\n      name(language: $language)\n    }\n    children {\n      id\n      name(language: $language)\n      productCount\n    }\n  }\n  products(\n    region: $region\n    filter: {categoryId: $id}\n    sort: POPULARITY\n    page: $page\n    perPage: $perPage\n  ) {\n    page\n    perPage\n    totalCount\n    products {\n      ...ProductCardFields\n    }\n  }\n}": types.CategoryPageDocument,
    "query HomeDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n  categories {\n    id\n    name(language: $language)\n    productCount\n  }\n}": types.HomeDealsDocument,
    "query OfferRedirect($id: ID!, $region: Region!) {\n  product(id: $id) {\n    id\n    offers(region: $region) {\n      id\n      url\n    }\n  }\n}": types.OfferRedirectDocument,
    "query PriceLandingPage($slug: String!, $region: Region!, $language: Language!) {\n  priceLandingPage(slug: $slug) {\n    slug\n    product {\n      ...ProductComparison\n    }\n  }\n}": types.PriceLandingPageDocument,
    "fragment ProductComparison on Product {\n  id\n  name\n  slug\n  imageUrl\n  description(language: $language)\n  specs(language: $language) {\n    name\n    value\n  }\n  brand {\n    id\n    name\n  }\n  category {\n    id\n    name(language: $language)\n    path {\n      id\n      name(language: $language)\n    }\n  }\n  offers(region: $region) {\n    id\n    rank\n    rankReason\n    stockStatus\n    stockQuantity\n    purchaseMode\n    price {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    totalPrice {\n      ...Money\n    }\n    merchant {\n      id\n      title\n      deliveryTerms {\n        deliveryDays\n        deliveryCost {\n          ...Money\n        }\n        freeDeliveryThreshold {\n          ...Money\n        }\n      }\n    }\n  }\n  priceInsight(region: $region) {\n    ...PriceInsightFields\n  }\n}": types.ProductComparisonFragmentDoc,
    "query ProductPage($id: ID!, $region: Region!, $language: Language!) {\n  product(id: $id) {\n    ...ProductComparison\n  }\n}": types.ProductPageDocument,
    "query ProductPriceHistory($id: ID!, $region: Region!, $days: Int!) {\n  product(id: $id) {\n    id\n    priceHistory(region: $region, days: $days) {\n      days\n      points {\n        date\n        price {\n          ...Money\n        }\n      }\n      lowest {\n        ...Money\n      }\n      highest {\n        ...Money\n      }\n    }\n  }\n}": types.ProductPriceHistoryDocument,
    "mutation RecordOfferClick($productId: ID!, $offerId: ID!, $locale: String!, $clientId: String) {\n  recordOfferClick(\n    productId: $productId\n    offerId: $offerId\n    locale: $locale\n    clientId: $clientId\n  )\n}": types.RecordOfferClickDocument,
    "query SitemapCategories {\n  categories {\n    id\n    children {\n      id\n      children {\n        id\n        children {\n          id\n          children {\n            id\n            children {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nquery SitemapProducts($page: Int!, $perPage: Int!) {\n  products(region: FI, sort: POPULARITY, page: $page, perPage: $perPage) {\n    totalCount\n    products {\n      id\n      slug\n      category {\n        id\n      }\n    }\n  }\n}": types.SitemapCategoriesDocument,
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
export function graphql(source: "query CategoryPage($id: ID!, $region: Region!, $language: Language!, $page: Int!, $perPage: Int!) {\n  category(id: $id) {\n    id\n    name(language: $language)\n    level\n    productCount\n    path {\n      id\n      name(language: $language)\n    }\n    children {\n      id\n      name(language: $language)\n      productCount\n    }\n  }\n  products(\n    region: $region\n    filter: {categoryId: $id}\n    sort: POPULARITY\n    page: $page\n    perPage: $perPage\n  ) {\n    page\n    perPage\n    totalCount\n    products {\n      ...ProductCardFields\n    }\n  }\n}"): (typeof documents)["query CategoryPage($id: ID!, $region: Region!, $language: Language!, $page: Int!, $perPage: Int!) {\n  category(id: $id) {\n    id\n    name(language: $language)\n    level\n    productCount\n    path {\n      id\n      name(language: $language)\n    }\n    children {\n      id\n      name(language: $language)\n      productCount\n    }\n  }\n  products(\n    region: $region\n    filter: {categoryId: $id}\n    sort: POPULARITY\n    page: $page\n    perPage: $perPage\n  ) {\n    page\n    perPage\n    totalCount\n    products {\n      ...ProductCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n  categories {\n    id\n    name(language: $language)\n    productCount\n  }\n}"): (typeof documents)["query HomeDeals($region: Region!, $language: Language!, $perPage: Int!) {\n  deals(region: $region, page: 1, perPage: $perPage) {\n    totalCount\n    deals {\n      ...DealCardFields\n    }\n  }\n  categories {\n    id\n    name(language: $language)\n    productCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OfferRedirect($id: ID!, $region: Region!) {\n  product(id: $id) {\n    id\n    offers(region: $region) {\n      id\n      url\n    }\n  }\n}"): (typeof documents)["query OfferRedirect($id: ID!, $region: Region!) {\n  product(id: $id) {\n    id\n    offers(region: $region) {\n      id\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PriceLandingPage($slug: String!, $region: Region!, $language: Language!) {\n  priceLandingPage(slug: $slug) {\n    slug\n    product {\n      ...ProductComparison\n    }\n  }\n}"): (typeof documents)["query PriceLandingPage($slug: String!, $region: Region!, $language: Language!) {\n  priceLandingPage(slug: $slug) {\n    slug\n    product {\n      ...ProductComparison\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductComparison on Product {\n  id\n  name\n  slug\n  imageUrl\n  description(language: $language)\n  specs(language: $language) {\n    name\n    value\n  }\n  brand {\n    id\n    name\n  }\n  category {\n    id\n    name(language: $language)\n    path {\n      id\n      name(language: $language)\n    }\n  }\n  offers(region: $region) {\n    id\n    rank\n    rankReason\n    stockStatus\n    stockQuantity\n    purchaseMode\n    price {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    totalPrice {\n      ...Money\n    }\n    merchant {\n      id\n      title\n      deliveryTerms {\n        deliveryDays\n        deliveryCost {\n          ...Money\n        }\n        freeDeliveryThreshold {\n          ...Money\n        }\n      }\n    }\n  }\n  priceInsight(region: $region) {\n    ...PriceInsightFields\n  }\n}"): (typeof documents)["fragment ProductComparison on Product {\n  id\n  name\n  slug\n  imageUrl\n  description(language: $language)\n  specs(language: $language) {\n    name\n    value\n  }\n  brand {\n    id\n    name\n  }\n  category {\n    id\n    name(language: $language)\n    path {\n      id\n      name(language: $language)\n    }\n  }\n  offers(region: $region) {\n    id\n    rank\n    rankReason\n    stockStatus\n    stockQuantity\n    purchaseMode\n    price {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    totalPrice {\n      ...Money\n    }\n    merchant {\n      id\n      title\n      deliveryTerms {\n        deliveryDays\n        deliveryCost {\n          ...Money\n        }\n        freeDeliveryThreshold {\n          ...Money\n        }\n      }\n    }\n  }\n  priceInsight(region: $region) {\n    ...PriceInsightFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductPage($id: ID!, $region: Region!, $language: Language!) {\n  product(id: $id) {\n    ...ProductComparison\n  }\n}"): (typeof documents)["query ProductPage($id: ID!, $region: Region!, $language: Language!) {\n  product(id: $id) {\n    ...ProductComparison\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductPriceHistory($id: ID!, $region: Region!, $days: Int!) {\n  product(id: $id) {\n    id\n    priceHistory(region: $region, days: $days) {\n      days\n      points {\n        date\n        price {\n          ...Money\n        }\n      }\n      lowest {\n        ...Money\n      }\n      highest {\n        ...Money\n      }\n    }\n  }\n}"): (typeof documents)["query ProductPriceHistory($id: ID!, $region: Region!, $days: Int!) {\n  product(id: $id) {\n    id\n    priceHistory(region: $region, days: $days) {\n      days\n      points {\n        date\n        price {\n          ...Money\n        }\n      }\n      lowest {\n        ...Money\n      }\n      highest {\n        ...Money\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordOfferClick($productId: ID!, $offerId: ID!, $locale: String!, $clientId: String) {\n  recordOfferClick(\n    productId: $productId\n    offerId: $offerId\n    locale: $locale\n    clientId: $clientId\n  )\n}"): (typeof documents)["mutation RecordOfferClick($productId: ID!, $offerId: ID!, $locale: String!, $clientId: String) {\n  recordOfferClick(\n    productId: $productId\n    offerId: $offerId\n    locale: $locale\n    clientId: $clientId\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SitemapCategories {\n  categories {\n    id\n    children {\n      id\n      children {\n        id\n        children {\n          id\n          children {\n            id\n            children {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nquery SitemapProducts($page: Int!, $perPage: Int!) {\n  products(region: FI, sort: POPULARITY, page: $page, perPage: $perPage) {\n    totalCount\n    products {\n      id\n      slug\n      category {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["query SitemapCategories {\n  categories {\n    id\n    children {\n      id\n      children {\n        id\n        children {\n          id\n          children {\n            id\n            children {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nquery SitemapProducts($page: Int!, $perPage: Int!) {\n  products(region: FI, sort: POPULARITY, page: $page, perPage: $perPage) {\n    totalCount\n    products {\n      id\n      slug\n      category {\n        id\n      }\n    }\n  }\n}"];
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