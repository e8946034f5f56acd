/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Currency =
  | 'EUR'
  | 'SEK';

export type DeliveryType =
  | 'HOME_DELIVERY'
  | 'PICKUP_DELIVERY'
  | 'STORE_PICKUP';

/** Shopping region. FI and NL pay in EUR, SE in SEK. */
export type Region =
  | 'FI'
  | 'NL'
  | 'SE';

export type MerchantsQueryVariables = Exact<{
  region: Region;
}>;


export type MerchantsQuery = { merchants: Array<{ id: string, name: string, title: string, region: Region, websiteUrl: string, rating: number | null, deliveryTerms: { deliveryTypes: Array<DeliveryType>, deliveryDays: number, deliveryCost: { price: string, currency: Currency }, freeDeliveryThreshold: { price: string, currency: Currency } | null } }> };


export const MerchantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Merchants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"freeDeliveryThreshold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTypes"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDays"}}]}}]}}]}}]} as unknown as DocumentNode<MerchantsQuery, MerchantsQueryVariables>;