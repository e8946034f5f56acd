// Test helpers for this lib and others: ready-made root data (the fake auth provider is in @kori/shell/testing).
import type { AuthRootData } from './lib/auth-types';
import { fixtureFactory } from '@kori/util-testing';

/** `<AuthRoot data={...} />` input for component tests: signed out, browser, nothing pending. */
export const createTestAuthRootData = fixtureFactory<AuthRootData>(() => ({
  hasSession: false,
  user: null,
  pendingLogin: null,
  isNativeApp: false,
  nativeAppMarker: 'KoriApp',
}));
