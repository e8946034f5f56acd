import { allowsMarketingTracking, type ConsentLevels } from '../levels/consent-levels';

/** 'pending' until the first decision; then 'started' or, after the revoke delay, 'revoked'. */
export type MarketingTrackingState = 'pending' | 'started' | 'revoked';

/** Without statistics or advertising consent, tracking is marked revoked after 1 second. */
export const MARKETING_REVOKE_DELAY_MS = 1000;

export interface MarketingTrackingController {
  /** Apply the current levels: start at once, or schedule the revoke. */
  update(levels: ConsentLevels): void;
  dispose(): void;
}

/**
 * Starts marketing tracking as soon as statistics or advertising consent is given; otherwise marks it revoked
 * after the delay, which lets events already on their way (such as the consent-updated event) leave first.
 * A grant within the delay cancels the pending revoke.
 */
export function createMarketingTrackingController({
  onChange,
  revokeDelayMs = MARKETING_REVOKE_DELAY_MS,
}: {
  onChange: (state: Exclude<MarketingTrackingState, 'pending'>) => void;
  revokeDelayMs?: number;
}): MarketingTrackingController {
  let state: MarketingTrackingState = 'pending';
  let revokeTimer: ReturnType<typeof setTimeout> | null = null;

  const cancelRevoke = () => {
    if (revokeTimer !== null) clearTimeout(revokeTimer);
    revokeTimer = null;
  };

  return {
    update(levels) {
      if (allowsMarketingTracking(levels)) {
        cancelRevoke();
        if (state !== 'started') {
          state = 'started';
          onChange('started');
        }
        return;
      }
      if (state === 'revoked' || revokeTimer !== null) return;
      revokeTimer = setTimeout(() => {
        revokeTimer = null;
        state = 'revoked';
        onChange('revoked');
      }, revokeDelayMs);
    },
    dispose: cancelRevoke,
  };
}
