import { useRevalidator } from '@remix-run/react';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import type { AuthUser } from '../auth-types';
import { authUserAtom, hasSessionAtom, sessionConfirmedAtom, sessionJwtAtom, signedOutAtom } from './auth-atoms';
import { refreshSession } from './refresh-session';
import { createSessionRefresher } from './session-refresher';

const sameUser = (a: AuthUser | null, b: AuthUser) => a !== null && a.userId === b.userId && a.email === b.email;

/**
 * Keeps the session alive while the page is open: refreshes at start when a session exists
 * and it was not just created, then every 180000 ms, retrying transient failures with backoff. An
 * unrecoverable answer signs the page out; a JWT it carries (app view only) becomes the page's JWT.
 */
export function useSessionRefresh(): void {
  const hasSession = useAtomValue(hasSessionAtom);
  const store = useStore();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!hasSession) return;
    const refresher = createSessionRefresher({
      refresh: () => refreshSession(),
      onRefreshed: ({ user, sessionJwt }) => {
        if (!sameUser(store.get(authUserAtom), user)) store.set(authUserAtom, user);
        store.set(sessionConfirmedAtom, true);
        // useNativeSessionJwt hands it to the host app when it is new.
        if (sessionJwt) store.set(sessionJwtAtom, sessionJwt);
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
  }, [hasSession, store]);
}
