import { sendSessionJwt } from '@kori/native-app';

/**
 * Hands a session JWT to the host app (a no-op outside it). A missing handler inside the app is the
 * host's bug; it is logged so that signing in still completes in the web view.
 */
export function handJwtToApp(jwt: string, marker: string): void {
  try {
    sendSessionJwt(jwt, { marker });
  } catch (error) {
    console.error('Could not hand the session to the app', error);
  }
}
