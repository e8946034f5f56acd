import { createStore } from 'jotai';
import { storedValuesChecked } from '../../testing/stored-values';
import { disableFeatureFlagAtom, enableFeatureFlagsAtom, featureFlagsAtom } from './feature-flags-atom';

const stored = () => JSON.parse(window.localStorage.getItem('feature-flags') ?? 'null');
// A stored value is checked by a schema fetched on demand: `checked` lets that fetch and the check finish.
const checked = storedValuesChecked;
/** A fresh store over a browser that already has `flags` stored. */
function storeWithStoredFlags(flags: string[]) {
  window.localStorage.setItem('feature-flags', JSON.stringify({ flags }));
  return createStore();
}

describe('feature flags', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('switches each flag on and stores them as { flags: string[] } under feature-flags', () => {
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['a', 'b']);
    expect(store.get(featureFlagsAtom)).toEqual({ flags: ['a', 'b'] });
    expect(stored()).toEqual({ flags: ['a', 'b'] });
  });

  it('keeps flags that were stored earlier when adding new ones', async () => {
    const store = storeWithStoredFlags(['old']);
    store.set(enableFeatureFlagsAtom, ['new']);
    // Shown at once, stored once the stored value is checked: the earlier flags are not overwritten.
    expect(store.get(featureFlagsAtom)).toEqual({ flags: ['new'] });
    expect(stored()).toEqual({ flags: ['old'] });
    await checked();
    expect(store.get(featureFlagsAtom)).toEqual({ flags: ['old', 'new'] });
    expect(stored()).toEqual({ flags: ['old', 'new'] });
  });

  it('adding a flag that is already on changes nothing', async () => {
    const store = storeWithStoredFlags(['a']);
    store.set(enableFeatureFlagsAtom, ['a']);
    await checked();
    const before = store.get(featureFlagsAtom);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    store.set(enableFeatureFlagsAtom, ['a', 'a']);
    expect(store.get(featureFlagsAtom)).toBe(before);
    expect(before).toEqual({ flags: ['a'] });
    expect(setItem).not.toHaveBeenCalled();
  });

  it('de-duplicates flags repeated within one call', () => {
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['x', 'x', 'y']);
    expect(stored()).toEqual({ flags: ['x', 'y'] });
  });

  it('switches a flag off', () => {
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['a', 'b']);
    store.set(disableFeatureFlagAtom, 'a');
    expect(store.get(featureFlagsAtom)).toEqual({ flags: ['b'] });
    expect(stored()).toEqual({ flags: ['b'] });
  });

  it.each([
    ['an array', '["a"]'],
    ['flags not an array', '{"flags":"a"}'],
    ['a non-string flag', '{"flags":["a",1]}'],
    ['not JSON', 'a,b'],
  ])('discards a stored value with %s and logs the schema warning', async (_name, raw) => {
    window.localStorage.setItem('feature-flags', raw);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['fresh']);
    await checked();
    expect(warn).toHaveBeenCalledWith('Stored value for feature-flags does not match schema');
    expect(stored()).toEqual({ flags: ['fresh'] });
  });
});
