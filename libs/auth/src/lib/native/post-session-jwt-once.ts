import type { useStore } from 'jotai';
import { postedSessionJwtAtom } from '../session/auth-atoms';
import { handJwtToApp } from './hand-jwt-to-app';

type Store = ReturnType<typeof useStore>;

/** Hands `jwt` to the host app unless it is the one last handed over from this page. */
export function postSessionJwtOnce(store: Store, jwt: string, marker: string): void {
  if (store.get(postedSessionJwtAtom) === jwt) return;
  store.set(postedSessionJwtAtom, jwt);
  handJwtToApp(jwt, marker);
}
