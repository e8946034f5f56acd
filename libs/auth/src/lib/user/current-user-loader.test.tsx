import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { ApolloConfigProvider } from '@kori/graphql-schema';
import { hasSessionAtom, sessionConfirmedAtom } from '../session/auth-atoms';
import { renderWithRouter } from '../test-support/render-with-router';
import { currentUserAtom } from './current-user-atoms';
import { CurrentUserLoader } from './current-user-loader';

// Records when the queries' chunk is fetched (the dynamic import becomes a require here).
const mockChunkLoads: string[] = [];
jest.mock('./current-user-queries', () => {
  mockChunkLoads.push('current-user-queries');
  return jest.requireActual('./current-user-queries');
});

function renderLoader() {
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName ?? '');
    if (operation.operationName === 'me') return of({ data: { me: { __typename: 'User', id: 'user-1', email: 'ada@example.com', region: 'FI' } } });
    if (operation.operationName === 'FetchUserData') return of({ data: { latestDeliveryAddress: null, eligibleForFTB: false } });
    return of({ errors: [new GraphQLError('unexpected')] });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const rendered = renderWithRouter(
    <ApolloConfigProvider client={client}>
      <CurrentUserLoader />
    </ApolloConfigProvider>,
    { url: '/' },
  );
  return { ...rendered, operations };
}

describe('CurrentUserLoader', () => {
  it('fetches the user queries only once a session exists, then asks for me', async () => {
    const { store, operations } = renderLoader();
    await act(async () => undefined);
    expect(screen.getByText('front page')).toBeInTheDocument();
    expect(mockChunkLoads).toEqual([]);
    expect(operations).toEqual([]);

    // A login in the page: the session exists and its JWT is fresh.
    act(() => {
      store.set(hasSessionAtom, true);
      store.set(sessionConfirmedAtom, true);
    });
    await waitFor(() => expect(store.get(currentUserAtom)).toMatchObject({ id: 'user-1' }));
    expect(mockChunkLoads).toEqual(['current-user-queries']);
    expect(operations).toEqual(['me', 'FetchUserData']);
  });
});
