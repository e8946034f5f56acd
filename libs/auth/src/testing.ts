// Test helpers for this lib and others: a fake auth provider and ready-made root data.
import type { AuthRootData } from './lib/auth-types';

export {
  createFakeStytch,
  FakeStytchError,
  FakeStytchNetworkError,
  type FakeStytch,
  type FakeStytchOptions,
  type SentCode,
} from './testing/fake-stytch';

/** `<AuthRoot data={...} />` input for component tests: signed out, browser, nothing pending. */
export function createTestAuthRootData(overrides: Partial<AuthRootData> = {}): AuthRootData {
  return { hasSession: false, user: null, pendingLogin: null, isNativeApp: false, nativeAppMarker: 'KoriApp', ...overrides };
}
