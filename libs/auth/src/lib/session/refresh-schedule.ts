/** The session is refreshed in the background this often while a page is open. */
export const SESSION_REFRESH_INTERVAL_MS = 180_000;
/** First retry delay; doubled per failed attempt. */
export const REFRESH_BACKOFF_BASE_MS = 2_000;
/** The doubling stops at 2^7 (256 s). */
export const REFRESH_BACKOFF_MAX_EXPONENT = 7;
/** Each delay is moved by up to this much either way, so tabs and shoppers do not retry in lockstep. */
export const REFRESH_BACKOFF_JITTER_MS = 175;

/**
 * Delay before retry number `attempt` (0 for the first retry): 2000 ms * 2^min(attempt, 7), plus a
 * jitter drawn uniformly from [-175, +175] ms. `random` returns a number in [0, 1) like Math.random.
 */
export function refreshBackoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), REFRESH_BACKOFF_MAX_EXPONENT);
  const jitter = (random() * 2 - 1) * REFRESH_BACKOFF_JITTER_MS;
  return REFRESH_BACKOFF_BASE_MS * 2 ** exponent + jitter;
}
