import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { DefaultOptions } from '@apollo/client';
import { Defer20220824Handler } from '@apollo/client/incremental';
import './apollo-default-options';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { possibleTypes } from '../generated/possible-types';
import { DEFAULT_GRAPHQL_ENDPOINT, GRAPHQL_CLIENT_NAME } from './client-identity';
import { createErrorLoggingLink, type TransportErrorHandler } from './error-logging-link';
import { sha256Hex } from './sha256-hex';
import { createTransportCheckLink } from './transport-check-link';

export interface CreateApolloClientOptions {
  /** GraphQL endpoint, configured at run time (PUBLIC_GRAPHQL_ENDPOINT); relative to the page's origin. */
  endpoint?: string;
  /** When caching is disabled, queries use no-cache with error policy all. */
  cachingDisabled?: boolean;
  /** Where GraphQL and network errors are logged; defaults to the console. */
  onError?: TransportErrorHandler;
  /** Reported as the client version next to the client name `web`. */
  version?: string;
  /** A fetch to use instead of the global one (tests, instrumented transports). */
  fetch?: typeof fetch;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
}

function canHash(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

/** Defaults for the queries when the cache is switched off. */
export const CACHING_DISABLED_DEFAULT_OPTIONS = {
  watchQuery: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
  query: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
} as const satisfies DefaultOptions;

/**
 * The browser's Apollo Client with Kori's transport:
 * client name `web`; automatic persisted queries (SHA-256, version 1) where queries go by GET with only
 * the hash and are retried by POST with the full query on PERSISTED_QUERY_NOT_FOUND or
 * PERSISTED_QUERY_NOT_SUPPORTED (the latter also switches hashing off for the session); fixed error
 * messages; errors logged, never shown; multipart responses for deferred queries.
 *
 * Link chain, outermost first: error logging -> persisted queries -> transport checks -> HTTP.
 */
export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  // Web Crypto exists only in secure contexts (https, localhost); elsewhere queries go by POST in full.
  const persistedQueries = canHash()
    ? [new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true })]
    : [];
  // The HTTP link keeps POST as its method: the persisted-query link asks for GET only for hashed
  // queries, and its retry with the full query must go by POST.
  const http = new HttpLink({
    uri: options.endpoint ?? DEFAULT_GRAPHQL_ENDPOINT,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });

  return new ApolloClient({
    link: ApolloLink.from([createErrorLoggingLink(options.onError), ...persistedQueries, createTransportCheckLink(), http]),
    cache: new InMemoryCache({ possibleTypes }),
    clientAwareness: { name: GRAPHQL_CLIENT_NAME, ...(options.version ? { version: options.version } : {}) },
    // Keeps hashed GET URLs to the hash alone (no Apollo library name/version in `extensions`).
    enhancedClientAwareness: { transport: false },
    incrementalHandler: new Defer20220824Handler(),
    ...(options.cachingDisabled ? { defaultOptions: CACHING_DISABLED_DEFAULT_OPTIONS } : {}),
  });
}
