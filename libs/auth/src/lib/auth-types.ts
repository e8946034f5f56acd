import type { AuthUser } from '@kori/shell';

export type { AuthUser };

/** A code was sent and awaits verification: the method id the code belongs to and the address it went to. */
export interface PendingLogin {
  email: string;
  methodId: string;
}

/**
 * What the root loader passes to `<AuthRoot data={...} />` (built by `authRootLoaderData`).
 * Session cookies are HttpOnly, so the server tells the page whether a session exists.
 */
export interface AuthRootData {
  hasSession: boolean;
  /** Known only when the login overlay is requested by the address (`?login=1`) and a session exists. */
  user: AuthUser | null;
  pendingLogin: PendingLogin | null;
  isNativeApp: boolean;
  nativeAppMarker: string;
  /** In the app's web view only: the session JWT the page holds, for the host app. */
  sessionJwt?: string;
}
