import type { ReactNode } from 'react';
import { ApolloConfigProvider } from '@kori/graphql-schema';
import { DEFAULT_LOCALE, I18nProvider, usePageCatalogue } from '@kori/i18n';
import { ShellStoreProvider, StoredValuesLoader } from '@kori/shell';
import type { RootData } from './root-data';

/**
 * Everything a page needs around it: texts for the request's locale (the page's catalogue, see
 * PageCatalogueProvider), a Jotai store of its own (one per
 * request on the server, one per browser session on the client) and the GraphQL endpoint for interactive
 * parts; every stored browser value is loaded (and a malformed one reset) after the first render. The providers are created inside the component, never at module level, so requests share nothing.
 */
export function ShellProviders({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const page = usePageCatalogue();
  return (
    <I18nProvider locale={data?.locale ?? DEFAULT_LOCALE} messages={page?.messages ?? {}}>
      <ShellStoreProvider>
        {/* Every stored browser value is loaded and checked after the first render, used on this page or not. */}
        <StoredValuesLoader />
        {/* Only the endpoint (default /graphql): features fetch Apollo Client when they need it
            (LazyApolloProvider), so it stays out of the JavaScript every page loads. */}
        <ApolloConfigProvider endpoint={data?.config.graphqlEndpoint}>{children}</ApolloConfigProvider>
      </ShellStoreProvider>
    </I18nProvider>
  );
}
