import { isNativeApp } from './is-native-app';
import { BROWSER_USER_AGENT, installRecordingHost } from '../testing';

describe('isNativeApp', () => {
  it('recognises the default KoriApp marker in the user agent', () => {
    const host = installRecordingHost([]);
    try {
      expect(isNativeApp(host.userAgent)).toBe(true);
    } finally {
      host.uninstall();
    }
  });

  it('is false for an ordinary browser, a missing user agent and an empty marker', () => {
    expect(isNativeApp(BROWSER_USER_AGENT)).toBe(false);
    expect(isNativeApp(undefined)).toBe(false);
    expect(isNativeApp(null)).toBe(false);
    expect(isNativeApp(BROWSER_USER_AGENT, '')).toBe(false);
  });

  it('uses a configured marker instead of the default', () => {
    expect(isNativeApp('Mozilla/5.0 ShopHost/2.1', 'ShopHost')).toBe(true);
    expect(isNativeApp('Mozilla/5.0 KoriApp/1.0', 'ShopHost')).toBe(false);
  });
});
