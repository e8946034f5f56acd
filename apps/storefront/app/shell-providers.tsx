import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '@kori/graphql-schema';
import { DEFAULT_LOCALE, I18nProvider } from '@kori/i18n';
import { ShellStoreProvider } from '@kori/shell';
import type { RootData } from './root-data';

/**
 * Everything a page needs around it: texts for the request's locale, a Jotai store of its own (one per
 * request on the server, one per browser session on the client) and Apollo Client for interactive parts.
 * The providers are created inside the component, never at module level, so requests share nothing.
 */
export function ShellProviders({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const endpoint = data?.config.graphqlEndpoint ?? '/graphql';
  // Page data is server-rendered by loaders; on the server this client is created per request but never
  // fetches (queries only start in effects), in the browser it lives for the session.
  const [apolloClient] = useState(() => createApolloClient({ endpoint }));
  return (
    <I18nProvider locale={data?.locale ?? DEFAULT_LOCALE} messages={data?.messages ?? {}}>
      <ShellStoreProvider>
        <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
      </ShellStoreProvider>
    </I18nProvider>
  );
}
