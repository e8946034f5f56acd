import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import type { AuthRootData } from '../auth-types';
import { authUserAtom, hasSessionAtom, sessionJwtAtom, signedOutAtom } from './auth-atoms';

/** Takes the server's word on the session after every (re)load of the root data: a login elsewhere, a logout. */
export function useAuthStateSync(data: AuthRootData): void {
  const store = useStore();
  const setHasSession = useSetAtom(hasSessionAtom);
  const userId = data.user?.userId;
  const email = data.user?.email;
  const sessionJwt = data.sessionJwt;
  useEffect(() => {
    if (!data.hasSession) {
      if (store.get(hasSessionAtom)) store.set(signedOutAtom);
      return;
    }
    setHasSession(true);
    if (userId && email) store.set(authUserAtom, { userId, email });
    if (sessionJwt) store.set(sessionJwtAtom, sessionJwt);
  }, [data.hasSession, userId, email, sessionJwt, store, setHasSession]);
}
