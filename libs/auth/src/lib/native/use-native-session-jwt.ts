import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { sessionJwtAtom } from '../session/auth-atoms';
import { postSessionJwtOnce } from './post-session-jwt-once';

/**
 * Posts sendSessionJwt to the host app whenever the JWT the page holds changes (a page load, a login or
 * a refresh re-issues it), never twice for the same one. Outside the app view nothing is posted.
 */
export function useNativeSessionJwt(marker: string): void {
  const jwt = useAtomValue(sessionJwtAtom);
  const store = useStore();
  useEffect(() => {
    if (jwt) postSessionJwtOnce(store, jwt, marker);
  }, [jwt, marker, store]);
}
