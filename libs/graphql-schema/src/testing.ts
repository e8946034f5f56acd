/**
 * Test helpers for other libs: a GraphQLRequester double answered per typed document (for loader
 * tests) and typed mocks for Apollo's MockedProvider (for component tests).
 */
import type { MockLink } from '@apollo/client/testing';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, type GraphQLFormattedError, Kind } from 'graphql';
import type { GraphQLRequester, GraphQLRequestInit } from './server/create-graphql-requester';
import { GraphQLRequestError } from './server/graphql-request-error';

export { MockedProvider } from '@apollo/client/testing/react';
export { GraphQLRequestError } from './server/graphql-request-error';
export { apiEnumValues, missingEnumTexts, messageCatalogue, itHasEveryEnumText, CATALOGUE_LANGUAGES } from './testing/api-enum-texts';
export type { GraphQLRequester } from './server/create-graphql-requester';

/** How a double answers a request: with data, an error to throw, or a function of the variables. */
export type RequesterAnswer<TData, TVariables> = TData | Error | ((variables: TVariables) => TData | Error | Promise<TData>);

export interface RecordedRequest {
  operationName: string;
  variables: unknown;
  init: GraphQLRequestInit | undefined;
}

export interface RequesterDouble extends GraphQLRequester {
  /** Answers every request for `document` with data, an error to throw, or a function of the variables. */
  on<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, answer: RequesterAnswer<TData, TVariables>): RequesterDouble;
  /** Every request made, in order. */
  readonly calls: RecordedRequest[];
}

export function operationNameOf(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) return definition.name.value;
  }
  throw new Error('The document has no named operation');
}

/**
 * A requester double: no network, answers registered per operation. An operation without an answer
 * fails loudly so a test never passes on a request it did not expect.
 */
export function createRequesterDouble(): RequesterDouble {
  const answers = new Map<string, RequesterAnswer<unknown, unknown>>();
  const calls: RecordedRequest[] = [];
  const double: RequesterDouble = {
    calls,
    on(document, answer) {
      answers.set(operationNameOf(document), answer as RequesterAnswer<unknown, unknown>);
      return double;
    },
    async request<TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
      init?: GraphQLRequestInit,
    ): Promise<TData> {
      const operationName = operationNameOf(document);
      calls.push({ operationName, variables, init });
      if (!answers.has(operationName)) {
        throw new Error(`No answer registered for operation ${operationName}`);
      }
      const answer = answers.get(operationName);
      const value = typeof answer === 'function' ? await answer(variables) : answer;
      if (value instanceof Error) throw value;
      return value as TData;
    },
  };
  return double;
}

/** A GraphQLRequestError as the real requester throws it for GraphQL errors in a 200 response. */
export function graphQLErrorsResponse(errors: GraphQLFormattedError[], status = 200): GraphQLRequestError {
  return new GraphQLRequestError(errors.map((error) => error.message).join('; '), { status, errors });
}

/** A GraphQLRequestError for an HTTP failure, worded as the transport words it. */
export function httpFailure(status: number): GraphQLRequestError {
  return new GraphQLRequestError(`Response not successful: Received status code ${status}`, { status });
}

/** A typed MockedProvider mock: the variables and data are checked against the document. */
export function mockedQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  data: TData,
): MockLink.MockedResponse<TData, TVariables> {
  return { request: { query: document, variables }, result: { data } } as MockLink.MockedResponse<TData, TVariables>;
}
