import { DEFAULT_NATIVE_APP_MARKER, isNativeApp } from './is-native-app';
import './webkit-bridge';

export interface NativeAppOptions {
  /** Defaults to the browser's `navigator.userAgent`. */
  userAgent?: string;
  /** The user-agent marker of the app's web view (NATIVE_APP_UA_MARKER); defaults to `KoriApp`. */
  marker?: string;
}

/** The app bridge's one error message, thrown whenever a post to the app fails. */
export const POST_TO_APP_FAILED = 'Failed to post message to app';

function currentUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}

/**
 * Posts `payload` to the host app's `window.webkit.messageHandlers[name]`.
 * Outside the app nothing is posted and `false` is returned; inside it a missing handler throws
 * `Error('Failed to post message to app')`, because the host then lost a message it expects.
 */
export function postToNativeApp(name: string, payload: unknown, options: NativeAppOptions = {}): boolean {
  const userAgent = options.userAgent ?? currentUserAgent();
  if (!isNativeApp(userAgent, options.marker ?? DEFAULT_NATIVE_APP_MARKER)) return false;
  const handler = typeof window === 'undefined' ? undefined : window.webkit?.messageHandlers?.[name];
  if (!handler || typeof handler.postMessage !== 'function') {
    throw new Error(POST_TO_APP_FAILED);
  }
  try {
    handler.postMessage(payload);
  } catch (cause) {
    throw new Error(POST_TO_APP_FAILED, { cause });
  }
  return true;
}
