/** Stytch writes timestamps as RFC 3339 UTC without fractions, e.g. `2021-12-29T12:33:09Z`. */
export function isoTime(epochMs: number): string {
  return new Date(Math.floor(epochMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
