/** The name every Kori web request reports to the API: client name `web`. */
export const GRAPHQL_CLIENT_NAME = 'web';

/** Header Apollo's client awareness uses for the name; the server requester sends the same one. */
export const CLIENT_NAME_HEADER = 'apollographql-client-name';
export const CLIENT_VERSION_HEADER = 'apollographql-client-version';

/** Path the storefront serves GraphQL on when nothing else is configured. */
export const DEFAULT_GRAPHQL_ENDPOINT = '/graphql';
