/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { useAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FormattedMessage } from 'react-intl';
import { loadApolloClient, useApolloClient } from '@kori/graphql-schema';
import { PageCatalogueProvider, type Locale } from '@kori/i18n';
import { testPageCatalogue } from '@kori/i18n/testing';
import { DELIVERY_ADDRESS_STORAGE_KEY } from '@kori/checkout';
import { FEATURE_FLAGS_STORAGE_KEY, loginOverlayAtom } from '@kori/shell';
import { useHydratedMarker } from './shell-effects';
import { ShellProviders } from './shell-providers';
import { testRootData } from './testing/root-data';

/** The providers as a page gets them: the root data and the page's catalogue. */
function Shell({ locale, graphqlEndpoint = '/graphql', children }: { locale: Locale; graphqlEndpoint?: string; children: ReactNode }) {
  return (
    <PageCatalogueProvider value={testPageCatalogue(locale)}>
      <ShellProviders data={testRootData(locale, { config: { graphqlEndpoint, nativeAppMarker: 'KoriApp' } })}>{children}</ShellProviders>
    </PageCatalogueProvider>
  );
}

function Probe({ showOverlay }: { showOverlay?: boolean }) {
  useHydrateAtoms(new Map(showOverlay === undefined ? [] : [[loginOverlayAtom, showOverlay]]));
  const [overlay] = useAtom(loginOverlayAtom);
  return (
    <p>
      <FormattedMessage id="nav.deals" /> overlay:{String(overlay)}
    </p>
  );
}

describe('ShellProviders', () => {
  it('renders each server request with its own locale and its own Jotai store', () => {
    const first = renderToString(
      <Shell locale="fi-FI">
        <Probe showOverlay />
      </Shell>,
    );
    const second = renderToString(
      <Shell locale="sv-SE">
        <Probe />
      </Shell>,
    );
    expect(first).toContain('Tarjoukset');
    expect(first).toContain('overlay:<!-- -->true');
    expect(second).toContain('Erbjudanden');
    expect(second).toContain('overlay:<!-- -->false');
  });

  it('renders no Apollo Client on the server: interactive parts load it in the browser', () => {
    function ClientProbe() {
      return <p>client:{String(useApolloClient())}</p>;
    }
    const html = renderToString(
      <Shell locale="fi-FI">
        <ClientProbe />
      </Shell>,
    );
    expect(html).toContain('client:<!-- -->null');
  });

  it('gives lazily loaded Apollo Client the endpoint from the root data', async () => {
    const seen: unknown[] = [];
    function ClientProbe() {
      seen.push(useApolloClient());
      return null;
    }
    render(
      <Shell locale="fi-FI" graphqlEndpoint="/configured/graphql">
        <ClientProbe />
      </Shell>,
    );
    // The download notifies the mounted probe, so it happens inside act.
    const client = await act(() => loadApolloClient('/configured/graphql'));
    await waitFor(() => expect(seen.at(-1)).toBe(client));
    expect(seen[0]).toBeNull();
    expect(client).not.toBe(await loadApolloClient('/graphql'));
  });
});

describe('useHydratedMarker', () => {
  function Marker() {
    useHydratedMarker();
    return null;
  }

  it('marks <html data-hydrated="true"> once mounted in the browser', () => {
    delete document.documentElement.dataset.hydrated;
    render(<Marker />);
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');
  });
});

describe('ShellProviders and stored browser values', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('resets malformed stored values on a plain page load, though nothing on the page uses them', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(DELIVERY_ADDRESS_STORAGE_KEY, '{"firstName":1}');
    window.localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, '{"flags":"all"}');
    render(
      <Shell locale="fi-FI">
        <p>plain page</p>
      </Shell>,
    );
    await waitFor(() => expect(window.localStorage.getItem(DELIVERY_ADDRESS_STORAGE_KEY)).toBeNull());
    expect(window.localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(`Stored value for ${DELIVERY_ADDRESS_STORAGE_KEY} does not match schema`);
    expect(warn).toHaveBeenCalledWith(`Stored value for ${FEATURE_FLAGS_STORAGE_KEY} does not match schema`);
  });
});
