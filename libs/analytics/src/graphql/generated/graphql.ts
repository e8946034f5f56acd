/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A first-party analytics event as the storefront's collector forwards it. */
export type AnalyticsEventInput = {
  /** Anonymous browser id, not personal data. */
  clientId: string;
  /** Event name, for example page_view or add_to_cart. */
  name: string;
  /** ISO timestamp from the browser. */
  occurredAt: string;
  /** JSON object with the event's parameters (already hashed where personal). */
  params: string;
};

export type RecordAnalyticsEventsMutationVariables = Exact<{
  events: Array<AnalyticsEventInput> | AnalyticsEventInput;
}>;


export type RecordAnalyticsEventsMutation = { recordAnalyticsEvents: { accepted: number } };


export const RecordAnalyticsEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordAnalyticsEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsEventInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAnalyticsEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<RecordAnalyticsEventsMutation, RecordAnalyticsEventsMutationVariables>;