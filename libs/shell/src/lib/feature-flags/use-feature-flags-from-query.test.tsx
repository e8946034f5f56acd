import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { featureFlagsAtom } from './feature-flags-atom';
import { useFeatureFlag } from './use-feature-flag';
import { useFeatureFlagsFromQuery } from './use-feature-flags-from-query';

function Page() {
  useFeatureFlagsFromQuery();
  const on = useFeatureFlag('beta');
  return <p>{on ? 'beta on' : 'beta off'}</p>;
}

function renderAt(url: string, store = createStore()) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [url],
    future: { v7_relativeSplatPath: true },
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </Provider>,
  );
  return store;
}

describe('useFeatureFlagsFromQuery', () => {
  beforeEach(() => window.localStorage.clear());

  it('switches on and stores every flag of the featureFlags parameter', async () => {
    const store = renderAt('/deals?featureFlags=beta,%20assistant');
    expect(await screen.findByText('beta on')).toBeInTheDocument();
    expect(store.get(featureFlagsAtom)).toEqual({ flags: ['beta', 'assistant'] });
    expect(JSON.parse(window.localStorage.getItem('feature-flags')!)).toEqual({ flags: ['beta', 'assistant'] });
  });

  it('adds to flags stored on an earlier visit', async () => {
    window.localStorage.setItem('feature-flags', JSON.stringify({ flags: ['old'] }));
    const store = renderAt('/?featureFlags=beta');
    await screen.findByText('beta on');
    expect(store.get(featureFlagsAtom)).toEqual({ flags: ['old', 'beta'] });
  });

  it('leaves flags alone without the parameter', async () => {
    window.localStorage.setItem('feature-flags', JSON.stringify({ flags: ['beta'] }));
    const store = renderAt('/');
    await screen.findByText('beta on');
    await waitFor(() => expect(store.get(featureFlagsAtom)).toEqual({ flags: ['beta'] }));
  });
});
