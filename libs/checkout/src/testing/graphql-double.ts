// Test-only: a GraphQL requester double that answers by operation name and records every call.
import type { GraphQLRequester } from '@kori/graphql-schema/server';
import type { DocumentNode } from 'graphql';

export type GraphQLAnswer = (operation: string, variables: Record<string, unknown>) => unknown;

function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition && 'name' in definition ? (definition.name?.value ?? '') : '';
}

export function graphqlDouble(answer: GraphQLAnswer) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const graphql: GraphQLRequester = {
    request: (async (document: DocumentNode, variables: Record<string, unknown> = {}) => {
      const operation = operationName(document);
      calls.push({ operation, variables });
      return answer(operation, variables);
    }) as GraphQLRequester['request'],
  };
  return { graphql, calls };
}
