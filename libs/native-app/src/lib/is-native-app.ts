/** The user-agent marker the Kori iOS app adds to its web view; configurable per deployment. */
export const DEFAULT_NATIVE_APP_MARKER = 'KoriApp';

/** True when the user agent belongs to the native app's web view, i.e. it contains the marker. */
export function isNativeApp(userAgent: string | null | undefined, marker: string = DEFAULT_NATIVE_APP_MARKER): boolean {
  // An empty marker would match every browser.
  if (!userAgent || !marker) return false;
  return userAgent.includes(marker);
}
