import { createStore } from 'jotai';
import {
  closeMenuAtom,
  closeSearchAtom,
  navBarAtom,
  openMenuAtom,
  openSearchAtom,
  toggleMenuAtom,
  toggleSearchAtom,
} from './nav-bar-atoms';

describe('navigation bar atoms', () => {
  it('starts with menu and search closed', () => {
    expect(createStore().get(navBarAtom)).toEqual({ menuOpen: false, searchOpen: false });
  });

  // Each panel opens, closes and toggles on its own; the other panel keeps whatever state it had.
  it.each([
    { panel: 'menu', key: 'menuOpen', open: openMenuAtom, close: closeMenuAtom, toggle: toggleMenuAtom, otherOpen: openSearchAtom, other: 'searchOpen' },
    { panel: 'search', key: 'searchOpen', open: openSearchAtom, close: closeSearchAtom, toggle: toggleSearchAtom, otherOpen: openMenuAtom, other: 'menuOpen' },
  ] as const)('opens, closes and toggles the $panel without touching the other panel', ({ key, open, close, toggle, otherOpen, other }) => {
    for (const otherState of [false, true]) {
      const store = createStore();
      if (otherState) store.set(otherOpen);
      const expectOpen = (value: boolean) => expect(store.get(navBarAtom)).toEqual({ [key]: value, [other]: otherState });
      store.set(open);
      expectOpen(true);
      store.set(open);
      expectOpen(true);
      store.set(close);
      expectOpen(false);
      store.set(close);
      expectOpen(false);
      store.set(toggle);
      expectOpen(true);
      store.set(toggle);
      expectOpen(false);
    }
  });
});
