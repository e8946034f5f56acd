/** @jest-environment jsdom */
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { useApolloClient as useProvidedApolloClient } from '@apollo/client/react';
import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { of } from 'rxjs';
import { ApolloConfigProvider, LazyApolloProvider, loadApolloClient, useApolloClient } from './lazy-apollo';

function ProvidedClient({ onClient }: { onClient: (client: ApolloClient) => void }) {
  onClient(useProvidedApolloClient());
  return <p>interactive part</p>;
}

function HookClient({ onClient }: { onClient: (client: ApolloClient | null) => void }) {
  onClient(useApolloClient());
  return null;
}

describe('lazy Apollo Client', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('hydrates with the fallback, as the server rendered it, even when Apollo is already loaded', async () => {
    await loadApolloClient('/hydration/graphql');
    const container = document.createElement('div');
    container.innerHTML = '<p>later</p>';
    document.body.appendChild(container);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const ui = (
        <ApolloConfigProvider endpoint="/hydration/graphql">
          <LazyApolloProvider fallback={<p>later</p>}>
            <ProvidedClient onClient={() => undefined} />
          </LazyApolloProvider>
        </ApolloConfigProvider>
      );
      const root = await act(async () => hydrateRoot(container, ui));
      await waitFor(() => expect(container.textContent).toBe('interactive part'));
      expect(error).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      error.mockRestore();
      container.remove();
    }
  });

  it('provides one client per endpoint for the session, sending to that endpoint', async () => {
    // Only the address matters here; the request itself fails.
    const requested: string[] = [];
    globalThis.fetch = (async (url: unknown) => {
      requested.push(String(url));
      throw new TypeError('offline');
    }) as typeof fetch;
    const provided: ApolloClient[] = [];
    const hooked: (ApolloClient | null)[] = [];
    const view = render(
      <ApolloConfigProvider endpoint="/session/graphql">
        <LazyApolloProvider fallback={<p>loading</p>}>
          <ProvidedClient onClient={(client) => provided.push(client)} />
        </LazyApolloProvider>
        <HookClient onClient={(client) => hooked.push(client)} />
      </ApolloConfigProvider>,
    );
    await waitFor(() => expect(view.container.textContent).toBe('interactive part'));
    const client = await loadApolloClient('/session/graphql');
    expect(new Set(provided)).toEqual(new Set([client]));
    expect(hooked.at(-1)).toBe(client);
    expect(await loadApolloClient('/other/graphql')).not.toBe(client);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await client.query({ query: gql`query Ping { ping }` }).catch(() => undefined);
    logged.mockRestore();
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/^\/session\/graphql/);
  });

  it('uses a client given to the config instead of creating one', async () => {
    const client = new ApolloClient({ link: new ApolloLink(() => of({ data: {} })), cache: new InMemoryCache() });
    const provided: ApolloClient[] = [];
    const view = render(
      <ApolloConfigProvider client={client}>
        <LazyApolloProvider>
          <ProvidedClient onClient={(seen) => provided.push(seen)} />
        </LazyApolloProvider>
      </ApolloConfigProvider>,
    );
    await waitFor(() => expect(view.container.textContent).toBe('interactive part'));
    expect(new Set(provided)).toEqual(new Set([client]));
  });
});
