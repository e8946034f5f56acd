import { atom } from 'jotai';
import type { AuthUser } from '../auth-types';

/** A session cookie exists (the server says so: the cookies are HttpOnly). */
export const hasSessionAtom = atom(false);
hasSessionAtom.debugLabel = 'auth.hasSession';

/** The signed-in user per the auth provider; null until a login or a refresh names them. */
export const authUserAtom = atom<AuthUser | null>(null);
authUserAtom.debugLabel = 'auth.user';

/**
 * The session's JWT is known to be fresh in this page (after a login or a refresh attempt), so
 * queries carrying it as bearer may go out.
 */
export const sessionConfirmedAtom = atom(false);
sessionConfirmedAtom.debugLabel = 'auth.sessionConfirmed';

/** The session JWT this page holds, known only in the app's web view (from the root data, a login or a refresh). */
export const sessionJwtAtom = atom<string | null>(null);
sessionJwtAtom.debugLabel = 'auth.sessionJwt';

/** The last JWT handed to the host app, so the same one is never posted twice. */
export const postedSessionJwtAtom = atom<string | null>(null);
postedSessionJwtAtom.debugLabel = 'auth.postedSessionJwt';

/** Logged in means a user is present through the session. */
export const isLoggedInAtom = atom((get) => get(hasSessionAtom) && get(authUserAtom) !== null);
isLoggedInAtom.debugLabel = 'auth.isLoggedIn';

/** First-time-buyer eligibility from FetchUserData; null until known (the API may not answer it yet). */
export const eligibleForFTBAtom = atom<boolean | null>(null);
eligibleForFTBAtom.debugLabel = 'auth.eligibleForFTB';

/** Signs the page out after the session was destroyed or revoked. */
export const signedOutAtom = atom(null, (_get, set) => {
  set(hasSessionAtom, false);
  set(authUserAtom, null);
  set(sessionConfirmedAtom, false);
  set(eligibleForFTBAtom, null);
  set(sessionJwtAtom, null);
});
