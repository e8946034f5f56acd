import { useRevalidator } from '@remix-run/react';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import type { AuthUser } from '../auth-types';
import { handJwtToApp } from '../native/hand-jwt-to-app';
import { authUserAtom, hasSessionAtom, sessionConfirmedAtom, signedOutAtom } from './auth-atoms';
import { refreshSession } from './refresh-session';
import { createSessionRefresher } from './session-refresher';

const sameUser = (a: AuthUser | null, b: AuthUser) => a !== null && a.userId === b.userId && a.email === b.email;

/**
 * Keeps the session alive while the page is open (SPEC 4): refreshes at start when a session exists
 * and it was not just created, then every 180000 ms, retrying transient failures with backoff. An
 * unrecoverable answer signs the page out; a new JWT goes to the host app in the app's web view.
 */
export function useSessionRefresh(nativeAppMarker: string): void {
  const hasSession = useAtomValue(hasSessionAtom);
  const store = useStore();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const lastJwt = useRef<string | null>(null);

  useEffect(() => {
    if (!hasSession) return;
    const refresher = createSessionRefresher({
      refresh: () => refreshSession(),
      onRefreshed: ({ user, sessionJwt }) => {
        if (!sameUser(store.get(authUserAtom), user)) store.set(authUserAtom, user);
        store.set(sessionConfirmedAtom, true);
        if (sessionJwt && sessionJwt !== lastJwt.current) {
          lastJwt.current = sessionJwt;
          handJwtToApp(sessionJwt, nativeAppMarker);
        }
      },
      onDestroyed: () => {
        store.set(signedOutAtom);
        // Loaders learn of the cleared cookies too (account pages, the root's session flag).
        revalidate.current();
      },
      onTransient: (attempt, delayMs) => {
        console.warn('Session refresh failed; retrying', { attempt, delayMs: Math.round(delayMs) });
        // The JWT may still be valid: let user queries try rather than wait for the provider.
        store.set(sessionConfirmedAtom, true);
      },
    });
    // Just signed in here: the tokens are fresh, so the first refresh waits one interval.
    refresher.start(!store.get(sessionConfirmedAtom));
    return () => refresher.stop();
  }, [hasSession, store, nativeAppMarker]);
}
