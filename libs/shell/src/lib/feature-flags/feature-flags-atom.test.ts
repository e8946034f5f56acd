import { createStore } from 'jotai';
import { disableFeatureFlagAtom, enableFeatureFlagsAtom, featureFlagsAtom } from './feature-flags-atom';

const stored = () => JSON.parse(window.localStorage.getItem('feature-flags') ?? 'null');

describe('feature flags', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('switches each flag on and stores them as { flags: string[] } under feature-flags', () => {
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['a', 'b']);
    expect(store.get(featureFlagsAtom)).toEqual({ flags: ['a', 'b'] });
    expect(stored()).toEqual({ flags: ['a', 'b'] });
  });

  it('keeps flags that were stored earlier when adding new ones', () => {
    window.localStorage.setItem('feature-flags', JSON.stringify({ flags: ['old'] }));
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['new']);
    expect(stored()).toEqual({ flags: ['old', 'new'] });
  });

  it('adding a flag that is already on changes nothing', () => {
    window.localStorage.setItem('feature-flags', JSON.stringify({ flags: ['a'] }));
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['a']);
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
  ])('discards a stored value with %s and logs the schema warning', (_name, raw) => {
    window.localStorage.setItem('feature-flags', raw);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    store.set(enableFeatureFlagsAtom, ['fresh']);
    expect(warn).toHaveBeenCalledWith('Stored value for feature-flags does not match schema');
    expect(stored()).toEqual({ flags: ['fresh'] });
  });
});
