// Browser-safe entry: the Apollo Client factory with Kori's transport (client name, persisted queries, error messages).
// Importing createApolloClient statically puts Apollo into the importer's chunk; the storefront loads it
// through LazyApolloProvider / loadApolloClient instead.
export {
  createApolloClient,
  CACHING_DISABLED_DEFAULT_OPTIONS,
  type CreateApolloClientOptions,
} from './client/create-apollo-client';
export {
  createErrorLoggingLink,
  logTransportErrorToConsole,
  type TransportErrorHandler,
  type TransportErrorReport,
} from './client/error-logging-link';
export { createTransportCheckLink } from './client/transport-check-link';
export { sha256Hex } from './client/sha256-hex';
export {
  CLIENT_NAME_HEADER,
  CLIENT_VERSION_HEADER,
  DEFAULT_GRAPHQL_ENDPOINT,
  GRAPHQL_CLIENT_NAME,
} from './client/client-identity';
// Loads Apollo Client on demand, so pages that do not query from the browser never download it.
export {
  ApolloConfigProvider,
  LazyApolloProvider,
  loadApolloClient,
  useApolloClient,
  type ApolloConfig,
} from './client/lazy-apollo';
export { possibleTypes } from './generated/possible-types';
