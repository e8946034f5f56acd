import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { ApolloConfigProvider } from '@kori/graphql-schema';
import { installRecordingHost } from '@kori/native-app/testing';
import { createTestAuthRootData } from '../testing';
import { AuthRoot } from './auth-root';
import type { AuthRootData } from './auth-types';
import { authUserAtom, eligibleForFTBAtom, hasSessionAtom, isLoggedInAtom, signedOutAtom } from './session/auth-atoms';
import { renderWithRouter } from './test-support/render-with-router';
import { currentUserAtom, latestDeliveryAddressAtom } from './user/current-user-atoms';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress: 'Mannerheimintie 1',
  postalCode: '00100',
  city: 'Helsinki',
  email: 'ada@example.com',
  phone: '+358401234567',
};

type Answer = { data?: unknown; errors?: GraphQLError[] };

function apollo(answers: Record<string, Answer>) {
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    operations.push({ name: operation.operationName ?? '', variables: operation.variables });
    const answer = answers[operation.operationName ?? ''] ?? { errors: [new GraphQLError('unexpected')] };
    return of(answer as ApolloLink.Result);
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, operations };
}

function refreshAnswers(...bodies: { status: number; body: unknown }[]) {
  const fetchMock = jest.fn(async () => {
    const next = bodies.length > 1 ? bodies.shift()! : bodies[0]!;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

// As the storefront's shell does, but with a client answering from `answers`; AuthRoot still loads
// Apollo's provider and the user queries on demand.
function renderRoot(data: AuthRootData, answers: Record<string, Answer> = {}) {
  const graphql = apollo(answers);
  const rendered = renderWithRouter(
    <ApolloConfigProvider client={graphql.client}>
      <AuthRoot data={data} />
    </ApolloConfigProvider>,
    { url: '/' },
  );
  return { ...rendered, ...graphql };
}

/** A recording app host that the page sees as the app (its user agent). */
function installAppHost() {
  const host = installRecordingHost(['sendSessionJwt']);
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(host.userAgent);
  return host;
}

/** The API's answers for a signed-in shopper (Ada, FI) with no saved address who has bought before. */
const SIGNED_IN: Record<string, Answer> = {
  me: { data: { me: { __typename: 'User', id: 'user-1', email: 'ada@example.com', region: 'FI' } } },
  FetchUserData: { data: { latestDeliveryAddress: null, eligibleForFTB: false } },
};

const refreshed = (sessionJwt: string | null = null) => ({
  status: 200,
  body: { ok: true, user: { userId: 'user-1', email: 'ada@example.com' }, sessionJwt },
});

describe('AuthRoot', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('does nothing for a signed-out shopper: no refresh, no user query', async () => {
    const fetchMock = refreshAnswers(refreshed());
    const { store, operations } = renderRoot(createTestAuthRootData());
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(operations).toEqual([]);
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes at start when a session exists, then loads me (never cached) and the user data', async () => {
    const fetchMock = refreshAnswers(refreshed());
    const { store, operations, client } = renderRoot(createTestAuthRootData({ hasSession: true }), {
      me: { data: { me: { __typename: 'User', id: 'user-1', email: 'ada@example.com', region: 'FI' } } },
      FetchUserData: { data: { latestDeliveryAddress: { __typename: 'DeliveryAddress', ...address }, eligibleForFTB: true } },
    });
    await waitFor(() => expect(store.get(currentUserAtom)).toMatchObject({ id: 'user-1', email: 'ada@example.com' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/session/refresh', expect.objectContaining({ method: 'POST' }));
    expect(store.get(isLoggedInAtom)).toBe(true);
    await waitFor(() => expect(store.get(latestDeliveryAddressAtom)).toMatchObject(address));
    expect(store.get(eligibleForFTBAtom)).toBe(true);
    expect(operations).toEqual([
      { name: 'me', variables: { region: 'FI' } },
      { name: 'FetchUserData', variables: { region: 'FI' } },
    ]);
    // Never cached: nothing about the user lands in Apollo's cache.
    expect(JSON.stringify(client.cache.extract())).not.toContain('ada@example.com');
  });

  it('forgets the user when the page signs out', async () => {
    refreshAnswers(refreshed());
    const { store } = renderRoot(createTestAuthRootData({ hasSession: true }), SIGNED_IN);
    await waitFor(() => expect(store.get(currentUserAtom)).not.toBeNull());
    act(() => store.set(signedOutAtom));
    await waitFor(() => expect(store.get(currentUserAtom)).toBeNull());
  });

  it('keeps the defaults when the API cannot answer user data', async () => {
    refreshAnswers(refreshed());
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notYet = () => new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const { store, operations } = renderRoot(createTestAuthRootData({ hasSession: true }), {
      me: { data: { me: { __typename: 'User', id: 'user-1', email: 'ada@example.com', region: 'FI' } } },
      FetchUserData: { data: null, errors: [notYet(), notYet()] },
    });
    await waitFor(() => expect(operations.map((o) => o.name)).toEqual(['me', 'FetchUserData']));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('User data is not available; keeping defaults', { codes: ['INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR'] }));
    expect(store.get(latestDeliveryAddressAtom)).toBeNull();
    expect(store.get(eligibleForFTBAtom)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(true);
  });

  it('signs the page out when the refresh says the session is gone', async () => {
    refreshAnswers({ status: 401, body: { ok: false, reason: 'unrecoverable' } });
    const { store, operations } = renderRoot(createTestAuthRootData({ hasSession: true }));
    await waitFor(() => expect(store.get(hasSessionAtom)).toBe(false));
    expect(store.get(authUserAtom)).toBeNull();
    expect(operations).toEqual([]);
  });

  it('stays signed in through a failing refresh and still asks for the user', async () => {
    refreshAnswers({ status: 503, body: { ok: false, reason: 'transient' } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, operations } = renderRoot(createTestAuthRootData({ hasSession: true }), SIGNED_IN);
    await waitFor(() => expect(operations.map((o) => o.name)).toContain('me'));
    expect(store.get(hasSessionAtom)).toBe(true);
  });

  it('hands a new JWT from the refresh to the app host', async () => {
    const host = installAppHost();
    refreshAnswers(refreshed('eyJ.first.sig'));
    try {
      const { store } = renderRoot(createTestAuthRootData({ hasSession: true, isNativeApp: true }), SIGNED_IN);
      await waitFor(() => expect(store.get(authUserAtom)).not.toBeNull());
      expect(host.messages).toEqual([{ name: 'sendSessionJwt', payload: { sessionJwt: 'eyJ.first.sig' } }]);
    } finally {
      host.uninstall();
    }
  });

  it('hands the JWT over again only when a later refresh yields a new one, every 180000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const host = installAppHost();
    const fetchMock = refreshAnswers(refreshed('eyJ.first.sig'), refreshed('eyJ.first.sig'), refreshed('eyJ.second.sig'));
    const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
    try {
      renderRoot(createTestAuthRootData({ hasSession: true, isNativeApp: true }), SIGNED_IN);
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(host.messages).toEqual([{ name: 'sendSessionJwt', payload: { sessionJwt: 'eyJ.first.sig' } }]);

      await act(() => jest.advanceTimersByTimeAsync(179_999));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      await settle();
      // Same JWT as before: the host already has it.
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(host.messages).toHaveLength(1);

      await act(() => jest.advanceTimersByTimeAsync(180_000));
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(host.messages.map((message) => message.payload)).toEqual([{ sessionJwt: 'eyJ.first.sig' }, { sessionJwt: 'eyJ.second.sig' }]);
    } finally {
      host.uninstall();
      jest.useRealTimers();
    }
  });

  it('hands the JWT of a page load to the app host, though the refresh brings none', async () => {
    const host = installAppHost();
    refreshAnswers(refreshed(null));
    try {
      const { store } = renderRoot(createTestAuthRootData({ hasSession: true, isNativeApp: true, sessionJwt: 'eyJ.page.sig' }), SIGNED_IN);
      await waitFor(() => expect(store.get(authUserAtom)).not.toBeNull());
      expect(host.messages).toEqual([{ name: 'sendSessionJwt', payload: { sessionJwt: 'eyJ.page.sig' } }]);
    } finally {
      host.uninstall();
    }
  });

  it('posts nothing to a host outside the app, even when the refresh carries a JWT', async () => {
    const host = installRecordingHost(['sendSessionJwt']);
    const fetchMock = refreshAnswers(refreshed('eyJ.leaked.sig'));
    try {
      const { store } = renderRoot(createTestAuthRootData({ hasSession: true }), SIGNED_IN);
      await waitFor(() => expect(store.get(authUserAtom)).not.toBeNull());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(host.messages).toEqual([]);
    } finally {
      host.uninstall();
    }
  });

  it('opens the login overlay from the address', async () => {
    renderWithRouter(<AuthRoot data={createTestAuthRootData()} />, { url: '/?login=1' });
    expect(await screen.findByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
  });

  it('behaves as signed out without data (error pages)', () => {
    const fetchMock = refreshAnswers(refreshed());
    renderWithRouter(<AuthRoot data={undefined} />, { url: '/' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
