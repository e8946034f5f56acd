export const FEATURE_FLAGS_QUERY_PARAM = 'featureFlags';

/** Splits the comma-separated `featureFlags` query value into trimmed, non-empty, unique flag names. */
export function parseFeatureFlagsParam(value: string | null | undefined): string[] {
  if (!value) return [];
  const flags: string[] = [];
  for (const part of value.split(',')) {
    const flag = part.trim();
    if (flag && !flags.includes(flag)) flags.push(flag);
  }
  return flags;
}
