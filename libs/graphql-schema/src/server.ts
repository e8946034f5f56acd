// Server-only entry: the schema SDL for the API and the typed GraphQL requester for Remix loaders.
export { typeDefs } from './generated/type-defs';
export {
  createGraphQLRequester,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type CreateGraphQLRequesterOptions,
  type GraphQLRequester,
  type GraphQLRequestInit,
} from './server/create-graphql-requester';
export { GraphQLRequestError, isGraphQLRequestError } from './server/graphql-request-error';
export { createResponseCache, DEFAULT_RESPONSE_CACHE_ENTRIES, type ResponseCache, type ResponseCacheOptions } from './server/response-cache';
