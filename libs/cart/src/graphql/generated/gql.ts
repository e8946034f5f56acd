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
    "fragment CartFields on Cart {\n  id\n  region\n  currency\n  itemCount\n  merchants {\n    merchantDetails {\n      id\n      name\n      title\n    }\n    lines {\n      id\n      offerId\n      productId\n      productPath\n      name\n      brand\n      imageUrl\n      quantity\n      stockStatus\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n    }\n    subtotal {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    freeDeliveryThreshold {\n      ...Money\n    }\n    deliveryDays\n  }\n  itemsTotal {\n    ...Money\n  }\n  deliveryTotal {\n    ...Money\n  }\n  total {\n    ...Money\n  }\n  maximumAmount {\n    ...Money\n  }\n  cheapestMix {\n    total {\n      ...Money\n    }\n    saving {\n      ...Money\n    }\n    changes {\n      productId\n      name\n      fromOfferId\n      fromMerchant {\n        id\n        title\n      }\n      toOfferId\n      toMerchant {\n        id\n        title\n      }\n      quantity\n    }\n  }\n}\n\nfragment CartPayloadFields on CartPayload {\n  cart {\n    ...CartFields\n  }\n  userErrors {\n    code\n    offerId\n    available\n    limit {\n      ...Money\n    }\n  }\n}": typeof types.CartFieldsFragmentDoc,
    "mutation CartAddOffer($cartId: ID, $region: Region!, $offerId: ID!, $quantity: Int!) {\n  cartAddOffer(\n    cartId: $cartId\n    region: $region\n    offerId: $offerId\n    quantity: $quantity\n  ) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartSetLineQuantity($cartId: ID!, $lineId: ID!, $quantity: Int!) {\n  cartSetLineQuantity(cartId: $cartId, lineId: $lineId, quantity: $quantity) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartRemoveLine($cartId: ID!, $lineId: ID!) {\n  cartRemoveLine(cartId: $cartId, lineId: $lineId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClear($cartId: ID!) {\n  cartClear(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartApplyCheapestMix($cartId: ID!) {\n  cartApplyCheapestMix(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClaim($cartId: ID) {\n  cartClaim(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}": typeof types.CartAddOfferDocument,
    "query GetCart($id: ID!) {\n  cart(id: $id) {\n    ...CartFields\n  }\n}": typeof types.GetCartDocument,
    "query GetEmbeddedCart($id: ID!) {\n  embeddedCart(id: $id) {\n    id\n    products {\n      url\n      quantity\n      name\n      brand\n      imageUrl\n      price\n      discountPrice\n      currency\n      store\n    }\n  }\n}": typeof types.GetEmbeddedCartDocument,
    "fragment CardOfferFields on Offer {\n  id\n  price {\n    ...Money\n  }\n  totalPrice {\n    ...Money\n  }\n  merchant {\n    title\n  }\n}": typeof types.CardOfferFieldsFragmentDoc,
    "fragment DealCardFields on Deal {\n  product {\n    ...ProductIdentityFields\n    category {\n      id\n      name(language: $language)\n    }\n  }\n  offer {\n    ...CardOfferFields\n  }\n  insight {\n    ...PriceInsightFields\n  }\n}": typeof types.DealCardFieldsFragmentDoc,
    "fragment DeliveryAddressFields on DeliveryAddress {\n  firstName\n  lastName\n  streetAddress\n  postalCode\n  city\n  email\n  phone\n}": typeof types.DeliveryAddressFieldsFragmentDoc,
    "fragment Money on MoneyAmount {\n  price\n  currency\n}": typeof types.MoneyFragmentDoc,
    "fragment PriceInsightFields on PriceInsight {\n  current {\n    ...Money\n  }\n  lowest30Days {\n    ...Money\n  }\n  trend90Days {\n    ...Money\n  }\n  dropPercent\n  isDeal\n}": typeof types.PriceInsightFieldsFragmentDoc,
    "fragment ProductCardFields on Product {\n  ...ProductIdentityFields\n  category {\n    id\n  }\n  offerCount(region: $region)\n  bestOffer(region: $region) {\n    ...CardOfferFields\n  }\n}": typeof types.ProductCardFieldsFragmentDoc,
    "fragment ProductIdentityFields on Product {\n  id\n  name\n  slug\n  imageUrl\n  brand {\n    name\n  }\n}": typeof types.ProductIdentityFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment CartFields on Cart {\n  id\n  region\n  currency\n  itemCount\n  merchants {\n    merchantDetails {\n      id\n      name\n      title\n    }\n    lines {\n      id\n      offerId\n      productId\n      productPath\n      name\n      brand\n      imageUrl\n      quantity\n      stockStatus\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n    }\n    subtotal {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    freeDeliveryThreshold {\n      ...Money\n    }\n    deliveryDays\n  }\n  itemsTotal {\n    ...Money\n  }\n  deliveryTotal {\n    ...Money\n  }\n  total {\n    ...Money\n  }\n  maximumAmount {\n    ...Money\n  }\n  cheapestMix {\n    total {\n      ...Money\n    }\n    saving {\n      ...Money\n    }\n    changes {\n      productId\n      name\n      fromOfferId\n      fromMerchant {\n        id\n        title\n      }\n      toOfferId\n      toMerchant {\n        id\n        title\n      }\n      quantity\n    }\n  }\n}\n\nfragment CartPayloadFields on CartPayload {\n  cart {\n    ...CartFields\n  }\n  userErrors {\n    code\n    offerId\n    available\n    limit {\n      ...Money\n    }\n  }\n}": types.CartFieldsFragmentDoc,
    "mutation CartAddOffer($cartId: ID, $region: Region!, $offerId: ID!, $quantity: Int!) {\n  cartAddOffer(\n    cartId: $cartId\n    region: $region\n    offerId: $offerId\n    quantity: $quantity\n  ) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartSetLineQuantity($cartId: ID!, $lineId: ID!, $quantity: Int!) {\n  cartSetLineQuantity(cartId: $cartId, lineId: $lineId, quantity: $quantity) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartRemoveLine($cartId: ID!, $lineId: ID!) {\n  cartRemoveLine(cartId: $cartId, lineId: $lineId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClear($cartId: ID!) {\n  cartClear(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartApplyCheapestMix($cartId: ID!) {\n  cartApplyCheapestMix(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClaim($cartId: ID) {\n  cartClaim(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}": types.CartAddOfferDocument,
    "query GetCart($id: ID!) {\n  cart(id: $id) {\n    ...CartFields\n  }\n}": types.GetCartDocument,
    "query GetEmbeddedCart($id: ID!) {\n  embeddedCart(id: $id) {\n    id\n    products {\n      url\n      quantity\n      name\n      brand\n      imageUrl\n      price\n      discountPrice\n      currency\n      store\n    }\n  }\n}": types.GetEmbeddedCartDocument,
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
export function graphql(source: "fragment CartFields on Cart {\n  id\n  region\n  currency\n  itemCount\n  merchants {\n    merchantDetails {\n      id\n      name\n      title\n    }\n    lines {\n      id\n      offerId\n      productId\n      productPath\n      name\n      brand\n      imageUrl\n      quantity\n      stockStatus\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n    }\n    subtotal {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    freeDeliveryThreshold {\n      ...Money\n    }\n    deliveryDays\n  }\n  itemsTotal {\n    ...Money\n  }\n  deliveryTotal {\n    ...Money\n  }\n  total {\n    ...Money\n  }\n  maximumAmount {\n    ...Money\n  }\n  cheapestMix {\n    total {\n      ...Money\n    }\n    saving {\n      ...Money\n    }\n    changes {\n      productId\n      name\n      fromOfferId\n      fromMerchant {\n        id\n        title\n      }\n      toOfferId\n      toMerchant {\n        id\n        title\n      }\n      quantity\n    }\n  }\n}\n\nfragment CartPayloadFields on CartPayload {\n  cart {\n    ...CartFields\n  }\n  userErrors {\n    code\n    offerId\n    available\n    limit {\n      ...Money\n    }\n  }\n}"): (typeof documents)["fragment CartFields on Cart {\n  id\n  region\n  currency\n  itemCount\n  merchants {\n    merchantDetails {\n      id\n      name\n      title\n    }\n    lines {\n      id\n      offerId\n      productId\n      productPath\n      name\n      brand\n      imageUrl\n      quantity\n      stockStatus\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n    }\n    subtotal {\n      ...Money\n    }\n    deliveryCost {\n      ...Money\n    }\n    freeDeliveryThreshold {\n      ...Money\n    }\n    deliveryDays\n  }\n  itemsTotal {\n    ...Money\n  }\n  deliveryTotal {\n    ...Money\n  }\n  total {\n    ...Money\n  }\n  maximumAmount {\n    ...Money\n  }\n  cheapestMix {\n    total {\n      ...Money\n    }\n    saving {\n      ...Money\n    }\n    changes {\n      productId\n      name\n      fromOfferId\n      fromMerchant {\n        id\n        title\n      }\n      toOfferId\n      toMerchant {\n        id\n        title\n      }\n      quantity\n    }\n  }\n}\n\nfragment CartPayloadFields on CartPayload {\n  cart {\n    ...CartFields\n  }\n  userErrors {\n    code\n    offerId\n    available\n    limit {\n      ...Money\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartAddOffer($cartId: ID, $region: Region!, $offerId: ID!, $quantity: Int!) {\n  cartAddOffer(\n    cartId: $cartId\n    region: $region\n    offerId: $offerId\n    quantity: $quantity\n  ) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartSetLineQuantity($cartId: ID!, $lineId: ID!, $quantity: Int!) {\n  cartSetLineQuantity(cartId: $cartId, lineId: $lineId, quantity: $quantity) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartRemoveLine($cartId: ID!, $lineId: ID!) {\n  cartRemoveLine(cartId: $cartId, lineId: $lineId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClear($cartId: ID!) {\n  cartClear(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartApplyCheapestMix($cartId: ID!) {\n  cartApplyCheapestMix(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClaim($cartId: ID) {\n  cartClaim(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}"): (typeof documents)["mutation CartAddOffer($cartId: ID, $region: Region!, $offerId: ID!, $quantity: Int!) {\n  cartAddOffer(\n    cartId: $cartId\n    region: $region\n    offerId: $offerId\n    quantity: $quantity\n  ) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartSetLineQuantity($cartId: ID!, $lineId: ID!, $quantity: Int!) {\n  cartSetLineQuantity(cartId: $cartId, lineId: $lineId, quantity: $quantity) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartRemoveLine($cartId: ID!, $lineId: ID!) {\n  cartRemoveLine(cartId: $cartId, lineId: $lineId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClear($cartId: ID!) {\n  cartClear(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartApplyCheapestMix($cartId: ID!) {\n  cartApplyCheapestMix(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}\n\nmutation CartClaim($cartId: ID) {\n  cartClaim(cartId: $cartId) {\n    ...CartPayloadFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCart($id: ID!) {\n  cart(id: $id) {\n    ...CartFields\n  }\n}"): (typeof documents)["query GetCart($id: ID!) {\n  cart(id: $id) {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetEmbeddedCart($id: ID!) {\n  embeddedCart(id: $id) {\n    id\n    products {\n      url\n      quantity\n      name\n      brand\n      imageUrl\n      price\n      discountPrice\n      currency\n      store\n    }\n  }\n}"): (typeof documents)["query GetEmbeddedCart($id: ID!) {\n  embeddedCart(id: $id) {\n    id\n    products {\n      url\n      quantity\n      name\n      brand\n      imageUrl\n      price\n      discountPrice\n      currency\n      store\n    }\n  }\n}"];
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