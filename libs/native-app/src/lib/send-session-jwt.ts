import { postToNativeApp, type NativeAppOptions } from './post-to-native-app';

/** The bridge message that hands the session JWT to the host app. */
export const SEND_SESSION_JWT = 'sendSessionJwt';

export interface SessionJwtMessage {
  sessionJwt: string;
}

/** Hands the session JWT to the host app (after login and after a refresh that yields a new JWT). */
export function sendSessionJwt(jwt: string, options: NativeAppOptions = {}): boolean {
  const message: SessionJwtMessage = { sessionJwt: jwt };
  return postToNativeApp(SEND_SESSION_JWT, message, options);
}
