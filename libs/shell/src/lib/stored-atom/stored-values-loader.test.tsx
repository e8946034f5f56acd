import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { z } from 'zod/mini';
import { createStoredAtom } from './create-stored-atom';
import { registeredStoredAtoms } from './stored-atom-registry';
import { StoredValuesLoader } from './stored-values-loader';

/**
 * Stores `raw` under `key` for a stored atom `{ on: boolean }` (default off), then renders the loader
 * into a fresh store in the browser; console warnings are captured.
 */
function renderLoaderWithStored(key: string, raw: string) {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const atom = createStoredAtom(key, z.object({ on: z.boolean() }), { on: false });
  window.localStorage.setItem(key, raw);
  const store = createStore();
  render(
    <Provider store={store}>
      <StoredValuesLoader />
    </Provider>,
  );
  return { warn, atom, store };
}

describe('StoredValuesLoader', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('registers every stored atom by its key', () => {
    createStoredAtom('test-registry-a', z.number(), 0);
    expect(registeredStoredAtoms().map((entry) => entry.key)).toContain('test-registry-a');
  });

  it('after the first render, resets a malformed stored value nothing uses and logs it', () => {
    const { warn, atom: unused, store } = renderLoaderWithStored('test-unused-flags', '{"on":"yes"}');
    expect(warn).toHaveBeenCalledWith('Stored value for test-unused-flags does not match schema');
    expect(window.localStorage.getItem('test-unused-flags')).toBeNull();
    expect(store.get(unused)).toEqual({ on: false });
  });

  it('loads a well-formed value into the page’s store and leaves it stored', () => {
    const { warn, atom: kept, store } = renderLoaderWithStored('test-kept', '{"on":true}');
    expect(store.get(kept)).toEqual({ on: true });
    expect(window.localStorage.getItem('test-kept')).toBe('{"on":true}');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads nothing during a server render', () => {
    createStoredAtom('test-server', z.number(), 0);
    window.localStorage.setItem('test-server', '"not a number"');
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    renderToString(
      <Provider store={createStore()}>
        <StoredValuesLoader />
      </Provider>,
    );
    expect(getItem).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('test-server')).toBe('"not a number"');
  });
});
