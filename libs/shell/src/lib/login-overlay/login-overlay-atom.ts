import { atom } from 'jotai';

/** While true the full-screen login overlay is shown above everything (rendered by the auth feature). */
export const loginOverlayAtom = atom(false);
loginOverlayAtom.debugLabel = 'loginOverlay';
