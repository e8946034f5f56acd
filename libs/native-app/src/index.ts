// Public entry: detection of the native iOS host and its message bridge (browser-safe; no server entry).
export { isNativeApp, DEFAULT_NATIVE_APP_MARKER } from './lib/is-native-app';
export { postToNativeApp, POST_TO_APP_FAILED, type NativeAppOptions } from './lib/post-to-native-app';
export { sendCartUpdated, CART_UPDATED, type CartUpdatedMessage } from './lib/send-cart-updated';
export { sendSessionJwt, SEND_SESSION_JWT, type SessionJwtMessage } from './lib/send-session-jwt';
export type { WebkitBridge, WebkitMessageHandler } from './lib/webkit-bridge';
