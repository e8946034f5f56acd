import { act, render, screen } from '@testing-library/react';
import { createStore, Provider, useAtom } from 'jotai';
import { renderToString } from 'react-dom/server';
import { z } from 'zod/mini';
import { createStoredAtom } from './create-stored-atom';
import { storedValuesChecked } from '../../testing/stored-values';

const schema = z.object({ count: z.number() });
const increment = (previous: { count: number }) => ({ count: previous.count + 1 });
/** What is stored under `key`, parsed. */
const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

function setup() {
  const key = `test-${Math.random().toString(36).slice(2)}`;
  const countAtom = createStoredAtom(key, schema, { count: 0 });
  const seen: number[] = [];
  function Counter() {
    const [value, setValue] = useAtom(countAtom);
    seen.push(value.count);
    return (
      <button type="button" onClick={() => setValue((previous) => ({ count: previous.count + 1 }))}>
        count {value.count}
      </button>
    );
  }
  const view = (store = createStore()) => (
    <Provider store={store}>
      <Counter />
    </Provider>
  );
  return { key, countAtom, seen, view };
}

describe('createStoredAtom', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('renders the default first and loads the stored value after the first render', async () => {
    const { key, seen, view } = setup();
    window.localStorage.setItem(key, JSON.stringify({ count: 5 }));
    render(view());
    expect(await screen.findByText('count 5')).toBeInTheDocument();
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(5);
  });

  it('never reads storage during a server render', () => {
    const { key, view } = setup();
    window.localStorage.setItem(key, JSON.stringify({ count: 5 }));
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    expect(renderToString(view())).toContain('count <!-- -->0');
    expect(getItem).not.toHaveBeenCalled();
  });

  it('persists writes as JSON under its key', async () => {
    const { key, view } = setup();
    render(view());
    await screen.findByText('count 0');
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('count 1')).toBeInTheDocument();
    expect(stored(key)).toEqual({ count: 1 });
  });

  it('removes its key when set to null', () => {
    const key = `test-${Math.random().toString(36).slice(2)}`;
    const nullableAtom = createStoredAtom<string | null>(key, z.nullable(z.string()), null);
    const store = createStore();
    store.set(nullableAtom, 'kept');
    expect(window.localStorage.getItem(key)).toBe('"kept"');
    store.set(nullableAtom, null);
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(store.get(nullableAtom)).toBeNull();
  });

  it('resets a stored value failing its schema to the default, removes it and logs the exact warning', async () => {
    const { key, seen, view } = setup();
    window.localStorage.setItem(key, JSON.stringify({ count: 'five' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(view());
    await act(async () => undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`Stored value for ${key} does not match schema`);
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(seen.every((count) => count === 0)).toBe(true);
  });

  it('treats unparsable JSON as failing the schema', () => {
    const { key, countAtom } = setup();
    window.localStorage.setItem(key, '{not json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    store.set(countAtom, (previous) => previous);
    expect(warn).toHaveBeenCalledWith(`Stored value for ${key} does not match schema`);
    expect(store.get(countAtom)).toEqual({ count: 0 });
  });

  it('loads the stored value before a write that happens before mounting', () => {
    const { key, countAtom } = setup();
    window.localStorage.setItem(key, JSON.stringify({ count: 7 }));
    const store = createStore();
    store.set(countAtom, increment);
    expect(store.get(countAtom)).toEqual({ count: 8 });
    expect(stored(key)).toEqual({ count: 8 });
  });

  it('does not write storage just because it mounted', async () => {
    const { key, view } = setup();
    render(view());
    await screen.findByText('count 0');
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('follows writes made by another tab', async () => {
    const { key, view } = setup();
    render(view());
    await screen.findByText('count 0');
    window.localStorage.setItem(key, JSON.stringify({ count: 3 }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
    });
    expect(screen.getByText('count 3')).toBeInTheDocument();
  });

  it('keeps each store separate', async () => {
    const { key, countAtom } = setup();
    window.localStorage.setItem(key, JSON.stringify({ count: 2 }));
    const first = createStore();
    const second = createStore();
    first.set(countAtom, { count: 9 });
    expect(first.get(countAtom)).toEqual({ count: 9 });
    expect(second.get(countAtom)).toEqual({ count: 0 });
  });

  describe('with a schema fetched on demand', () => {
    /** An atom whose schema is fetched by `fetchSchema`, with `raw` stored under its key (if given), and a store. */
    const fetchedSetup = ({ raw, fetchSchema = jest.fn(() => Promise.resolve(schema)) }: { raw?: string; fetchSchema?: jest.Mock } = {}) => {
      const key = `test-${Math.random().toString(36).slice(2)}`;
      if (raw !== undefined) window.localStorage.setItem(key, raw);
      return { key, fetchSchema, countAtom: createStoredAtom(key, fetchSchema, { count: 0 }), store: createStore() };
    };
    const checked = storedValuesChecked;

    it('does not fetch the schema when nothing is stored', async () => {
      const { countAtom, fetchSchema, store } = fetchedSetup();
      store.set(countAtom, increment);
      await checked();
      expect(store.get(countAtom)).toEqual({ count: 1 });
      expect(fetchSchema).not.toHaveBeenCalled();
    });

    it('applies a stored value once the schema has checked it', async () => {
      const { countAtom, fetchSchema, store } = fetchedSetup({ raw: '{"count":4}' });
      const unsubscribe = store.sub(countAtom, () => undefined);
      expect(store.get(countAtom)).toEqual({ count: 0 });
      await checked();
      expect(store.get(countAtom)).toEqual({ count: 4 });
      expect(fetchSchema).toHaveBeenCalledTimes(1);
      unsubscribe();
    });

    it('shows a write made while checking at once and stores it on top of the stored value', async () => {
      const { key, countAtom, store } = fetchedSetup({ raw: '{"count":7}' });
      store.set(countAtom, increment);
      expect(store.get(countAtom)).toEqual({ count: 1 });
      expect(stored(key)).toEqual({ count: 7 });
      await checked();
      expect(store.get(countAtom)).toEqual({ count: 8 });
      expect(stored(key)).toEqual({ count: 8 });
    });

    it('removes a stored value failing the fetched schema', async () => {
      const { key, countAtom, store } = fetchedSetup({ raw: '{"count":"seven"}' });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      store.set(countAtom, (previous) => previous);
      await checked();
      expect(warn).toHaveBeenCalledWith(`Stored value for ${key} does not match schema`);
      expect(window.localStorage.getItem(key)).toBeNull();
      expect(store.get(countAtom)).toEqual({ count: 0 });
    });

    it('uses the default but keeps the stored text when the schema cannot be fetched', async () => {
      const { key, countAtom, store } = fetchedSetup({ raw: '{"count":3}', fetchSchema: jest.fn(() => Promise.reject(new Error('offline'))) });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      store.set(countAtom, (previous) => previous);
      await checked();
      expect(warn).toHaveBeenCalledWith(`Could not check the stored value for ${key}`, expect.any(Error));
      expect(store.get(countAtom)).toEqual({ count: 0 });
      expect(stored(key)).toEqual({ count: 3 });
    });
  });
});
