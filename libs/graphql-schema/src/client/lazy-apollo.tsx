import type { ApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_GRAPHQL_ENDPOINT } from './client-identity';

type ApolloBrowserModule = typeof import('./apollo-browser');

/*
 * Browser-only state: the Apollo module once fetched and one client per endpoint for the page's lifetime.
 * Nothing fills it on the server (every entry point checks `isBrowser()` first), so server requests share
 * nothing through it.
 */
let apolloModule: ApolloBrowserModule | null = null;
let apolloModuleLoading: Promise<ApolloBrowserModule> | null = null;
const clients = new Map<string, ApolloClient>();
const listeners = new Set<() => void>();

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function loadApolloModule(): Promise<ApolloBrowserModule> {
  if (!isBrowser()) return Promise.reject(new Error('Apollo Client is loaded only in the browser'));
  if (apolloModule) return Promise.resolve(apolloModule);
  apolloModuleLoading ??= import('./apollo-browser').then(
    (loaded) => {
      apolloModule = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // A failed download (lost connection, new deploy) is tried again by the next feature that asks.
      apolloModuleLoading = null;
      throw error;
    },
  );
  return apolloModuleLoading;
}

function clientFor(endpoint: string, loaded: ApolloBrowserModule): ApolloClient {
  let client = clients.get(endpoint);
  if (!client) {
    client = loaded.createClient({ endpoint });
    clients.set(endpoint, client);
  }
  return client;
}

/**
 * The browser's Apollo Client for `endpoint`, fetching Apollo on first use; the same client for the
 * whole browser session. Rejects on the server, where page data comes from loaders.
 */
export async function loadApolloClient(endpoint: string = DEFAULT_GRAPHQL_ENDPOINT): Promise<ApolloClient> {
  return clientFor(endpoint, await loadApolloModule());
}

export interface ApolloConfig {
  /** GraphQL endpoint of the browser's client (the root data's `config.graphqlEndpoint`). */
  endpoint?: string;
  /** A ready client to use instead of creating one (tests); Apollo's provider is still loaded lazily. */
  client?: ApolloClient;
}

const ApolloConfigContext = createContext<ApolloConfig>({});

/** Set once around the page (the storefront's shell): where lazily loaded Apollo clients send queries. */
export function ApolloConfigProvider({ endpoint, client, children }: ApolloConfig & { children: ReactNode }) {
  const value = useMemo(() => ({ endpoint, client }), [endpoint, client]);
  return <ApolloConfigContext.Provider value={value}>{children}</ApolloConfigContext.Provider>;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

// The server and the hydrating render both see "not loaded", so the markup always matches.
const notLoaded = () => null;

interface LoadedApollo {
  client: ApolloClient;
  Provider: ApolloBrowserModule['ApolloProvider'];
}

function useLoadedApollo(endpointOverride: string | undefined): LoadedApollo | null {
  const config = useContext(ApolloConfigContext);
  const subscribeAndLoad = useCallback((onChange: () => void) => {
    const unsubscribe = subscribe(onChange);
    loadApolloModule().catch((error: unknown) => console.warn('Could not load Apollo Client', error));
    return unsubscribe;
  }, []);
  const loaded = useSyncExternalStore(subscribeAndLoad, () => apolloModule, notLoaded);
  if (!loaded) return null;
  const client = config.client ?? clientFor(endpointOverride ?? config.endpoint ?? DEFAULT_GRAPHQL_ENDPOINT, loaded);
  return { client, Provider: loaded.ApolloProvider };
}

/**
 * The browser's Apollo Client, or null until Apollo has been fetched (always null on the server and
 * while hydrating). Mounting a component that calls it starts the download.
 */
export function useApolloClient(endpoint?: string): ApolloClient | null {
  return useLoadedApollo(endpoint)?.client ?? null;
}

/**
 * Provides Apollo Client to `children` once it has been fetched; renders `fallback` until then (and on the
 * server). Wrap only the parts that query, never the page: the children mount when Apollo arrives.
 * `endpoint` overrides the one from ApolloConfigProvider.
 */
export function LazyApolloProvider({ endpoint, fallback = null, children }: { endpoint?: string; fallback?: ReactNode; children: ReactNode }) {
  const loaded = useLoadedApollo(endpoint);
  if (!loaded) return fallback;
  return <loaded.Provider client={loaded.client}>{children}</loaded.Provider>;
}
