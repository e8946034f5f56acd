// Test helpers: an emulated iOS host that records what the page posts to it.
import { DEFAULT_NATIVE_APP_MARKER } from './lib/is-native-app';
import type { WebkitBridge } from './lib/webkit-bridge';

export interface RecordedAppMessage {
  name: string;
  payload: unknown;
}

export interface RecordingHost {
  /** Every message posted so far, in order. */
  messages: RecordedAppMessage[];
  /** A user agent carrying the app marker, for `postToNativeApp(..., { userAgent })` or a stubbed navigator. */
  userAgent: string;
  /** Removes `window.webkit` again. */
  uninstall(): void;
}

/**
 * Installs `window.webkit.messageHandlers` with a recording handler for each name (jsdom or a browser).
 * Names not listed have no handler, which is how a test provokes the missing-handler error.
 */
export function installRecordingHost(handlerNames: string[], marker: string = DEFAULT_NATIVE_APP_MARKER): RecordingHost {
  const messages: RecordedAppMessage[] = [];
  const previous = window.webkit;
  const handlers: NonNullable<WebkitBridge['messageHandlers']> = {};
  for (const name of handlerNames) {
    handlers[name] = { postMessage: (payload: unknown) => messages.push({ name, payload }) };
  }
  window.webkit = { messageHandlers: handlers };
  return {
    messages,
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ${marker}/1.0`,
    uninstall: () => {
      if (previous === undefined) delete window.webkit;
      else window.webkit = previous;
    },
  };
}

/** A desktop browser's user agent (no app marker). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/**
 * A recording host for each test of the calling `describe` block: installed before each test and removed
 * after it. Read `messages` and `userAgent` inside a test.
 */
export function useRecordingHost(handlerNames: string[], marker?: string): Omit<RecordingHost, 'uninstall'> {
  let current: RecordingHost | undefined;
  beforeEach(() => {
    current = installRecordingHost(handlerNames, marker);
  });
  afterEach(() => {
    current?.uninstall();
    current = undefined;
  });
  const installed = (): RecordingHost => {
    if (!current) throw new Error('useRecordingHost: the host exists only while a test runs');
    return current;
  };
  return {
    get messages() {
      return installed().messages;
    },
    get userAgent() {
      return installed().userAgent;
    },
  };
}
