import { atom } from 'jotai';

export interface NavBarState {
  menuOpen: boolean;
  searchOpen: boolean;
}

/** Navigation bar flags: the menu and the search field open independently. */
export const navBarAtom = atom<NavBarState>({ menuOpen: false, searchOpen: false });

function setFlag(flag: keyof NavBarState, next: (current: boolean) => boolean) {
  return atom(null, (get, set) => {
    const state = get(navBarAtom);
    set(navBarAtom, { ...state, [flag]: next(state[flag]) });
  });
}

export const openMenuAtom = setFlag('menuOpen', () => true);
export const closeMenuAtom = setFlag('menuOpen', () => false);
export const toggleMenuAtom = setFlag('menuOpen', (open) => !open);

export const openSearchAtom = setFlag('searchOpen', () => true);
export const closeSearchAtom = setFlag('searchOpen', () => false);
export const toggleSearchAtom = setFlag('searchOpen', (open) => !open);
