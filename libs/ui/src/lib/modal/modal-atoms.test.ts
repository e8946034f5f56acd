import { createStore } from 'jotai';
import { closeModalAtom, modalAtom, openModalAtom } from './modal-atoms';

describe('modal atoms', () => {
  it('opens and closes', () => {
    const store = createStore();
    expect(store.get(modalAtom)).toEqual({ open: false });
    store.set(openModalAtom);
    expect(store.get(modalAtom)).toEqual({ open: true });
    store.set(openModalAtom);
    expect(store.get(modalAtom)).toEqual({ open: true });
    store.set(closeModalAtom);
    expect(store.get(modalAtom)).toEqual({ open: false });
  });
});
