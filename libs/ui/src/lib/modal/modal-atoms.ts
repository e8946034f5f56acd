import { atom } from 'jotai';

export interface ModalState {
  open: boolean;
}

/** The page's modal open/close state. */
export const modalAtom = atom<ModalState>({ open: false });

export const openModalAtom = atom(null, (_get, set) => set(modalAtom, { open: true }));

export const closeModalAtom = atom(null, (_get, set) => set(modalAtom, { open: false }));
