/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { useAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { renderToString } from 'react-dom/server';
import { FormattedMessage } from 'react-intl';
import { consentStateFromCookieValue } from '@kori/consent-state';
import { loadApolloClient, useApolloClient } from '@kori/graphql-schema';
import { testSerializedMessages } from '@kori/i18n/testing';
import { DELIVERY_ADDRESS_STORAGE_KEY } from '@kori/checkout';
import { FEATURE_FLAGS_STORAGE_KEY, loginOverlayAtom } from '@kori/shell';
import type { RootData } from './root-data';
import { useHydratedMarker } from './shell-effects';
import { ShellProviders } from './shell-providers';

const data = (locale: RootData['locale'], graphqlEndpoint = '/graphql'): RootData => ({
  locale,
  messages: testSerializedMessages(locale),
  config: { graphqlEndpoint, nativeAppMarker: 'KoriApp' },
  isNativeApp: false,
  auth: { hasSession: false, user: null, pendingLogin: null, isNativeApp: false, nativeAppMarker: 'KoriApp' },
  consent: consentStateFromCookieValue(null),
  cart: { cartId: null },
});

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
      <ShellProviders data={data('fi-FI')}>
        <Probe showOverlay />
      </ShellProviders>,
    );
    const second = renderToString(
      <ShellProviders data={data('sv-SE')}>
        <Probe />
      </ShellProviders>,
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
      <ShellProviders data={data('fi-FI')}>
        <ClientProbe />
      </ShellProviders>,
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
      <ShellProviders data={data('fi-FI', '/configured/graphql')}>
        <ClientProbe />
      </ShellProviders>,
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
      <ShellProviders data={data('fi-FI')}>
        <p>plain page</p>
      </ShellProviders>,
    );
    await waitFor(() => expect(window.localStorage.getItem(DELIVERY_ADDRESS_STORAGE_KEY)).toBeNull());
    expect(window.localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(`Stored value for ${DELIVERY_ADDRESS_STORAGE_KEY} does not match schema`);
    expect(warn).toHaveBeenCalledWith(`Stored value for ${FEATURE_FLAGS_STORAGE_KEY} does not match schema`);
  });
});
