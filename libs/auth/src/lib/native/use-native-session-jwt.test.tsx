import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useRecordingHost } from '@kori/native-app/testing';
import { sessionJwtAtom } from '../session/auth-atoms';
import { useNativeSessionJwt } from './use-native-session-jwt';

function Watcher() {
  useNativeSessionJwt('KoriApp');
  return null;
}

/** Renders the hook in a store of its own that already holds `jwt`; the store lets the test change it. */
function renderWatcherHolding(jwt: string) {
  const store = createStore();
  store.set(sessionJwtAtom, jwt);
  render(
    <Provider store={store}>
      <Watcher />
    </Provider>,
  );
  return store;
}

describe('useNativeSessionJwt', () => {
  const host = useRecordingHost(['sendSessionJwt']);
  afterEach(() => jest.restoreAllMocks());

  it('posts sendSessionJwt for every new JWT the page holds, never twice for the same one', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(host.userAgent);
    const store = renderWatcherHolding('eyJ.first.sig');
    expect(host.messages).toEqual([{ name: 'sendSessionJwt', payload: { sessionJwt: 'eyJ.first.sig' } }]);
    act(() => store.set(sessionJwtAtom, 'eyJ.first.sig'));
    act(() => store.set(sessionJwtAtom, null));
    act(() => store.set(sessionJwtAtom, 'eyJ.first.sig'));
    expect(host.messages).toHaveLength(1);
    act(() => store.set(sessionJwtAtom, 'eyJ.second.sig'));
    expect(host.messages.map((message) => message.payload)).toEqual([{ sessionJwt: 'eyJ.first.sig' }, { sessionJwt: 'eyJ.second.sig' }]);
  });

  it('posts nothing outside the app', () => {
    renderWatcherHolding('eyJ.first.sig');
    expect(host.messages).toEqual([]);
  });
});
