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

  it('opens, closes and toggles the menu without touching search', () => {
    const store = createStore();
    store.set(openMenuAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: true, searchOpen: false });
    store.set(openMenuAtom);
    expect(store.get(navBarAtom).menuOpen).toBe(true);
    store.set(closeMenuAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: false, searchOpen: false });
    store.set(toggleMenuAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: true, searchOpen: false });
    store.set(toggleMenuAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: false, searchOpen: false });
  });

  it('opens, closes and toggles search without touching the menu', () => {
    const store = createStore();
    store.set(openMenuAtom);
    store.set(openSearchAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: true, searchOpen: true });
    store.set(closeSearchAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: true, searchOpen: false });
    store.set(closeSearchAtom);
    expect(store.get(navBarAtom).searchOpen).toBe(false);
    store.set(toggleSearchAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: true, searchOpen: true });
    store.set(toggleSearchAtom);
    expect(store.get(navBarAtom)).toEqual({ menuOpen: true, searchOpen: false });
  });
});
